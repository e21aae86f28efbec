export { createServer, defaultRateLimits, type RateLimitRuleName, type ServerOptions } from './createServer.ts';
export {
  createMemoryStore,
  createRateLimitStore,
  createRedisStore,
  RateLimiter,
  type RateLimitRule,
  type RateLimitStore,
} from './rateLimit/index.ts';
export { parseQuery, queryLimits } from './utilities/parseQuery.ts';
export { ResponseCache, type ResponseCacheOptions } from './utilities/responseCache.ts';
