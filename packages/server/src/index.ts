export { createServer, defaultRateLimits, type RateLimitRuleName, type ServerOptions } from './createServer.ts';
export {
  createClusterStore,
  createMemoryStore,
  createRateLimitStore,
  createRedisStore,
  RateLimiter,
  type RateLimitRule,
  type RateLimitStore,
  type RateLimitStoreOptions,
  serveClusterRateLimits,
} from './rateLimit/index.ts';
export { serveClusterMetrics } from './utilities/clusterMetrics.ts';
export { parseQuery, queryLimits } from './utilities/parseQuery.ts';
export { ResponseCache, type ResponseCacheOptions } from './utilities/responseCache.ts';
