import { describe, expect, it } from 'vitest';
import { formatRelative } from './formatRelative.ts';

const now = new Date(2026, 10, 21, 12, 0, 0);
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelative', () => {
  it('takes the largest whole unit, from years down to minutes, and says "now" under a minute', () => {
    expect(formatRelative(ago(20), 'en', now)).toBe('now');
    expect(formatRelative(ago(3 * 60 + 10), 'en', now)).toBe('3 minutes ago');
    expect(formatRelative(ago(2 * 3600), 'en', now)).toBe('2 hours ago');
    expect(formatRelative(ago(26 * 3600), 'en', now)).toBe('yesterday');
    expect(formatRelative(ago(400 * 24 * 3600), 'en', now)).toBe('last year');
    expect(formatRelative(new Date(now.getTime() + 5 * 60_000), 'en', now)).toBe('in 5 minutes');
  });

  it("speaks the language's words", () => {
    expect(formatRelative(ago(3 * 60), 'de', now)).toBe('vor 3 Minuten');
    expect(formatRelative(ago(3 * 60), 'ja', now)).toBe('3 分前');
    expect(formatRelative(ago(3 * 60), 'ar', now)).toBe(
      new Intl.RelativeTimeFormat('ar', { numeric: 'auto' }).format(-3, 'minute'),
    );
  });
});
