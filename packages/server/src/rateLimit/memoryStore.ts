import type { RateLimitHit, RateLimitStore } from './types.ts';

type Entry = { count: number; resetAt: number };

/** How often, at most, a hit scans the whole map for ended windows. */
const sweepEveryMs = 1000;

/**
 * A {@link RateLimitStore} in this process's memory: right for a single server. Ended windows are dropped lazily
 * (a hit scans for them at most once a second), so memory follows the keys seen recently and no timer keeps the
 * process alive. Times come from the monotonic clock, so wall-clock changes do not stretch or cut windows.
 */
export function createMemoryStore(): RateLimitStore {
  const entries = new Map<string, Entry>();
  let lastSweep = performance.now();

  const sweep = (now: number): void => {
    if (now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    for (const [key, entry] of entries) {
      if (entry.resetAt <= now) entries.delete(key);
    }
  };

  return {
    async hit(key: string, windowMs: number): Promise<RateLimitHit> {
      const now = performance.now();
      sweep(now);
      let entry = entries.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        entries.set(key, entry);
      }
      entry.count++;
      // At most the window: `now + windowMs - now` can come out a hair above it in floating point, and ceil it to +1.
      return { count: entry.count, resetInMs: Math.min(windowMs, Math.ceil(entry.resetAt - now)) };
    },

    async peek(key: string): Promise<RateLimitHit | undefined> {
      const now = performance.now();
      const entry = entries.get(key);
      if (!entry || entry.resetAt <= now) return undefined;
      return { count: entry.count, resetInMs: Math.ceil(entry.resetAt - now) };
    },

    async reset(key: string): Promise<void> {
      entries.delete(key);
    },

    async close(): Promise<void> {
      entries.clear();
    },
  };
}
