import type { DatabaseAdapter } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { ResponseCache, type ResponseCacheOptions } from './responseCache.ts';

const token = 't1';

/** A cache over a database whose content token is `t1`, opened for that token (a first `get` does that). */
function buildCache(options: ResponseCacheOptions): ResponseCache {
  const db = { contentToken: () => token } as unknown as DatabaseAdapter;
  const cache = new ResponseCache(db, options);
  cache.get('', token, '');
  return cache;
}

/** A body of `size` bytes, all `fill`. */
const body = (size: number, fill = 'x') => Buffer.alloc(size, fill);

/** Which of `candidates` the cache holds (asking marks them used, in this order). */
const keys = (cache: ResponseCache, ...candidates: string[]) =>
  candidates.filter((key) => cache.get(key, token, '') !== undefined);

// Keys here are one character unless said otherwise, so an entry counts its body plus one byte.
describe('ResponseCache', () => {
  it('drops the least recently used entry, not the oldest, when the byte budget is passed', () => {
    const cache = buildCache({ maxBytes: 404 });
    for (const key of 'abcd') cache.set(key, token, '', body(100));
    expect(cache.size).toEqual({ entries: 4, bytes: 404 });
    // Reading `a` makes `b` the least recently used.
    expect(cache.get('a', token, '')).toEqual(body(100));
    cache.set('e', token, '', body(100));
    expect(cache.size).toEqual({ entries: 4, bytes: 404 });
    expect(keys(cache, ...'abcde')).toEqual([...'acde']);
  });

  it('drops as many entries as a large one needs and never holds more than the budget', () => {
    const cache = buildCache({ maxBytes: 1000 });
    for (const key of 'abcdefghi') cache.set(key, token, '', body(99));
    expect(cache.size).toEqual({ entries: 9, bytes: 900 });
    cache.set('z', token, '', body(249));
    expect(cache.size).toEqual({ entries: 8, bytes: 950 });
    expect(keys(cache, ...'abcdefghiz')).toEqual([...'cdefghiz']);
  });

  it('counts the key as well as the body', () => {
    const cache = buildCache({ maxBytes: 1000 });
    cache.set('k'.repeat(40), token, '', body(10));
    expect(cache.size).toEqual({ entries: 1, bytes: 50 });
  });

  it('makes a replaced entry the most recently used and counts only its new body', () => {
    const cache = buildCache({ maxBytes: 404 });
    for (const key of 'abcd') cache.set(key, token, '', body(100));
    cache.set('a', token, '', body(50, 'y'));
    expect(cache.size).toEqual({ entries: 4, bytes: 354 });
    cache.set('e', token, '', body(100));
    expect(keys(cache, ...'abcde')).toEqual([...'acde']);
    expect(cache.get('a', token, '')).toEqual(body(50, 'y'));
  });

  it('keeps no response larger than a quarter of the budget', () => {
    const cache = buildCache({ maxBytes: 404 });
    cache.set('a', token, '', body(100));
    cache.set('big', token, '', body(101));
    expect(keys(cache, 'a', 'big')).toEqual(['a']);
  });

  it('holds at most maxEntries, dropping the least recently used', () => {
    const cache = buildCache({ maxEntries: 2 });
    cache.set('a', token, '', body(1));
    cache.set('b', token, '', body(1));
    cache.get('a', token, '');
    cache.set('c', token, '', body(1));
    expect(keys(cache, 'a', 'b', 'c')).toEqual(['a', 'c']);
  });

  it('keeps a small body that shares a pool slab as a copy of its own bytes', () => {
    const cache = buildCache({ maxBytes: 1000 });
    const pooled = Buffer.from('{"docs":[]}');
    cache.set('a', token, '', pooled);
    const kept = cache.get('a', token, '')!;
    expect(kept.toString()).toBe('{"docs":[]}');
    expect(kept.buffer.byteLength).toBe(kept.length);
  });

  it('empties itself when the content token moves', () => {
    const cache = buildCache({});
    cache.set('a', token, '', body(10));
    expect(cache.get('a', 't2', '')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
