import { createClusterStore } from './clusterStore.ts';
import { createFallbackStore, type StoreSwitchLog } from './fallbackStore.ts';
import { createMemoryStore } from './memoryStore.ts';
import { createRedisStore } from './redisStore.ts';
import type { RateLimitStore } from './types.ts';

export { type ClusterStoreOptions, createClusterStore, serveClusterRateLimits } from './clusterStore.ts';
export { createFallbackStore, type StoreSwitchLog } from './fallbackStore.ts';
export { createMemoryStore } from './memoryStore.ts';
export { RateLimiter, type RateLimitRule } from './rateLimiter.ts';
export { createRedisStore, type RedisStoreOptions, type RemoteRateLimitStore } from './redisStore.ts';
export type { RateLimitHit, RateLimitStore } from './types.ts';

const consoleLog: StoreSwitchLog = {
  warn: (message) => console.warn(`[atrium] ${message}`),
  info: (message) => console.info(`[atrium] ${message}`),
};

/** Where {@link createRateLimitStore} counts. */
export type RateLimitStoreOptions = {
  /** Count in this Redis, shared by every server using it. Defaults to none. */
  redisURL?: string;
  /**
   * Without Redis, count in the `node:cluster` primary's memory (it must run `serveClusterRateLimits`), shared by
   * its workers. Only in a cluster worker. Defaults to `false`.
   */
  cluster?: boolean;
};

/**
 * The store to count in: Redis when a URL is given (shared by every server), else the cluster primary when asked
 * (shared by its workers), each falling back to this process's memory while it does not answer (logged on `log`);
 * else this process's memory.
 */
export function createRateLimitStore(options: RateLimitStoreOptions = {}, log: StoreSwitchLog = consoleLog): RateLimitStore {
  if (options.redisURL) return createFallbackStore(createRedisStore(options.redisURL), log);
  if (options.cluster) return createFallbackStore(createClusterStore(), log);
  return createMemoryStore();
}
