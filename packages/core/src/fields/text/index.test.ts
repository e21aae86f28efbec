import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { TextField } from '../types.ts';
import { textField } from './index.ts';

const field = (extra: Partial<TextField> = {}): TextField => ({ type: 'text', name: 'title', ...extra });
const validate = (f: TextField, value: unknown) => runValidate(textField, f, value);

describe('text field', () => {
  it('accepts strings and empty values when not required', () => {
    expect(validate(field(), 'Hello')).toBe(true);
    expect(validate(field(), undefined)).toBe(true);
    expect(validate(field(), null)).toBe(true);
    expect(validate(field(), '')).toBe(true);
  });

  it('treats undefined, null, blank and whitespace-only strings as missing when required', () => {
    for (const value of [undefined, null, '', '   \n']) {
      expect(validate(field({ required: true }), value)).toBe('Fill in this field.');
    }
  });

  it('refuses values that are not strings', () => {
    expect(validate(field(), { a: 1 })).toBe('Enter text here.');
    expect(validate(field(), 42)).toBe('Enter text here.');
    expect(validate(field(), ['a'])).toBe('Enter text here.');
  });

  it('enforces minLength and maxLength in characters', () => {
    const f = field({ minLength: 3, maxLength: 5 });
    expect(validate(f, 'ab')).toBe('Use at least 3 characters.');
    expect(validate(f, 'abcdef')).toBe('Use 5 characters or fewer.');
    expect(validate(f, 'abc')).toBe(true);
    expect(validate(f, 'abcde')).toBe(true);
    // Five emoji are five characters although they take ten UTF-16 units.
    expect(validate(f, '😀😀😀😀😀')).toBe(true);
  });

  it('validates hasMany lists item by item and by row count', () => {
    const f = field({ hasMany: true, minRows: 2, maxRows: 3, maxLength: 4 });
    expect(validate(f, ['a', 'b'])).toBe(true);
    expect(validate(f, 'a')).toBe('Expected a list of rows.');
    expect(validate(f, ['a'])).toBe('Add at least 2 rows.');
    expect(validate(f, ['a', 'b', 'c', 'd'])).toBe('Keep it to 3 rows at most.');
    expect(validate(f, ['a', 5])).toBe('Enter text here.');
    expect(validate(f, ['a', 'toolong'])).toBe('Use 4 characters or fewer.');
    expect(validate(f, [])).toBe(true);
    expect(validate(field({ hasMany: true, required: true }), [])).toBe('Fill in this field.');
    expect(validate(field({ hasMany: true, maxRows: 1 }), ['a', 'b'])).toBe('Keep it to 1 row at most.');
  });

  it('wraps a single value for hasMany and leaves other input alone', () => {
    expect(textField.beforeWrite?.('a', field({ hasMany: true }))).toStrictEqual(['a']);
    expect(textField.beforeWrite?.(['a'], field({ hasMany: true }))).toStrictEqual(['a']);
    expect(textField.beforeWrite?.(undefined, field({ hasMany: true }))).toBe(undefined);
    expect(textField.beforeWrite?.('a', field())).toBe('a');
  });

  it('reports hasMany through isMany', () => {
    expect(textField.isMany?.(field({ hasMany: true }))).toBe(true);
    expect(textField.isMany?.(field())).toBe(false);
  });

  it('checks length and row bounds in the config', () => {
    expect(() => textField.sanitize?.(field({ minLength: 5, maxLength: 2 }), 'posts.title')).toThrow(
      'Invalid config: posts.title: `minLength` (5) is greater than `maxLength` (2)',
    );
    expect(() => textField.sanitize?.(field({ minLength: -1 }), 'posts.title')).toThrow(
      'Invalid config: posts.title: `minLength` must be a whole number of 0 or more',
    );
    expect(() => textField.sanitize?.(field({ minRows: 3, maxRows: 1 }), 'posts.title')).toThrow(
      '`minRows` (3) is greater than `maxRows` (1)',
    );
    const input = field({ minLength: 1 });
    const out = textField.sanitize?.(input, 'posts.title');
    expect(out).toStrictEqual(input);
    expect(out).not.toBe(input);
  });

  it('is queried as text', () => {
    expect(textField.queryKind).toBe('text');
    expect(textField.operators).toContain('like');
    expect(textField.operators).not.toContain('near');
  });
});
