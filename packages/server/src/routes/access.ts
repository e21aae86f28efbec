import {
  type AccessResponse,
  type Atrium,
  type DocumentAccessResponse,
  getDocumentPermissions,
  getPermissions,
} from '@atrium/core';
import type { FastifyInstance } from 'fastify';
import { buildRequest } from '../utilities/buildRequest.ts';

/** `GET /access` (what the user may do everywhere) and `POST /:slug/access/:id` (on one document). */
export function accessRoutes(app: FastifyInstance, atrium: Atrium) {
  app.get('/access', async (request): Promise<AccessResponse> => {
    const { req } = buildRequest(atrium, request);
    return getPermissions({ req });
  });

  app.post<{ Params: { slug: string; id: string } }>('/:slug/access/:id', async (request): Promise<DocumentAccessResponse> => {
    const { req } = buildRequest(atrium, request);
    return getDocumentPermissions({ req, collection: request.params.slug, id: request.params.id });
  });
}
