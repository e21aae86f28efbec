import { type Atrium, generateSEO, QueryError, type SEOGenerateResponse } from '@atrium/core';
import type { FastifyInstance } from 'fastify';
import { buildRequest } from '../utilities/buildRequest.ts';

/**
 * `POST /plugin-seo/generate-{title,description,image,url}`: runs an SEO group's generator on the form's data
 * (REST contract: `{ result }`). Body: `{ collection | global, id?, path, doc, locale? }`. The caller must be
 * allowed to change the document, which Payload does not check.
 */
export function seoRoutes(app: FastifyInstance, atrium: Atrium) {
  app.post<{ Params: { kind: string } }>('/plugin-seo/generate-:kind', async (request, reply): Promise<SEOGenerateResponse> => {
    const { req } = buildRequest(atrium, request);
    reply.header('cache-control', 'no-store');
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new QueryError('query:seoBody');
    const { collection, global, id, path, doc, locale } = body as Record<string, unknown>;
    return generateSEO({ req, kind: request.params.kind, collection, global, id, path, doc, locale });
  });
}
