import type { Atrium, AtriumRequest } from '@atrium/core';
import type { FastifyRequest } from 'fastify';
import { checkInput } from './checkInput.ts';
import { parseQuery } from './parseQuery.ts';
import { requestLanguage } from './requestLanguage.ts';

declare module 'fastify' {
  interface FastifyRequest {
    atrium?: AtriumRequest;
  }
}

const overrideHeaders = ['x-http-method-override', 'x-payload-http-method-override'];

/** Whether a POST asks to be treated as a GET (long queries sent in the body). */
export function isMethodOverrideGet(request: FastifyRequest): boolean {
  return overrideHeaders.some((h) => String(request.headers[h] ?? '').toUpperCase() === 'GET');
}

/** The header an update names the `updatedAt` its edit started from in (optimistic concurrency, 409 when stale). */
export const updatedAtHeader = 'x-atrium-updated-at';

/** The `X-Atrium-Updated-At` header's value, `undefined` when it was not sent (a repeated header counts once). */
export function expectedUpdatedAt(request: FastifyRequest): string | undefined {
  const value = request.headers[updatedAtHeader];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The parsed query (from the URL, or from the body of a POST with `X-HTTP-Method-Override: GET`) and the
 * operation request: language from the language cookie or `Accept-Language` (`requestLanguage`), content locale
 * from `locale`/`fallback-locale`. NUL and lone surrogates in the query or the path parameters are refused first
 * (`checkInput`); headers cannot carry them (Node's HTTP parser answers 400 to a NUL in a header).
 */
export function buildRequest(
  atrium: Atrium,
  request: FastifyRequest,
  fromBody = false,
): { query: Record<string, unknown>; req: AtriumRequest } {
  let query: Record<string, unknown>;
  if (fromBody) {
    const body = request.body;
    query =
      typeof body === 'string' ? parseQuery(body) : body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } else {
    const url = request.raw.url ?? '';
    const mark = url.indexOf('?');
    query = mark === -1 ? {} : parseQuery(url.slice(mark + 1));
  }
  // Every route builds its request here first, so no query value or path parameter reaches an operation unchecked.
  checkInput(query, fromBody ? 'body' : 'query');
  checkInput(request.params, 'params');
  const { config } = atrium;
  const language = requestLanguage(config, request);
  const fallback = query['fallback-locale'];
  const req = atrium.createRequest({
    language,
    locale: typeof query.locale === 'string' ? query.locale : undefined,
    fallbackLocale: fallback === 'none' || fallback === 'false' ? false : typeof fallback === 'string' ? fallback : undefined,
    headers: request.headers,
    query,
    requestID: request.id,
    ip: request.ip,
    user: request.authentication?.user ?? null,
    sid: request.authentication?.sid,
  });
  request.atrium = req;
  return { query, req };
}
