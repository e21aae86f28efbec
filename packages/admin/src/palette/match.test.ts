import { describe, expect, it } from 'vitest';
import { fold, highlight, rank } from './match.ts';

describe('rank', () => {
  it('ranks a prefix of the whole text first, then word starts, then anywhere', () => {
    expect(rank('Posts', 'pos')).toBe(0);
    expect(rank('Create new Post', 'create new po')).toBe(0);
    expect(rank('Create new Post', 'post')).toBe(1);
    expect(rank('Create new Post', 'new post')).toBe(1);
    expect(rank('Categories', 'ego')).toBe(2);
  });

  it('needs every word, in any order', () => {
    expect(rank('Create new Category', 'category create')).toBe(1);
    expect(rank('Create new Category', 'category delete')).toBeNull();
  });

  it('ignores case and accents on both sides', () => {
    expect(rank('Café Crème', 'cafe creme')).toBe(0);
    expect(rank('Cafe Creme', 'CAFÉ')).toBe(0);
    expect(rank('Über uns', 'uber')).toBe(0);
  });

  it('prefers an occurrence at a word start over an earlier one inside a word', () => {
    expect(rank('Trains of Porto', 'to')).toBe(2);
    expect(rank('Porto to Vigo', 'vi')).toBe(1);
  });

  it('matches everything with a blank query', () => {
    expect(rank('Anything', '   ')).toBe(0);
  });
});

describe('highlight', () => {
  it('marks the matched runs in the original text, accents kept', () => {
    expect(highlight('Café Crème', 'creme')).toEqual([
      { text: 'Café ', isMatch: false },
      { text: 'Crème', isMatch: true },
    ]);
    expect(highlight('Create new Post', 'new po')).toEqual([
      { text: 'Create ', isMatch: false },
      { text: 'new', isMatch: true },
      { text: ' ', isMatch: false },
      { text: 'Po', isMatch: true },
      { text: 'st', isMatch: false },
    ]);
  });

  it('leaves the text whole when nothing matches', () => {
    expect(highlight('Footer', 'zz')).toEqual([{ text: 'Footer', isMatch: false }]);
  });
});

describe('fold', () => {
  it('lower-cases and drops combining marks', () => {
    expect(fold('ÀÉÎÕÜ ñ')).toBe('aeiou n');
  });
});
