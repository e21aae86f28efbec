import { describe, expect, it } from 'vitest';
import { pluralForm, splitPlural } from './plural.ts';

describe('pluralForm (spec 9)', () => {
  it('gives zero for 0, one for 1, two for 2, few for 3 to 5 and many above 5', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 11, 21, 100].map(pluralForm)).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'few',
      'few',
      'many',
      'many',
      'many',
      'many',
    ]);
  });
});

describe('splitPlural', () => {
  it('separates a plural suffix from its key, and leaves other keys whole', () => {
    expect(splitPlural('errorCount_few')).toEqual(['errorCount', 'few']);
    expect(splitPlural('errorCount_other')).toEqual(['errorCount', 'other']);
    expect(splitPlural('some_key')).toEqual(['some_key', undefined]);
    expect(splitPlural('save')).toEqual(['save', undefined]);
  });
});
