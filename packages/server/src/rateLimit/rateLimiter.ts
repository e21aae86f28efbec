import { TooManyRequests } from '@atrium/core';
import type { RateLimitStore } from './types.ts';

/** One limit: at most `max` events per subject in each fixed window of `windowMs`. */
export type RateLimitRule = {
  /** events allowed per window */
  max: number;
  windowMs: number;
};

/**
 * Fixed-window limits on named rules (`login`, `forgotPassword`…) per subject (an IP), counted in a
 * {@link RateLimitStore}. Store keys are `${rule}:${subject}`.
 */
export class RateLimiter {
  private readonly rules: Map<string, RateLimitRule>;

  constructor(
    /** Where the counts are kept; sign-in also keeps its failures of unknown names there (core's `SharedCounters`). */
    readonly store: RateLimitStore,
    rules: Record<string, RateLimitRule>,
  ) {
    this.rules = new Map();
    for (const [name, rule] of Object.entries(rules)) {
      // A ':' in a rule name could make `${rule}:${subject}` of two different pairs the same key.
      if (name === '' || name.includes(':')) throw new Error(`Rate limit rule name "${name}" must be non-empty and have no ':'`);
      if (!Number.isInteger(rule.max) || rule.max < 1) {
        throw new Error(`Rate limit rule "${name}": max must be a positive integer, got ${rule.max}`);
      }
      if (!Number.isInteger(rule.windowMs) || rule.windowMs < 1) {
        throw new Error(`Rate limit rule "${name}": windowMs must be a positive integer, got ${rule.windowMs}`);
      }
      this.rules.set(name, { max: rule.max, windowMs: rule.windowMs });
    }
  }

  /**
   * Counts one event of `rule` for `subject` (an IP). Throws `TooManyRequests` (429) when the count exceeds the
   * rule's `max`, with `retryAfterSeconds` until the window ends.
   */
  async consume(rule: string, subject: string): Promise<void> {
    const { max, windowMs } = this.rule(rule);
    const { count, resetInMs } = await this.store.hit(`${rule}:${subject}`, windowMs);
    if (count > max) throw new TooManyRequests(retryAfterSeconds(resetInMs));
  }

  /**
   * Throws `TooManyRequests` when `subject` has used up the allowance of `rule` in the current window, i.e. when
   * its next `consume` would throw; counts nothing. For "failures only" rules: check before the work, consume
   * after a failure, so a subject gets at most `max` failed attempts per window.
   */
  async check(rule: string, subject: string): Promise<void> {
    const { max } = this.rule(rule);
    const current = await this.store.peek(`${rule}:${subject}`);
    if (current && current.count >= max) throw new TooManyRequests(retryAfterSeconds(current.resetInMs));
  }

  /** Forgets the count of `rule` for `subject` (e.g. after a successful login). */
  async reset(rule: string, subject: string): Promise<void> {
    this.rule(rule);
    await this.store.reset(`${rule}:${subject}`);
  }

  /** Closes the store. */
  async close(): Promise<void> {
    await this.store.close();
  }

  private rule(name: string): RateLimitRule {
    const rule = this.rules.get(name);
    if (!rule) throw new Error(`Unknown rate limit rule "${name}"`);
    return rule;
  }
}

function retryAfterSeconds(resetInMs: number): number {
  return Math.max(1, Math.ceil(resetInMs / 1000));
}
