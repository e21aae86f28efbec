import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { NumberField } from '../types.ts';
import { numberField } from './index.ts';

const field = (extra: Partial<NumberField> = {}): NumberField => ({ type: 'number', name: 'price', ...extra });
const validate = (f: NumberField, value: unknown) => runValidate(numberField, f, value);
const write = (value: unknown, f = field()) => numberField.beforeWrite?.(value, f);

describe('number field validation', () => {
  it('accepts finite numbers and numeric strings (the spec number check)', () => {
    expect(validate(field(), 0)).toBe(true);
    expect(validate(field(), -3.5)).toBe(true);
    expect(validate(field(), ' 12 ')).toBe(true);
    expect(validate(field(), '1e3')).toBe(true);
  });

  it('refuses what does not convert to a real finite number', () => {
    for (const value of ['abc', '12px', Number.NaN, Number.POSITIVE_INFINITY, 'Infinity', true, [5], { n: 1 }]) {
      expect(validate(field(), value), String(value)).toBe('Enter a number.');
    }
  });

  it('treats null and blank strings as missing', () => {
    expect(validate(field(), null)).toBe(true);
    expect(validate(field(), '  ')).toBe(true);
    expect(validate(field({ required: true }), null)).toBe('Fill in this field.');
    expect(validate(field({ required: true }), ' ')).toBe('Fill in this field.');
    expect(validate(field({ required: true }), 0)).toBe(true);
  });

  it('enforces min, max and integer', () => {
    const f = field({ min: 1, max: 10 });
    expect(validate(f, 0)).toBe('0 is below the minimum of 1.');
    expect(validate(f, 11)).toBe('11 is above the maximum of 10.');
    expect(validate(f, '11')).toBe('11 is above the maximum of 10.');
    expect(validate(f, 10)).toBe(true);
    expect(validate(field({ integer: true }), 1.5)).toBe('Enter a whole number.');
    expect(validate(field({ integer: true }), 2)).toBe(true);
  });

  it('checks each element of a hasMany list and the row count', () => {
    const f = field({ hasMany: true, min: 0, minRows: 1, maxRows: 2 });
    expect(validate(f, [1, 2])).toBe(true);
    expect(validate(f, 1)).toBe('Expected a list of rows.');
    expect(validate(f, [1, 'x'])).toBe('Enter a number.');
    expect(validate(f, [1, -1])).toBe('-1 is below the minimum of 0.');
    expect(validate(f, [1, 2, 3])).toBe('Keep it to 2 rows at most.');
    expect(validate(field({ hasMany: true, minRows: 2 }), [1])).toBe('Add at least 2 rows.');
    expect(validate(field({ hasMany: true, integer: true }), [1, 2.5])).toBe('Enter a whole number.');
    expect(validate(field({ hasMany: true, required: true }), [])).toBe('Fill in this field.');
  });
});

describe('number field transforms', () => {
  it('turns numeric strings into numbers and blanks into null', () => {
    expect(write('42')).toBe(42);
    expect(write(' -1.5 ')).toBe(-1.5);
    expect(write('')).toBe(null);
    expect(write(7)).toBe(7);
    expect(write('abc')).toBe('abc');
    expect(write(undefined)).toBe(undefined);
  });

  it('coerces each hasMany element and wraps a single value', () => {
    const f = field({ hasMany: true });
    expect(write(['1', 2, 'x'], f)).toStrictEqual([1, 2, 'x']);
    expect(write('3', f)).toStrictEqual([3]);
    expect(write(3, f)).toStrictEqual([3]);
    expect(write('', f)).toBe(null);
    expect(write(null, f)).toBe(null);
  });
});

describe('number field config', () => {
  it('refuses min above max and non-numeric bounds', () => {
    expect(() => numberField.sanitize?.(field({ min: 5, max: 1 }), 'products.price')).toThrow(
      'Invalid config: products.price: `min` (5) is greater than `max` (1)',
    );
    expect(() => numberField.sanitize?.(field({ max: '3' as unknown as number }), 'products.price')).toThrow(
      'Invalid config: products.price: `max` must be a finite number',
    );
    expect(() => numberField.sanitize?.(field({ hasMany: true, maxRows: -2 }), 'products.price')).toThrow(
      'Invalid config: products.price: `maxRows` must be a whole number of 0 or more',
    );
    expect(numberField.sanitize?.(field({ min: -5, max: -1 }), 'products.price')).toStrictEqual(field({ min: -5, max: -1 }));
  });

  it('is a number for queries and many only with hasMany', () => {
    expect(numberField.queryKind).toBe('number');
    expect(numberField.operators).toContain('greater_than_equal');
    expect(numberField.operators).not.toContain('like');
    expect(numberField.isMany?.(field({ hasMany: true }))).toBe(true);
    expect(numberField.isMany?.(field())).toBe(false);
  });
});
