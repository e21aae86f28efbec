import { describe, expect, it } from 'vitest';
import { EnvError, parseCacheMB } from './env.ts';

describe('parseCacheMB', () => {
  it('leaves the budget to the server when ATRIUM_RESPONSE_CACHE_MB is unset or blank', () => {
    expect(parseCacheMB(undefined)).toBeUndefined();
    expect(parseCacheMB('  ')).toBeUndefined();
  });

  it('reads MiB, fractions included, as bytes', () => {
    expect(parseCacheMB('64')).toBe(64 * 1024 * 1024);
    expect(parseCacheMB('0.5')).toBe(512 * 1024);
  });

  it('refuses zero, negative and non-numbers with a message naming the variable', () => {
    for (const value of ['0', '-1', 'lots', '12MB']) {
      expect(() => parseCacheMB(value)).toThrow(EnvError);
      expect(() => parseCacheMB(value)).toThrow(/ATRIUM_RESPONSE_CACHE_MB/);
    }
  });
});
