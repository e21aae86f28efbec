import {
  APIError,
  type AtriumRequest,
  type ErrorResponse,
  getTranslate,
  type SanitizedConfig,
  ServiceUnavailable,
  TooManyRequests,
  ValidationError,
} from '@atrium/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { drainBody, drainLimitFor } from './drainBody.ts';
import { requestLanguage } from './requestLanguage.ts';

/** The longest path parameter (an id, a preference key) the router takes: Fastify's `maxParamLength`. */
export const maxParamLength = 500;

/** Fastify's own client errors, answered in the same shape as ours, in the caller's language. */
const fastifyClientErrors: Record<
  string,
  {
    status: number;
    name: string;
    message: (e: FastifyError, t: AtriumRequest['t'], config: SanitizedConfig, request: FastifyRequest) => string;
  }
> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    name: 'BadRequest',
    message: (e, t) =>
      t('error:malformedJSON', {
        reason: e.message.replace(/^Body is not valid JSON but content-type is set to 'application\/json'$/, 'syntax error'),
      }),
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    name: 'BadRequest',
    message: (_e, t) => t('error:malformedJSON', { reason: 'the body is empty' }),
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    name: 'PayloadTooLarge',
    message: (_e, t, config) => t('error:payloadTooLarge', { limit: config.bodyLimit }),
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    name: 'UnsupportedMediaType',
    // The type is the caller's own header, kept short.
    message: (_e, t, _config, request) =>
      t('error:unsupportedMediaType', { type: String(request.headers['content-type'] ?? '').slice(0, 100) }),
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, name: 'BadRequest', message: (_e, t) => t('error:contentLengthMismatch') },
  // Fastify's `frameworkErrors`: a path that does not decode, a path parameter over `maxParamLength`.
  FST_ERR_BAD_URL: { status: 400, name: 'BadRequest', message: (_e, t) => t('error:badURL') },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    name: 'URITooLong',
    message: (_e, t) => t('error:pathSegmentTooLong', { limit: maxParamLength }),
  },
};

/**
 * One place turns every error into `{ errors: [{ name, message, data? }] }`. Known errors keep their status
 * and translated message; anything else is logged with the request id and answered as a generic 500.
 */
export function createErrorHandler(config: SanitizedConfig) {
  const drainLimit = drainLimitFor(config.bodyLimit);
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const t = request.atrium?.t ?? getTranslate(config, requestLanguage(config, request));
    let status = 500;
    let body: ErrorResponse;
    if (error instanceof APIError && error.isPublic) {
      status = error.status;
      // Field messages may still be keys (the storage layer reports `validation:unique`); text passes unchanged.
      const data =
        error instanceof ValidationError
          ? { ...(error.data as object), errors: error.errors.map((e) => ({ ...e, message: t(e.message) })) }
          : error.data;
      body = { errors: [{ name: error.name, message: t(error.key, error.vars), ...(data !== undefined ? { data } : {}) }] };
      if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error instanceof ServiceUnavailable) {
        reply.header('retry-after', String(error.retryAfterSeconds));
        // The operator needs the driver's reason (connection refused, terminated, timed out); the client does not.
        request.log.warn({ err: error.cause ?? error, requestId: request.id }, 'database unavailable');
      }
    } else if (error.code && fastifyClientErrors[error.code]) {
      const known = fastifyClientErrors[error.code];
      status = known.status;
      body = { errors: [{ name: known.name, message: known.message(error, t, config, request) }] };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // Another refusal of Fastify's: its code says which, its English text stays out of the answer.
      status = error.statusCode;
      body = { errors: [{ name: 'BadRequest', message: t('error:requestRefused', { code: error.code ?? String(status) }) }] };
    } else {
      request.log.error({ err: error, requestId: request.id }, 'unhandled error');
      body = { errors: [{ name: 'InternalServerError', message: t('error:unknown') }] };
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    if (hasBody(request) && !request.raw.readableEnded) {
      // An upload cut off at its limit is answered at once, while the client may still be sending gigabytes; the
      // rest is read and thrown away after, up to the drain's limit, then the connection is cut.
      if ((error as { answerBeforeDrain?: boolean }).answerBeforeDrain) {
        void drainBody(request.raw, drainLimit).then((ended) => {
          if (!ended) request.raw.socket?.destroy();
        });
        return reply.status(status).send(body);
      }
      // A body refused before it was read (413, 415) is read to its end first, so the client sees this answer.
      await drainBody(request.raw, drainLimit);
    }
    return reply.status(status).send(body);
  };
}

function hasBody(request: FastifyRequest): boolean {
  const { headers } = request.raw;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}
