import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetEarly, requestKey, startEarly, takeEarly } from './early.ts';

beforeAll(() => {
  // The registry lives on the page's window; in Node the global object stands in for it.
  (globalThis as { window?: unknown }).window ??= globalThis;
});

afterEach(() => {
  forgetEarly();
  vi.restoreAllMocks();
});

const answer = (body: string) => Promise.resolve(new Response(body));

describe('early requests', () => {
  it('hands an answer to the first identical request only', async () => {
    const response = answer('{"user":null}');
    startEarly(requestKey('GET', '/api/users/me', undefined), response);
    expect(takeEarly(requestKey('GET', '/api/users/me', undefined))).toBe(response);
    expect(takeEarly(requestKey('GET', '/api/users/me', undefined))).toBeUndefined();
  });

  it('tells requests apart by method, URL and body', () => {
    startEarly(requestKey('POST', '/api/form-state', '{"a":1}'), answer('{}'));
    expect(takeEarly(requestKey('GET', '/api/form-state', undefined))).toBeUndefined();
    expect(takeEarly(requestKey('POST', '/api/form-state', '{"a":2}'))).toBeUndefined();
    expect(takeEarly(requestKey('POST', '/api/form-state?x=1', '{"a":1}'))).toBeUndefined();
    expect(takeEarly(requestKey('POST', '/api/form-state', '{"a":1}'))).toBeDefined();
  });

  it('hands nothing over once forgotten (after a write) or once the page is no longer young', () => {
    startEarly(requestKey('GET', '/api/access', undefined), answer('{}'));
    forgetEarly();
    expect(takeEarly(requestKey('GET', '/api/access', undefined))).toBeUndefined();

    startEarly(requestKey('GET', '/api/access', undefined), answer('{}'));
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(takeEarly(requestKey('GET', '/api/access', undefined))).toBeUndefined();
    vi.restoreAllMocks();
    expect(takeEarly(requestKey('GET', '/api/access', undefined))).toBeUndefined();
  });

  it('keeps a failed early request from surfacing as an unhandled rejection', async () => {
    const failed = Promise.reject(new TypeError('offline'));
    startEarly(requestKey('GET', '/api/access', undefined), failed);
    // An unhandled rejection is reported once the microtasks after a macrotask have run: one turn is enough.
    await new Promise((resolve) => setImmediate(resolve));
    await expect(takeEarly(requestKey('GET', '/api/access', undefined))).rejects.toThrow('offline');
  });
});
