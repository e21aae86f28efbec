import { describe, expect, it } from 'vitest';
import { createRowId, isEmptyValue, isPlainObject, optionValues, toNumber } from './index.ts';

describe('isEmptyValue', () => {
  it('counts undefined, null, blank strings and empty lists as empty', () => {
    for (const value of [undefined, null, '', '  ', '\n\t', []]) expect(isEmptyValue(value)).toBe(true);
  });

  it('counts false, 0, objects and text as values', () => {
    for (const value of [false, 0, {}, 'a', [null], Number.NaN]) expect(isEmptyValue(value)).toBe(false);
  });
});

describe('optionValues', () => {
  it('reads values from string and object options in order', () => {
    expect(optionValues(['a', { label: 'B', value: 'b' }, { label: { en: 'C' }, value: 'c' }])).toStrictEqual(['a', 'b', 'c']);
    expect(optionValues([])).toStrictEqual([]);
  });
});

describe('toNumber', () => {
  it('implements the spec number check', () => {
    expect(toNumber(5)).toBe(5);
    expect(toNumber(' 5.5 ')).toBe(5.5);
    expect(toNumber('-0')).toBe(-0);
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      'abc',
      '5a',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '-Infinity',
      true,
      [1],
      {},
    ]) {
      expect(toNumber(value)).toBe(undefined);
    }
  });
});

describe('isPlainObject', () => {
  it('accepts object literals and null-prototype objects only', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    for (const value of [null, [], new Date(), new Map(), 'x', 1, () => 1]) expect(isPlainObject(value)).toBe(false);
  });
});

describe('createRowId', () => {
  it('makes distinct 24-character hex ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => createRowId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
  });
});
