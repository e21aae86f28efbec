export { createServer, type ServerOptions } from './createServer.ts';
export { parseQuery, queryLimits } from './utilities/parseQuery.ts';
export { ResponseCache, type ResponseCacheOptions } from './utilities/responseCache.ts';
