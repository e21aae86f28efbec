import { describe, expect, it } from 'vitest';
import { fromInputValue, toInputValue } from './dateValue.ts';

describe('date input values', () => {
  it('stores a day at local noon and reads it back as the same day', () => {
    const stored = fromInputValue('2024-05-01', 'dayOnly', undefined);
    expect(stored).toBe(new Date(2024, 4, 1, 12).toISOString());
    expect(toInputValue(stored, 'dayOnly')).toBe('2024-05-01');
  });

  it('stores a day and time as that local minute', () => {
    const stored = fromInputValue('2024-05-01T09:30', 'dayAndTime', undefined);
    expect(stored).toBe(new Date(2024, 4, 1, 9, 30).toISOString());
    expect(toInputValue(stored, 'dayAndTime')).toBe('2024-05-01T09:30');
  });

  it('stores a month as its first day', () => {
    const stored = fromInputValue('2024-11', 'monthOnly', undefined);
    expect(stored).toBe(new Date(2024, 10, 1, 12).toISOString());
    expect(toInputValue(stored, 'monthOnly')).toBe('2024-11');
  });

  it('changes only the time of a time-only value, keeping its day', () => {
    const previous = new Date(2023, 0, 15, 8, 0).toISOString();
    expect(fromInputValue('17:45', 'timeOnly', previous)).toBe(new Date(2023, 0, 15, 17, 45).toISOString());
    const now = new Date(2025, 6, 4, 10, 0);
    expect(fromInputValue('06:05', 'timeOnly', null, now)).toBe(new Date(2025, 6, 4, 6, 5).toISOString());
  });

  it('answers null for an empty input and an empty string for a missing or broken value', () => {
    expect(fromInputValue('', 'dayOnly', undefined)).toBeNull();
    expect(toInputValue(null, 'dayOnly')).toBe('');
    expect(toInputValue('not a date', 'dayOnly')).toBe('');
  });
});
