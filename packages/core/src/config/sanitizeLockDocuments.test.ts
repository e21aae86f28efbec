import { describe, expect, it } from 'vitest';
import { sanitizeLockDocuments } from './sanitizeLockDocuments.ts';

describe('sanitizeLockDocuments', () => {
  it('locks by default for 300 seconds, as Payload', () => {
    expect(sanitizeLockDocuments(undefined, 'collection "posts"')).toStrictEqual({ duration: 300 });
    expect(sanitizeLockDocuments(true, 'collection "posts"')).toStrictEqual({ duration: 300 });
    expect(sanitizeLockDocuments({ duration: 90 }, 'collection "posts"')).toStrictEqual({ duration: 90 });
  });

  it('turns off with false, and for core’s own collections whatever they say', () => {
    expect(sanitizeLockDocuments(false, 'collection "posts"')).toBe(false);
    expect(sanitizeLockDocuments(undefined, 'collection "payload-preferences"', true)).toBe(false);
  });

  it('refuses a duration that is not a positive number of seconds, naming the owner and the key', () => {
    for (const duration of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, '300', undefined]) {
      expect(() => sanitizeLockDocuments({ duration } as never, 'global "footer"')).toThrow(
        'Invalid config: global "footer", lockDocuments.duration: must be a number of seconds above 0 (or lockDocuments: false)',
      );
    }
  });
});
