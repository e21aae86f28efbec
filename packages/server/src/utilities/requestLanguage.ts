import { matchLanguage, type SanitizedConfig } from '@atrium/core';
import type { FastifyRequest } from 'fastify';
import { readCookie } from '../auth/cookies.ts';

/**
 * The language a request is answered in: the `<cookiePrefix>-lng` cookie the admin writes when the user picks
 * a language (their saved preference follows it there), else the best match of `Accept-Language`, else the
 * configured fallback language.
 */
export function requestLanguage(config: SanitizedConfig, request: FastifyRequest): string {
  const supported = Object.keys(config.i18n.supportedLanguages);
  const chosen = readCookie(request, `${config.cookiePrefix}-lng`);
  if (chosen) {
    const match = matchLanguage(chosen, supported, '');
    if (match) return match;
  }
  return matchLanguage(request.headers['accept-language'], supported, config.i18n.fallbackLanguage);
}
