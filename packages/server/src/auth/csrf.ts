import type { SanitizedConfig } from '@atrium/core';
import type { FastifyRequest } from 'fastify';

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether the login cookie may authenticate this request. Browsers attach cookies to requests other sites
 * trigger, so a cookie counts only when the request's `Origin` is listed in `config.csrf` or is `serverURL`'s,
 * or, when the list is empty, is the server's own (the `Host` the browser addressed). Without an `Origin` header (same-origin GETs, non-browser clients)
 * the cookie counts unless the browser's `Sec-Fetch-Site` says another site sent the request.
 */
export function cookieAllowed(request: FastifyRequest, config: SanitizedConfig): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '' && origin !== 'null') {
    if (config.csrf.includes(origin)) return true;
    if (config.serverURL !== '' && originOf(config.serverURL) === origin) return true;
    // With no list, the server's own origin (the Host the browser addressed) is the only one.
    const host = request.headers.host;
    return config.csrf.length === 0 && !!host && originOf(origin) !== undefined && new URL(origin).host === host;
  }
  if (origin === 'null') return false;
  const site = request.headers['sec-fetch-site'];
  return site !== 'cross-site' && site !== 'same-site';
}
