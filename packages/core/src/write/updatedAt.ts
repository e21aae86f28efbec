import { BadRequest, Conflict, echo } from '../errors/index.ts';

/**
 * Optimistic concurrency: `expected` is the `updatedAt` the caller's edit started from. When the stored one
 * differs, someone else wrote in between, and the write stops with `Conflict` (409) instead of replacing their
 * change unseen. Without `expected`, or without timestamps to compare, any write goes (Payload's behaviour).
 */
export function checkUnchangedSince(stored: unknown, expected: unknown): void {
  if (expected === undefined || expected === null || expected === '') return;
  const expectedTime = typeof expected === 'string' ? Date.parse(expected) : Number.NaN;
  if (Number.isNaN(expectedTime)) throw new BadRequest('error:invalidExpectedUpdatedAt', { value: echo(String(expected)) });
  if (stored === undefined || stored === null) return;
  const storedTime = timeOf(stored);
  if (storedTime !== expectedTime) throw new Conflict(undefined, { updatedAt: new Date(storedTime).toISOString() });
}

/**
 * The `updatedAt` of a write: now, or a millisecond past the previous one when that is not earlier (two writes
 * in one millisecond, or a clock set back). Every write changes it, so a stale `expectedUpdatedAt` is always seen.
 */
export function nextUpdatedAt(previous: unknown): string {
  const now = Date.now();
  const before = timeOf(previous);
  return new Date(Number.isNaN(before) || before < now ? now : before + 1).toISOString();
}

/** A stored timestamp (a Date or an ISO string) in milliseconds; `NaN` for anything else. */
function timeOf(value: unknown): number {
  return value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN;
}
