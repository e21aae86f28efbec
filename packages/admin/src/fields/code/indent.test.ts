import { describe, expect, it } from 'vitest';
import { indentSelection } from './indent.ts';

describe('indentSelection', () => {
  it('inserts one indent at a caret', () => {
    expect(indentSelection('ab', 1, 1, false)).toEqual({ text: 'a  b', selectionStart: 3, selectionEnd: 3 });
  });

  it('indents every line a selection touches and keeps the selection over them', () => {
    expect(indentSelection('one\ntwo\nthree', 1, 6, false)).toEqual({
      text: '  one\n  two\nthree',
      selectionStart: 3,
      selectionEnd: 10,
    });
  });

  it('outdents the caret line by one unit, or by what indent it has', () => {
    expect(indentSelection('x\n    y', 6, 6, true)).toEqual({ text: 'x\n  y', selectionStart: 4, selectionEnd: 4 });
    expect(indentSelection(' y', 2, 2, true)).toEqual({ text: 'y', selectionStart: 1, selectionEnd: 1 });
    expect(indentSelection('y', 1, 1, true)).toEqual({ text: 'y', selectionStart: 1, selectionEnd: 1 });
  });

  it('leaves the line after a selection that ends with a newline alone', () => {
    expect(indentSelection('a\nb\n', 0, 2, false).text).toBe('  a\nb\n');
  });
});
