import { APIError, NetworkError } from '../../api/APIError.ts';

const firstDelay = 1_000;
const longestDelay = 15_000;

/**
 * How long to wait before the `attempt`-th retry (0 for the first) of a save the server did not take: doubling
 * from one second up to fifteen, each stretched or shortened by up to a fifth (`random` in [0, 1)) so that
 * many editors cut off by one outage do not all come back in the same instant.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(longestDelay, firstDelay * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * Whether trying the same save again later may succeed: no answer at all (offline, server down or restarting),
 * a server error, a gateway's timeout or a rate limit. A refusal about the content (validation, 409, 403, 423)
 * would be refused again: it is shown instead.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (!(error instanceof APIError)) return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}
