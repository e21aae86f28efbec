import { createFallbackStore, type StoreSwitchLog } from './fallbackStore.ts';
import { createMemoryStore } from './memoryStore.ts';
import { createRedisStore } from './redisStore.ts';
import type { RateLimitStore } from './types.ts';

export { createFallbackStore, type StoreSwitchLog } from './fallbackStore.ts';
export { createMemoryStore } from './memoryStore.ts';
export { RateLimiter, type RateLimitRule } from './rateLimiter.ts';
export { createRedisStore, type RedisStoreOptions, type RemoteRateLimitStore } from './redisStore.ts';
export type { RateLimitHit, RateLimitStore } from './types.ts';

const consoleLog: StoreSwitchLog = {
  warn: (message) => console.warn(`[atrium] ${message}`),
  info: (message) => console.info(`[atrium] ${message}`),
};

/**
 * The store to count in: Redis when a URL is given (shared by every server), falling back to this process's
 * memory while Redis is unreachable (logged on `log`); else this process's memory.
 */
export function createRateLimitStore(redisURL: string | undefined, log: StoreSwitchLog = consoleLog): RateLimitStore {
  return redisURL ? createFallbackStore(createRedisStore(redisURL), log) : createMemoryStore();
}
