import { createMemoryStore } from './memoryStore.ts';
import { createRedisStore } from './redisStore.ts';
import type { RateLimitStore } from './types.ts';

export { createMemoryStore } from './memoryStore.ts';
export { RateLimiter, type RateLimitRule } from './rateLimiter.ts';
export { createRedisStore, type RedisStoreOptions } from './redisStore.ts';
export type { RateLimitHit, RateLimitStore } from './types.ts';

/** The store to count in: Redis when a URL is given (shared by every server), else this process's memory. */
export function createRateLimitStore(redisURL?: string): RateLimitStore {
  return redisURL ? createRedisStore(redisURL) : createMemoryStore();
}
