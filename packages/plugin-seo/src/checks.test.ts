import { describe, expect, it } from 'vitest';
import { descriptionLength, lengthState, overviewChecks, titleLength } from './checks.ts';

const title = (length: number) => lengthState(length, titleLength.min, titleLength.max).state;
const description = (length: number) => lengthState(length, descriptionLength.min, descriptionLength.max).state;

describe('lengthState (spec 4: the meta title and description length indicator)', () => {
  it('walks a 50–60 title through missing, too short, almost there, good and too long at each boundary', () => {
    expect(title(0)).toBe('missing');
    expect(title(1)).toBe('tooShort');
    // 0.9 of the minimum of 50 is 45: 44 is still too short, 45 almost there.
    expect(title(44)).toBe('tooShort');
    expect(title(45)).toBe('almostThere');
    expect(title(49)).toBe('almostThere');
    expect(title(50)).toBe('good');
    expect(title(60)).toBe('good');
    expect(title(61)).toBe('tooLong');
  });

  it('walks a 100–150 description through the same states at its own bounds (almost there from 90)', () => {
    expect(description(0)).toBe('missing');
    expect(description(89)).toBe('tooShort');
    expect(description(90)).toBe('almostThere');
    expect(description(99)).toBe('almostThere');
    expect(description(100)).toBe('good');
    expect(description(150)).toBe('good');
    expect(description(151)).toBe('tooLong');
  });

  it('fills the bar towards the maximum: empty when missing, full when too long', () => {
    expect(lengthState(0, 100, 150).fill).toBe(0);
    expect(lengthState(75, 100, 150).fill).toBe(0.5);
    expect(lengthState(150, 100, 150).fill).toBe(1);
    expect(lengthState(400, 100, 150)).toEqual({ state: 'tooLong', fill: 1 });
  });
});

describe('overviewChecks (the "n/m checks are passing" count)', () => {
  const good = { title: 't'.repeat(55), description: 'd'.repeat(120) };
  it('counts the title, the description and the image when the group has an image field', () => {
    expect(overviewChecks({ title: '', description: '', hasImageField: true, image: null })).toEqual({ passing: 0, total: 3 });
    expect(overviewChecks({ ...good, hasImageField: true, image: '' })).toEqual({ passing: 2, total: 3 });
    expect(overviewChecks({ ...good, hasImageField: true, image: 7 })).toEqual({ passing: 3, total: 3 });
  });

  it('counts two checks without an image field, and only lengths in range as passing', () => {
    expect(overviewChecks({ ...good, hasImageField: false, image: undefined })).toEqual({ passing: 2, total: 2 });
    expect(overviewChecks({ title: 't'.repeat(49), description: 'd'.repeat(151), hasImageField: false, image: 1 })).toEqual({
      passing: 0,
      total: 2,
    });
    expect(overviewChecks({ title: 't'.repeat(50), description: 'd'.repeat(99), hasImageField: false, image: 1 })).toEqual({
      passing: 1,
      total: 2,
    });
  });
});
