import { TooManyRequests } from '@atrium/core';
import type { SubmissionRateLimit } from '../types.ts';

/** The counter key's prefix in a shared store, beside the server's own rules (`login:`, `forgotPassword:`…). */
const storeRule = 'formSubmissions';

/**
 * Fixed windows of `windowMs` per IP. With `rule.store` (the server's rate-limit store: Redis, or a cluster's
 * primary) every server and worker counts against the same windows; without one they are counted in this process,
 * and with several processes each counts its own share.
 */
export function createSubmissionLimiter(rule: SubmissionRateLimit, now: () => number = Date.now) {
  if (!Number.isInteger(rule.max) || rule.max < 1)
    throw new Error(`formBuilderPlugin: rateLimit.max must be a positive integer, got ${rule.max}`);
  if (!Number.isInteger(rule.windowMs) || rule.windowMs < 1)
    throw new Error(`formBuilderPlugin: rateLimit.windowMs must be a positive integer, got ${rule.windowMs}`);
  const { store } = rule;
  const windows = new Map<string, { count: number; endsAt: number }>();
  const countHere = (ip: string): { count: number; resetInMs: number } => {
    const time = now();
    // Expired windows go as new ones arrive, so the map holds only the IPs of the last window.
    if (windows.size > 10_000) for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
    let window = windows.get(ip);
    if (!window || window.endsAt <= time) {
      window = { count: 0, endsAt: time + rule.windowMs };
      windows.set(ip, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - time };
  };
  return {
    /** Counts one submission from `ip`; throws `TooManyRequests` (429) past `max` in the window. */
    async consume(ip: string): Promise<void> {
      const { count, resetInMs } = store ? await store.hit(`${storeRule}:${ip}`, rule.windowMs) : countHere(ip);
      if (count > rule.max) throw new TooManyRequests(Math.max(1, Math.ceil(resetInMs / 1000)));
    },
  };
}
