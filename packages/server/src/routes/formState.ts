import { type Atrium, buildFormState, type FormStateResponse, QueryError } from '@atrium/core';
import type { FastifyInstance } from 'fastify';
import { buildRequest } from '../utilities/buildRequest.ts';

/**
 * `POST /form-state`: conditions and validation of a form's data, answered per field path, nothing stored
 * (spec section 7). Body: `{ collection | global, id?, data | formState, operation, schemaPath?, locale? }`, or
 * Payload's `{ collectionSlug | globalSlug, …, schemaPath: '<slug>[.path]' }`.
 */
export function formStateRoutes(app: FastifyInstance, atrium: Atrium) {
  app.post('/form-state', async (request, reply): Promise<FormStateResponse> => {
    const { req } = buildRequest(atrium, request);
    reply.header('cache-control', 'no-store');
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new QueryError('query:formStateBody');
    const { collection, global, collectionSlug, globalSlug, id, data, formState, operation, schemaPath, locale } = body as Record<
      string,
      unknown
    >;
    return buildFormState({
      req,
      collection,
      global,
      collectionSlug,
      globalSlug,
      id,
      data,
      formState,
      operation,
      schemaPath,
      locale,
    });
  });
}
