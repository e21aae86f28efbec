import { describe, expect, it } from 'vitest';
import { APIError, NetworkError } from '../../api/APIError.ts';
import { isRetryable, retryDelay } from './retryPolicy.ts';

const middle = () => 0.5;

describe('retryDelay', () => {
  it('doubles from one second and stops growing at fifteen', () => {
    expect([0, 1, 2, 3, 4, 5, 12].map((attempt) => retryDelay(attempt, middle))).toEqual([
      1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000,
    ]);
  });

  it('spreads retries by at most a fifth either way', () => {
    expect(retryDelay(2, () => 0)).toBe(3_200);
    expect(retryDelay(2, () => 0.999_999)).toBe(4_800);
    expect(retryDelay(30, () => 0.999_999)).toBe(18_000);
  });

  it('treats a negative attempt as the first', () => {
    expect(retryDelay(-3, middle)).toBe(1_000);
  });
});

describe('isRetryable', () => {
  it('retries when the server did not answer or failed', () => {
    expect(isRetryable(new NetworkError(new TypeError('Failed to fetch')))).toBe(true);
    for (const status of [500, 502, 503, 504, 408, 429]) expect(isRetryable(new APIError(status, {}))).toBe(true);
  });

  it('does not retry what the server refused on purpose', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 423]) expect(isRetryable(new APIError(status, {}))).toBe(false);
    expect(isRetryable(new Error('a bug'))).toBe(false);
  });
});
