/** One store answer: how many events `key` has had in its current window, and when that window ends. */
export type RateLimitHit = {
  count: number;
  /** ms until this window ends */
  resetInMs: number;
};

/**
 * Where a {@link RateLimiter} keeps its per-key, fixed-window counters. A window starts with a key's first event
 * and lasts `windowMs`; the next event after it ends starts a new one.
 */
export interface RateLimitStore {
  /** Counts one event for `key` in a window of `windowMs` and answers the count so far in this window. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** The count of `key`'s current window without counting anything; `undefined` when it has no open window. */
  peek(key: string): Promise<RateLimitHit | undefined>;
  /** Forgets `key` (e.g. after a successful login). */
  reset(key: string): Promise<void>;
  /** Releases the store's resources (connections); the store is unusable afterwards. */
  close(): Promise<void>;
}
