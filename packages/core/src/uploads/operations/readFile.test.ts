import { describe, expect, it } from 'vitest';
import { etagMatches, parseRange } from './readFile.ts';

describe('parseRange', () => {
  it('reads one byte range against the file size (RFC 9110)', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=50-5000', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange(' Bytes = 1 - 2 ', 100)).toEqual({ start: 1, end: 2 });
  });

  it('finds a range starting past the end, or an empty suffix, unsatisfiable', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=100-200', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-5', 0)).toBe('unsatisfiable');
  });

  it('ignores what it may ignore: other units, several ranges, malformed and backwards ranges', () => {
    for (const header of ['pages=1-2', 'bytes=0-1,4-5', 'bytes=-', 'bytes=a-b', 'bytes=9-3', '']) {
      expect(parseRange(header, 100)).toBeUndefined();
    }
  });
});

describe('etagMatches', () => {
  it('compares weakly, in a list, and takes *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches('abc', '"abc"')).toBe(false);
  });
});
