import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { DateField } from '../types.ts';
import { dateField } from './index.ts';
import { toDate } from './toDate.ts';

const field = (extra: Partial<DateField> = {}): DateField => ({ type: 'date', name: 'publishedAt', ...extra });
const validate = (f: DateField, value: unknown) => runValidate(dateField, f, value);
const write = (value: unknown) => dateField.beforeWrite?.(value, field());

describe('toDate', () => {
  it('reads ISO strings with and without time and zone', () => {
    expect(toDate('2024-05-01')?.toISOString()).toBe('2024-05-01T00:00:00.000Z');
    expect(toDate('2024-05-01T10:30:00Z')?.toISOString()).toBe('2024-05-01T10:30:00.000Z');
    expect(toDate('2024-05-01T10:30:00.123+02:00')?.toISOString()).toBe('2024-05-01T08:30:00.123Z');
    expect(toDate('2024-05-01 10:30:00+0200')?.toISOString()).toBe('2024-05-01T08:30:00.000Z');
    expect(toDate('2024-02-29T00:00:00z')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('refuses impossible calendar values and free text', () => {
    for (const text of [
      'not a date',
      '2024-02-30',
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-05-01T24:00',
      'May 1 2024',
      '1',
      '',
    ]) {
      expect(toDate(text), text).toBe(undefined);
    }
  });

  it('reads Date objects and millisecond timestamps', () => {
    expect(toDate(new Date(0))?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(toDate(86_400_000)?.toISOString()).toBe('1970-01-02T00:00:00.000Z');
    expect(toDate(new Date('invalid'))).toBe(undefined);
    expect(toDate(Number.NaN)).toBe(undefined);
    expect(toDate(8.64e15 + 1)).toBe(undefined);
    expect(toDate(true)).toBe(undefined);
  });
});

describe('date field', () => {
  it('validates dates with the translated message', () => {
    expect(validate(field(), '2024-05-01T10:30:00.000Z')).toBe(true);
    expect(validate(field(), new Date())).toBe(true);
    expect(validate(field(), 'not a date')).toBe('Enter a date.');
    expect(validate(field(), {})).toBe('Enter a date.');
  });

  it('handles required and empty values', () => {
    expect(validate(field(), null)).toBe(true);
    expect(validate(field({ required: true }), '')).toBe('Fill in this field.');
    expect(validate(field({ required: true }), undefined)).toBe('Fill in this field.');
  });

  it('stores every accepted form as an ISO string in UTC', () => {
    expect(write(new Date(Date.UTC(2024, 4, 1, 10, 30)))).toBe('2024-05-01T10:30:00.000Z');
    expect(write('2024-05-01')).toBe('2024-05-01T00:00:00.000Z');
    expect(write(0)).toBe('1970-01-01T00:00:00.000Z');
    expect(write('')).toBe(null);
    expect(write('not a date')).toBe('not a date');
    expect(write(undefined)).toBe(undefined);
  });

  it('is queried as a date', () => {
    expect(dateField.queryKind).toBe('date');
    expect(dateField.operators).toContain('less_than');
    expect(dateField.operators).not.toContain('like');
  });
});
