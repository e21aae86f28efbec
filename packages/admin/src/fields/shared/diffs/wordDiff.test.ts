import { describe, expect, it } from 'vitest';
import { diffSequences } from './diffSequences.ts';
import { sideOf, tokenize, wordDiff } from './wordDiff.ts';

const join = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

describe('tokenize', () => {
  it('cuts words, white space and punctuation apart, and joins back to the text', () => {
    expect(tokenize('Hello, world!  Ça va?')).toEqual(['Hello', ',', ' ', 'world', '!', '  ', 'Ça', ' ', 'va', '?']);
    const arabic = 'مرحبا بالعالم، كيف الحال؟';
    expect(tokenize(arabic).join('')).toBe(arabic);
    expect(tokenize('مرحبا بالعالم')).toEqual(['مرحبا', ' ', 'بالعالم']);
  });
});

describe('wordDiff', () => {
  it('marks a changed word, keeping the rest', () => {
    expect(wordDiff('The quick brown fox', 'The slow brown fox')).toEqual([
      { kind: 'same', text: 'The ' },
      { kind: 'removed', text: 'quick' },
      { kind: 'added', text: 'slow' },
      { kind: 'same', text: ' brown fox' },
    ]);
  });

  it('marks added and removed words on their own', () => {
    expect(wordDiff('one two three', 'one three four')).toEqual([
      { kind: 'same', text: 'one ' },
      { kind: 'removed', text: 'two ' },
      { kind: 'same', text: 'three' },
      { kind: 'added', text: ' four' },
    ]);
  });

  it('reads neighbouring changed words as one replacement, not word by word', () => {
    expect(wordDiff('the red car stops', 'the blue bus stops')).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'removed', text: 'red car' },
      { kind: 'added', text: 'blue bus' },
      { kind: 'same', text: ' stops' },
    ]);
  });

  it('gives each side back exactly', () => {
    const before = 'Lorem ipsum dolor sit amet,\nconsectetur adipiscing elit.';
    const after = 'Lorem dolor sit amet, new words;\nconsectetur elit. Tail!';
    const parts = wordDiff(before, after);
    expect(join(sideOf(parts, 'before'))).toBe(before);
    expect(join(sideOf(parts, 'after'))).toBe(after);
  });

  it('answers one kept part for equal texts, and all added or removed against an empty text', () => {
    expect(wordDiff('same text', 'same text')).toEqual([{ kind: 'same', text: 'same text' }]);
    expect(wordDiff('', 'new text')).toEqual([{ kind: 'added', text: 'new text' }]);
    expect(wordDiff('old text', '')).toEqual([{ kind: 'removed', text: 'old text' }]);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('stays exact on texts too long for the full table: the changed middle shows whole', () => {
    const words = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');
    const before = `start ${words(2500, 'a')} end`;
    const after = `start ${words(2500, 'b')} end`;
    const parts = wordDiff(before, after);
    expect(parts[0]).toEqual({ kind: 'same', text: 'start ' });
    expect(parts.at(-1)).toEqual({ kind: 'same', text: ' end' });
    expect(join(sideOf(parts, 'before'))).toBe(before);
    expect(join(sideOf(parts, 'after'))).toBe(after);
  });
});

describe('diffSequences', () => {
  it('finds a longest common subsequence, removals before additions', () => {
    expect(diffSequences([...'ABCABBA'], [...'CBABAC'])).toEqual([
      { kind: 'removed', items: ['A', 'B'] },
      { kind: 'same', items: ['C'] },
      { kind: 'removed', items: ['A'] },
      { kind: 'same', items: ['B'] },
      { kind: 'added', items: ['A'] },
      { kind: 'same', items: ['B', 'A'] },
      { kind: 'added', items: ['C'] },
    ]);
  });

  it('compares with the given equality', () => {
    const ops = diffSequences([{ id: 1 }, { id: 2 }], [{ id: 2 }], (a, b) => a.id === b.id);
    expect(ops).toEqual([
      { kind: 'removed', items: [{ id: 1 }] },
      { kind: 'same', items: [{ id: 2 }] },
    ]);
  });
});
