export { createServer, type ServerOptions } from './createServer.ts';
export { parseQuery, queryLimits } from './utilities/parseQuery.ts';
