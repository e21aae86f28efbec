import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { RadioField } from '../types.ts';
import { radioField } from './index.ts';

const field = (extra: Partial<RadioField> = {}): RadioField => ({
  type: 'radio',
  name: 'size',
  options: ['s', { label: 'Medium', value: 'm' }],
  ...extra,
});
const validate = (f: RadioField, value: unknown) => runValidate(radioField, f, value);

describe('radio field', () => {
  it('accepts exactly one option value', () => {
    expect(validate(field(), 's')).toBe(true);
    expect(validate(field(), 'm')).toBe(true);
    expect(validate(field(), 'Medium')).toBe('Pick one of the offered options.');
    expect(validate(field(), ['s'])).toBe('Pick one of the offered options.');
  });

  it('handles required and empty values', () => {
    expect(validate(field(), undefined)).toBe(true);
    expect(validate(field({ required: true }), undefined)).toBe('Fill in this field.');
  });

  it('checks its options in the config', () => {
    expect(() => radioField.sanitize?.(field({ options: [] }), 'shirts.size')).toThrow(
      'Invalid config: shirts.size: `options` must be a non-empty list',
    );
    expect(() => radioField.sanitize?.(field({ options: ['s', 's'] }), 'shirts.size')).toThrow(
      '`options` has the value "s" twice',
    );
    expect(() => radioField.sanitize?.(field({ defaultValue: 'xl' }), 'shirts.size')).toThrow(
      '`defaultValue` "xl" is not one of the options',
    );
  });

  it('is single-valued text for queries', () => {
    expect(radioField.queryKind).toBe('text');
    expect(radioField.isMany).toBe(undefined);
    expect(radioField.operators).not.toContain('all');
  });
});
