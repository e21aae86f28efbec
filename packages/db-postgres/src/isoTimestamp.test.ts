import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './createPostgresDriver.ts';

describe('isoTimestamp', () => {
  it('writes UTC timestamps as ISO strings with milliseconds', () => {
    expect(isoTimestamp('2026-11-29 01:33:10.543+00')).toBe('2026-11-29T01:33:10.543Z');
    expect(isoTimestamp('2026-11-29 01:33:10.5+00')).toBe('2026-11-29T01:33:10.500Z');
    expect(isoTimestamp('2026-11-29 01:33:10.05+00')).toBe('2026-11-29T01:33:10.050Z');
    expect(isoTimestamp('2026-11-29 01:33:10+00')).toBe('2026-11-29T01:33:10.000Z');
    expect(isoTimestamp('2026-11-29 01:33:10.123456+00')).toBe('2026-11-29T01:33:10.123Z');
  });

  it('reads other offsets through a Date, as the same instant', () => {
    expect(isoTimestamp('2026-11-29 03:33:10.5+02')).toBe('2026-11-29T01:33:10.500Z');
    expect(isoTimestamp('2026-11-29 07:03:10+05:30')).toBe('2026-11-29T01:33:10.000Z');
  });
});
