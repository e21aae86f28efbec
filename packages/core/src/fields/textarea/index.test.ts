import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { TextareaField } from '../types.ts';
import { textareaField } from './index.ts';

const field = (extra: Partial<TextareaField> = {}): TextareaField => ({ type: 'textarea', name: 'body', ...extra });
const validate = (f: TextareaField, value: unknown) => runValidate(textareaField, f, value);

describe('textarea field', () => {
  it('accepts multi-line strings and empty values when optional', () => {
    expect(validate(field(), 'one\ntwo')).toBe(true);
    expect(validate(field(), undefined)).toBe(true);
    expect(validate(field(), '  ')).toBe(true);
  });

  it('requires a non-blank value when required', () => {
    expect(validate(field({ required: true }), ' \t ')).toBe('Fill in this field.');
    expect(validate(field({ required: true }), 'x')).toBe(true);
  });

  it('refuses non-strings', () => {
    expect(validate(field(), { text: 'x' })).toBe('Enter text here.');
    expect(validate(field(), true)).toBe('Enter text here.');
  });

  it('enforces minLength and maxLength', () => {
    const f = field({ minLength: 2, maxLength: 3 });
    expect(validate(f, 'a')).toBe('Use at least 2 characters.');
    expect(validate(f, 'abcd')).toBe('Use 3 characters or fewer.');
    expect(validate(f, 'ab')).toBe(true);
  });

  it('checks its config', () => {
    expect(() => textareaField.sanitize?.(field({ maxLength: 1.5 }), 'posts.body')).toThrow(
      'Invalid config: posts.body: `maxLength` must be a whole number of 0 or more',
    );
    expect(() => textareaField.sanitize?.(field({ minLength: 4, maxLength: 3 }), 'posts.body')).toThrow(
      'Invalid config: posts.body: `minLength` (4) is greater than `maxLength` (3)',
    );
    expect(textareaField.sanitize?.(field({ minLength: 3, maxLength: 3 }), 'posts.body')).toStrictEqual(
      field({ minLength: 3, maxLength: 3 }),
    );
  });

  it('is single-valued text', () => {
    expect(textareaField.queryKind).toBe('text');
    expect(textareaField.isMany).toBe(undefined);
    expect(textareaField.operators).toStrictEqual([
      'equals',
      'not_equals',
      'in',
      'not_in',
      'exists',
      'like',
      'not_like',
      'contains',
    ]);
  });
});
