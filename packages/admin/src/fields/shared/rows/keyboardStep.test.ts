import { describe, expect, it } from 'vitest';
import { keyboardDragStep, keyboardStepCoordinates } from './keyboardStep.ts';

const press = (code: string) => {
  const event = { code, preventDefault: () => {} } as KeyboardEvent;
  return keyboardStepCoordinates(event, { currentCoordinates: { x: 10, y: 100 }, active: 'a', context: {} as any });
};

describe('keyboard drag step', () => {
  it('moves 25 px up or down per arrow key (spec 9), never sideways', () => {
    expect(keyboardDragStep).toBe(25);
    expect(press('ArrowDown')).toEqual({ x: 10, y: 125 });
    expect(press('ArrowUp')).toEqual({ x: 10, y: 75 });
    expect(press('ArrowLeft')).toBeUndefined();
    expect(press('KeyA')).toBeUndefined();
  });
});
