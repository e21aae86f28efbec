import { randomUUID } from 'node:crypto';
import { TooManyRequests } from '@atrium/core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMemoryStore, createRedisStore, RateLimiter, type RateLimitStore } from './index.ts';

const redisURL = process.env.ATRIUM_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// One prefix per run, so runs (and CI jobs) sharing a Redis never see each other's counters.
const prefix = `atrium:rl:test:${randomUUID()}:`;

const rules = {
  login: { max: 3, windowMs: 60_000 },
  short: { max: 2, windowMs: 300 },
};

const stores: { name: string; create: () => RateLimitStore }[] = [
  { name: 'memory', create: () => createMemoryStore() },
  { name: 'redis', create: () => createRedisStore(redisURL, { prefix }) },
];

describe.each(stores)('RateLimiter on the $name store', ({ create }) => {
  const store = create();
  const limiter = new RateLimiter(store, rules);
  afterAll(() => limiter.close());

  it('counts events within a window', async () => {
    expect(await store.peek('login:10.0.0.1')).toBeUndefined();
    const first = await store.hit('login:10.0.0.1', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(0);
    expect(first.resetInMs).toBeLessThanOrEqual(60_000);
    await limiter.consume('login', '10.0.0.1');
    await limiter.consume('login', '10.0.0.1');
    expect((await store.peek('login:10.0.0.1'))?.count).toBe(3);
  });

  it('refuses the (max+1)th event with a 429 TooManyRequests', async () => {
    for (let i = 0; i < 3; i++) await limiter.consume('login', '10.0.0.2');
    const error = await limiter.consume('login', '10.0.0.2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequests);
    const tooMany = error as TooManyRequests;
    expect(tooMany.status).toBe(429);
    expect(tooMany.retryAfterSeconds).toBeGreaterThanOrEqual(50);
    expect(tooMany.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('opens a new window once the old one ends', async () => {
    await limiter.consume('short', '10.0.0.3');
    await limiter.consume('short', '10.0.0.3');
    const error = await limiter.consume('short', '10.0.0.3').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequests);
    expect((error as TooManyRequests).retryAfterSeconds).toBe(1);
    // Waits for the window to end rather than for a fixed time: a busy machine may take longer to expire it.
    await vi.waitFor(async () => expect(await store.peek('short:10.0.0.3')).toBeUndefined(), { timeout: 10_000, interval: 25 });
    await limiter.consume('short', '10.0.0.3');
    expect((await store.peek('short:10.0.0.3'))?.count).toBe(1);
  });

  it('forgets a subject on reset', async () => {
    for (let i = 0; i < 3; i++) await limiter.consume('login', '10.0.0.4');
    await expect(limiter.consume('login', '10.0.0.4')).rejects.toBeInstanceOf(TooManyRequests);
    await limiter.reset('login', '10.0.0.4');
    expect(await store.peek('login:10.0.0.4')).toBeUndefined();
    await limiter.consume('login', '10.0.0.4');
    expect((await store.peek('login:10.0.0.4'))?.count).toBe(1);
  });

  it('checks without counting, and refuses once the allowance is used up', async () => {
    for (let i = 0; i < 5; i++) await limiter.check('login', '10.0.0.5');
    expect(await store.peek('login:10.0.0.5')).toBeUndefined();
    await limiter.consume('login', '10.0.0.5');
    await limiter.consume('login', '10.0.0.5');
    await limiter.check('login', '10.0.0.5');
    expect((await store.peek('login:10.0.0.5'))?.count).toBe(2);
    await limiter.consume('login', '10.0.0.5');
    const error = await limiter.check('login', '10.0.0.5').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequests);
    expect((error as TooManyRequests).status).toBe(429);
    expect((error as TooManyRequests).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((await store.peek('login:10.0.0.5'))?.count).toBe(3);
  });

  it('keeps subjects and rules apart', async () => {
    for (let i = 0; i < 3; i++) await limiter.consume('login', '10.0.0.6');
    await expect(limiter.consume('login', '10.0.0.6')).rejects.toBeInstanceOf(TooManyRequests);
    await limiter.consume('login', '10.0.0.7');
    await limiter.check('login', '10.0.0.7');
    await limiter.consume('short', '10.0.0.6');
    expect((await store.peek('login:10.0.0.7'))?.count).toBe(1);
    expect((await store.peek('short:10.0.0.6'))?.count).toBe(1);
  });

  it('throws a plain Error for an unknown rule', async () => {
    for (const call of [
      () => limiter.consume('nope', '10.0.0.8'),
      () => limiter.check('nope', '10.0.0.8'),
      () => limiter.reset('nope', '10.0.0.8'),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(TooManyRequests);
      expect((error as Error).message).toMatch(/unknown rate limit rule "nope"/i);
    }
  });
});

describe('createRedisStore without a Redis', () => {
  it('rejects hit() with an "unreachable" error instead of hanging', async () => {
    const store = createRedisStore('redis://127.0.0.1:6390');
    try {
      await expect(store.hit('login:10.0.0.1', 1000)).rejects.toThrow('Redis at redis://127.0.0.1:6390 is unreachable');
    } finally {
      await store.close();
    }
  }, 8000);

  it('keeps the password out of the message', async () => {
    const store = createRedisStore('redis://:hunter2@127.0.0.1:6390');
    try {
      const error = (await store.peek('login:10.0.0.1').catch((e: unknown) => e)) as Error;
      expect(error.message).toContain('is unreachable');
      expect(error.message).not.toContain('hunter2');
    } finally {
      await store.close();
    }
  }, 8000);
});
