import { describe, expect, it } from 'vitest';
import { lengthState } from './lengthState.ts';

describe('lengthState (spec 4: meta title and description length indicator)', () => {
  it('walks through missing, too short, almost there, good and too long for a title of 50–60 characters', () => {
    const at = (length: number) => lengthState(length, 50, 60).state;
    expect(at(0)).toBe('missing');
    expect(at(1)).toBe('tooShort');
    expect(at(44)).toBe('tooShort');
    // 0.9 of the minimum (45) is almost there.
    expect(at(45)).toBe('almostThere');
    expect(at(49)).toBe('almostThere');
    expect(at(50)).toBe('good');
    expect(at(60)).toBe('good');
    expect(at(61)).toBe('tooLong');
  });

  it('fills the bar towards the maximum: empty when missing, full when too long', () => {
    expect(lengthState(0, 100, 150).fill).toBe(0);
    expect(lengthState(75, 100, 150).fill).toBe(0.5);
    expect(lengthState(150, 100, 150).fill).toBe(1);
    expect(lengthState(400, 100, 150)).toEqual({ state: 'tooLong', fill: 1 });
  });
});
