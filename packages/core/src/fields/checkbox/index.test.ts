import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { CheckboxField } from '../types.ts';
import { checkboxField } from './index.ts';

const field = (extra: Partial<CheckboxField> = {}): CheckboxField => ({ type: 'checkbox', name: 'featured', ...extra });
const validate = (f: CheckboxField, value: unknown) => runValidate(checkboxField, f, value);

describe('checkbox field', () => {
  it('counts false as a value, also when required', () => {
    expect(validate(field({ required: true }), false)).toBe(true);
    expect(validate(field({ required: true }), true)).toBe(true);
    expect(validate(field({ required: true }), undefined)).toBe('Fill in this field.');
    expect(validate(field({ required: true }), null)).toBe('Fill in this field.');
    expect(validate(field(), null)).toBe(true);
  });

  it('refuses non-booleans', () => {
    expect(validate(field(), 'yes')).toBe('Choose yes or no.');
    expect(validate(field(), 2)).toBe('Choose yes or no.');
    expect(validate(field(), {})).toBe('Choose yes or no.');
  });

  it('turns form and query spellings into booleans', () => {
    const write = (value: unknown) => checkboxField.beforeWrite?.(value, field());
    expect(write('true')).toBe(true);
    expect(write(' TRUE ')).toBe(true);
    expect(write('1')).toBe(true);
    expect(write(1)).toBe(true);
    expect(write('false')).toBe(false);
    expect(write('0')).toBe(false);
    expect(write(0)).toBe(false);
    expect(write('')).toBe(null);
    expect(write(false)).toBe(false);
    expect(write('yes')).toBe('yes');
    expect(write(2)).toBe(2);
  });

  it('is queried as a boolean', () => {
    expect(checkboxField.queryKind).toBe('boolean');
    expect(checkboxField.operators).toStrictEqual(['equals', 'not_equals', 'in', 'not_in', 'exists']);
  });
});
