import { type Atrium, type AtriumRequest, findByID, findGlobal, getCollection, getGlobal, type PreviewURL } from '@atrium/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildRequest } from '../utilities/buildRequest.ts';

/**
 * `GET /:slug/:id/preview` and `GET /globals/:slug/preview` (Payload's preview endpoints): the document's front-end
 * address from the entity's `admin.preview`, as a JSON string (`null` when it has none). The document is read
 * with the caller's access, so only someone who may read it learns where it is shown, and as its latest draft for
 * a caller who may see drafts: what the editor previews is what they are editing, not what is published.
 */
export function previewRoutes(app: FastifyInstance, atrium: Atrium) {
  const answer = async (
    request: FastifyRequest,
    req: AtriumRequest,
    preview: PreviewURL | undefined,
    doc: Record<string, unknown>,
  ) => {
    if (typeof preview !== 'function') return null;
    // The locale the document was read in: the one asked for, else the default one (none without localization).
    const { localization } = req.config;
    const locale = req.locale ?? (localization ? localization.defaultLocale : undefined);
    const url = await preview(doc, { locale, token: request.authentication?.token, req });
    return typeof url === 'string' && url !== '' ? url : null;
  };

  app.get<{ Params: { slug: string; id: string } }>('/:slug/:id/preview', async (request, reply) => {
    const { query, req } = buildRequest(atrium, request);
    reply.header('cache-control', 'no-store').type('application/json');
    const collection = getCollection(req, request.params.slug);
    const doc = await findByID({
      collection: collection.slug,
      id: request.params.id,
      req,
      depth: query.depth ?? 0,
      draft: true,
    });
    return JSON.stringify(await answer(request, req, collection.admin.preview, doc));
  });

  app.get<{ Params: { slug: string } }>('/globals/:slug/preview', async (request, reply) => {
    const { query, req } = buildRequest(atrium, request);
    reply.header('cache-control', 'no-store').type('application/json');
    const global = getGlobal(req, request.params.slug);
    const doc = await findGlobal({ slug: global.slug, req, depth: query.depth ?? 0, draft: true });
    return JSON.stringify(await answer(request, req, global.admin?.preview, doc));
  });
}
