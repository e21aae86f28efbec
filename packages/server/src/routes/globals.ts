import { type Atrium, findGlobal, type GlobalUpdateResponse, getGlobal, labelOf, updateGlobal } from '@atrium/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildRequest, expectedUpdatedAt } from '../utilities/buildRequest.ts';
import { overrideLock, readFlag, readSelect } from '../utilities/parseQuery.ts';
import type { ResponseCache } from '../utilities/responseCache.ts';
import { serveRead } from '../utilities/serveRead.ts';
import { readLocaleParam, saveMessage } from './collections.ts';

type Params = { slug: string };

/** `GET|POST|PATCH /globals/:slug`. Updates answer `{ doc, result, message }` so Payload clients of either shape work. */
export function globalRoutes(app: FastifyInstance, atrium: Atrium, cache?: ResponseCache) {
  app.get<{ Params: Params }>('/globals/:slug', (request, reply) => {
    const { query, req } = buildRequest(atrium, request);
    const global = request.params.slug;
    return serveRead(cache, request, reply, req, { global }, () =>
      findGlobal({ slug: global, req, depth: query.depth, select: readSelect(query.select), draft: readFlag(query.draft) }),
    );
  });

  const handleUpdate = async (request: FastifyRequest<{ Params: Params }>) => {
    const { query, req } = buildRequest(atrium, request);
    const global = getGlobal(req, request.params.slug);
    const draft = readFlag(query.draft);
    const autosave = readFlag(query.autosave);
    const doc = await updateGlobal({
      slug: global.slug,
      req,
      data: request.body,
      depth: query.depth,
      select: readSelect(query.select),
      expectedUpdatedAt: expectedUpdatedAt(request),
      draft,
      autosave,
      publishSpecificLocale: readLocaleParam(query.publishSpecificLocale),
      overrideLock: overrideLock(query),
    });
    const message = saveMessage(req.t, draft, autosave, labelOf(req, global.label));
    return { doc, result: doc, message } satisfies GlobalUpdateResponse;
  };
  app.post<{ Params: Params }>('/globals/:slug', handleUpdate);
  app.patch<{ Params: Params }>('/globals/:slug', handleUpdate);
}
