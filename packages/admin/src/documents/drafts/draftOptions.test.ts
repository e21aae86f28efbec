import { describe, expect, it } from 'vitest';
import { draftStatusOf } from './draftOptions.ts';

describe('draftStatusOf', () => {
  it('tells the three states apart', () => {
    expect(draftStatusOf('published', true)).toBe('published');
    expect(draftStatusOf('draft', true)).toBe('changed');
    expect(draftStatusOf('draft', false)).toBe('draft');
    expect(draftStatusOf(undefined, false)).toBe('draft');
  });
});
