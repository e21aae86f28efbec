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

  it('takes weekday names from Intl in English', () => {
    expect(formatDate(afternoon, 'EEEE, MMM d', 'en')).toBe('Sunday, Jan 5');
    expect(formatDate(afternoon, 'EEE', 'en')).toBe('Sun');
  });

  it('in other languages, shows the parts the pattern names, ordered and written as the language writes dates', () => {
    const pattern = 'MMMM do yyyy, h:mm a';
    const expected = (language: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(language, options).format(afternoon);
    const long: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    };
    for (const language of ['ja', 'de', 'fr', 'ar', 'zh-TW']) {
      expect(formatDate(afternoon, pattern, language), language).toBe(expected(language, long));
    }
    // What that means in practice: each language's order, words and clock.
    expect(formatDate(afternoon, pattern, 'ja')).toMatch(/^2025年1月5日 14:07$/);
    expect(formatDate(afternoon, pattern, 'de')).toMatch(/^5\. Januar 2025 um 14:07$/);
    expect(formatDate(afternoon, 'EEEE d MMMM yyyy', 'fr')).toBe('dimanche 5 janvier 2025');
    expect(formatDate(afternoon, 'd MMMM', 'ru')).toBe('5 января');
    expect(formatDate(afternoon, 'yyyy-MM-dd', 'de')).toBe(expected('de', { year: 'numeric', month: '2-digit', day: '2-digit' }));
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
