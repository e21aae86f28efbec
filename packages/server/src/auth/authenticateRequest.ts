import { type Atrium, type Authentication, authenticate, Unauthorized } from '@atrium/core';
import type { FastifyRequest } from 'fastify';
import type { RateLimiter } from '../rateLimit/index.ts';
import { readCookie, tokenCookieName } from './cookies.ts';
import { cookieAllowed } from './csrf.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who made the request (filled before every API route runs). */
    authentication?: Authentication;
    /** The database's content token as the request arrived (for the response cache). */
    contentToken?: string;
  }
}

const apiKeyHeader = /^\S+\s+API-Key\s/i;

/**
 * The `preHandler` of every API route: recognises the caller (see `authenticate` in core). The cookie is
 * offered only when the CSRF check passes. Failed API keys count against the caller's IP, and an IP over its
 * allowance is refused with 429 before its key is even looked at. `caches`: the server has a response cache.
 */
export function createAuthenticator(atrium: Atrium, limiter: RateLimiter | undefined, caches: boolean) {
  const { config } = atrium;
  const cookieName = tokenCookieName(config);
  return async (request: FastifyRequest): Promise<void> => {
    const authorization = request.headers.authorization;
    const usesAPIKey = typeof authorization === 'string' && apiKeyHeader.test(authorization);
    if (usesAPIKey && limiter) await limiter.check('apiKeyFailures', request.ip);
    const cookie = readCookie(request, cookieName);
    const req = atrium.createRequest({ headers: request.headers, requestID: request.id });
    // The tokens key the response cache and the remembered user lookups: a request that neither caches nor signs in
    // reads the primary database itself, which is always current, so it waits for no notice. With standbys, it
    // waits: the notices are what keep a standby from answering older data than another server has answered.
    if (caches || cookie !== undefined || authorization !== undefined || config.db.readsFromReplicas) {
      // PostgreSQL: a write another server has already answered for moves the tokens read below.
      await config.db.catchUp?.();
      // Read once per request: every cache consulted before the handler writes shares it.
      req.changeToken = config.db.changeToken?.();
      request.contentToken = config.db.contentToken?.();
    }
    try {
      request.authentication = await authenticate(
        req,
        request.headers,
        cookie && cookieAllowed(request, config) ? cookie : undefined,
      );
    } catch (error) {
      if (usesAPIKey && limiter && error instanceof Unauthorized) await limiter.consume('apiKeyFailures', request.ip);
      throw error;
    }
  };
}
