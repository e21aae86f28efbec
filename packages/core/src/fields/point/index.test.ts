import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { PointField } from '../types.ts';
import { pointField } from './index.ts';

const field = (extra: Partial<PointField> = {}): PointField => ({ type: 'point', name: 'location', ...extra });
const validate = (f: PointField, value: unknown) => runValidate(pointField, f, value);
const write = (value: unknown) => pointField.beforeWrite?.(value, field());
const message = 'Longitude goes from -180 to 180 and latitude from -90 to 90.';

describe('point field validation', () => {
  it('accepts [lng, lat] within range, edges included', () => {
    expect(validate(field(), [13.4, 52.5])).toBe(true);
    expect(validate(field(), [-180, -90])).toBe(true);
    expect(validate(field(), [180, 90])).toBe(true);
  });

  it('refuses out-of-range or malformed points', () => {
    for (const value of [
      [181, 0],
      [0, 90.1],
      [0, -91],
      [1],
      [1, 2, 3],
      ['1', '2'],
      [Number.NaN, 0],
      { lng: 1, lat: 2 },
      '1,2',
      5,
    ]) {
      expect(validate(field(), value)).toBe(message);
    }
  });

  it('handles required and empty values', () => {
    expect(validate(field(), null)).toBe(true);
    expect(validate(field({ required: true }), undefined)).toBe('Fill in this field.');
  });
});

describe('point field beforeWrite', () => {
  it('normalizes the accepted spellings to [lng, lat] numbers', () => {
    expect(write([13.4, 52.5])).toStrictEqual([13.4, 52.5]);
    expect(write(['13.4', ' 52.5'])).toStrictEqual([13.4, 52.5]);
    expect(write({ lng: 13.4, lat: '52.5' })).toStrictEqual([13.4, 52.5]);
    expect(write({ type: 'Point', coordinates: [13.4, 52.5] })).toStrictEqual([13.4, 52.5]);
    expect(write('13.4, 52.5')).toStrictEqual([13.4, 52.5]);
    // Ranges are validation's job: the numbers are still normalized.
    expect(write('200,0')).toStrictEqual([200, 0]);
  });

  it('keeps what it cannot read and blanks become null', () => {
    expect(write('')).toBe(null);
    expect(write('13.4')).toBe('13.4');
    expect(write({ type: 'Point', coordinates: [1, 2, 3] })).toStrictEqual({ type: 'Point', coordinates: [1, 2, 3] });
    expect(write({ x: 1, y: 2 })).toStrictEqual({ x: 1, y: 2 });
    expect(write([1, 'a'])).toStrictEqual([1, 'a']);
    expect(write(undefined)).toBe(undefined);
  });

  it('offers the geo operators', () => {
    expect(pointField.queryKind).toBe('point');
    expect(pointField.operators).toStrictEqual(['exists', 'near', 'within', 'intersects']);
  });
});
