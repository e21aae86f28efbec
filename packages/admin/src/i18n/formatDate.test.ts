import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate.ts';

// Local-time constructors, so the expectations hold in any time zone.
const afternoon = new Date(2025, 0, 5, 14, 7, 9);
const morning = new Date(2024, 10, 22, 0, 30, 0);

describe('formatDate', () => {
  it('formats the default pattern the config ships with', () => {
    expect(formatDate(afternoon, 'MMMM do yyyy, h:mm a', 'en')).toBe('January 5th 2025, 2:07 PM');
    expect(formatDate(morning, 'MMMM do yyyy, h:mm a', 'en')).toBe('November 22nd 2024, 12:30 AM');
  });

  it('pads numeric tokens by their length', () => {
    expect(formatDate(afternoon, 'yyyy-MM-dd HH:mm:ss', 'en')).toBe('2025-01-05 14:07:09');
    expect(formatDate(afternoon, 'yy/M/d H:m:s', 'en')).toBe('25/1/5 14:7:9');
    expect(formatDate(morning, 'hh:mm a', 'en')).toBe('12:30 AM');
    expect(formatDate(afternoon, 'hh', 'en')).toBe('02');
  });

  it('writes English ordinals', () => {
    const days = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map((d) => formatDate(new Date(2025, 0, d), 'do', 'en'));
    expect(days).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
  });

  it('takes month and weekday names from Intl in the given language', () => {
    expect(formatDate(afternoon, 'EEEE, MMM d', 'en')).toBe('Sunday, Jan 5');
    expect(formatDate(afternoon, 'EEE', 'en')).toBe('Sun');
    expect(formatDate(afternoon, 'EEEE d MMMM yyyy', 'fr')).toBe('dimanche 5 janvier 2025');
    expect(formatDate(afternoon, 'd. MMMM yyyy', 'de')).toBe('5. Januar 2025');
  });

  it('uses the month form that goes with a day number', () => {
    // Russian writes "5 января" (genitive), not the stand-alone "январь".
    expect(formatDate(afternoon, 'd MMMM', 'ru')).toBe('5 января');
  });

  it('gives the plain number for ordinals outside English', () => {
    expect(formatDate(afternoon, 'do MMMM', 'de')).toBe('5 Januar');
  });

  it('copies quoted text and unknown letters as they are', () => {
    expect(formatDate(afternoon, "d MMM 'at' HH:mm", 'en')).toBe('5 Jan at 14:07');
    expect(formatDate(afternoon, "h 'o''clock'", 'en')).toBe("2 o'clock");
    expect(formatDate(afternoon, "''yy", 'en')).toBe("'25");
    expect(formatDate(afternoon, 'yyyy T', 'en')).toBe('2025 T');
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatDate(new Date('nope'), 'yyyy', 'en')).toBe('');
  });
});
