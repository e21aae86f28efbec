import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { JSONField } from '../types.ts';
import { jsonField } from './index.ts';
import { isJSONValue } from './isJSONValue.ts';

const field = (extra: Partial<JSONField> = {}): JSONField => ({ type: 'json', name: 'meta', ...extra });
const validate = (f: JSONField, value: unknown) => runValidate(jsonField, f, value);

describe('isJSONValue', () => {
  it('accepts every JSON value', () => {
    for (const value of [null, true, 0, -1.5, 'text', [], {}, [1, 'a', null, { b: [true] }], Object.create(null)]) {
      expect(isJSONValue(value)).toBe(true);
    }
  });

  it('accepts a shared reference that is not a cycle', () => {
    const shared = { x: 1 };
    expect(isJSONValue({ a: shared, b: shared, c: [shared] })).toBe(true);
  });

  it('refuses values JSON cannot carry', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    // Holes are skipped by every() and forEach(), so the check must still notice them.
    const sparse = new Array<number>(3);
    sparse[0] = 1;
    for (const value of [
      undefined,
      () => 1,
      Symbol('s'),
      1n,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      new Date(),
      new Map(),
      cyclic,
      { a: undefined },
      [undefined],
      sparse,
      { deep: { fn: () => 1 } },
    ]) {
      expect(isJSONValue(value)).toBe(false);
    }
  });
});

describe('json field', () => {
  it('validates with the translated message', () => {
    expect(validate(field(), { a: [1, 2] })).toBe(true);
    expect(validate(field(), 'a string is JSON too')).toBe(true);
    expect(validate(field(), 0)).toBe(true);
    expect(validate(field(), false)).toBe(true);
    expect(validate(field(), { big: 1n })).toBe('This is not valid JSON.');
  });

  it('handles required and empty values', () => {
    expect(validate(field(), null)).toBe(true);
    expect(validate(field({ required: true }), null)).toBe('Fill in this field.');
    expect(validate(field({ required: true }), {})).toBe(true);
  });

  it('is queried as JSON', () => {
    expect(jsonField.queryKind).toBe('json');
    expect(jsonField.operators).toStrictEqual(['equals', 'not_equals', 'in', 'not_in', 'exists', 'like', 'not_like', 'contains']);
  });
});
