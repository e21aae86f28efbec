import type { SanitizedAuth, SanitizedConfig } from '@atrium/core';
import type { FastifyRequest } from 'fastify';

/** The login cookie's name: `<cookiePrefix>-token`. */
export function tokenCookieName(config: SanitizedConfig): string {
  return `${config.cookiePrefix}-token`;
}

/** One cookie's value from the `Cookie` header, or `undefined`. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * A site served over HTTPS only ever sends its cookie over HTTPS, whatever the options say: when `serverURL` is
 * an https address, or the request came over TLS. `request.protocol` reads `X-Forwarded-Proto` only from a
 * trusted proxy (`trustProxy`); from anyone else the header changes nothing.
 */
function attributes(request: FastifyRequest, config: SanitizedConfig, auth: SanitizedAuth): string {
  const { sameSite, domain } = auth.cookies;
  const secure = auth.cookies.secure || config.serverURL.startsWith('https://') || request.protocol === 'https';
  return `; Path=/; HttpOnly; SameSite=${sameSite}${secure ? '; Secure' : ''}${domain ? `; Domain=${domain}` : ''}`;
}

/** `Set-Cookie` for a login token, living as long as the token (`exp` in seconds since the epoch). */
export function tokenCookie(
  request: FastifyRequest,
  config: SanitizedConfig,
  auth: SanitizedAuth,
  token: string,
  exp: number,
): string {
  const maxAge = Math.max(0, exp - Math.floor(Date.now() / 1000));
  return `${tokenCookieName(config)}=${encodeURIComponent(token)}${attributes(request, config, auth)}; Max-Age=${maxAge}; Expires=${new Date(exp * 1000).toUTCString()}`;
}

/** `Set-Cookie` that removes the login cookie. */
export function expiredTokenCookie(request: FastifyRequest, config: SanitizedConfig, auth: SanitizedAuth): string {
  return `${tokenCookieName(config)}=${attributes(request, config, auth)}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
