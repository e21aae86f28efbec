import { TooManyRequests } from '@atrium/core';
import type { SubmissionRateLimit } from '../types.ts';

/**
 * Fixed windows of `windowMs` per IP, counted in this process. The server's rate limiter (and its Redis store)
 * lives inside `createServer` where a plugin's hooks cannot reach it, so the plugin keeps its own counter; with
 * several servers each counts its own share.
 */
export function createSubmissionLimiter(rule: SubmissionRateLimit, now: () => number = Date.now) {
  if (!Number.isInteger(rule.max) || rule.max < 1)
    throw new Error(`formBuilderPlugin: rateLimit.max must be a positive integer, got ${rule.max}`);
  if (!Number.isInteger(rule.windowMs) || rule.windowMs < 1)
    throw new Error(`formBuilderPlugin: rateLimit.windowMs must be a positive integer, got ${rule.windowMs}`);
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    /** Counts one submission from `ip`; throws `TooManyRequests` (429) past `max` in the window. */
    consume(ip: string): void {
      const time = now();
      // Expired windows go as new ones arrive, so the map holds only the IPs of the last window.
      if (windows.size > 10_000) for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
      let window = windows.get(ip);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + rule.windowMs };
        windows.set(ip, window);
      }
      window.count += 1;
      if (window.count > rule.max) throw new TooManyRequests(Math.max(1, Math.ceil((window.endsAt - time) / 1000)));
    },
  };
}
