import {
  type Atrium,
  findGlobalVersionByID,
  findGlobalVersions,
  findVersionByID,
  findVersions,
  getCollection,
  getGlobal,
  labelOf,
  type RestoreGlobalVersionResponse,
  type RestoreVersionResponse,
  restoreGlobalVersion,
  restoreVersion,
} from '@atrium/core';
import type { FastifyInstance } from 'fastify';
import { buildRequest } from '../utilities/buildRequest.ts';
import { readFlag, readListQuery, readSelect } from '../utilities/parseQuery.ts';

type Params = { slug: string; id: string };

/**
 * The versions routes of `spec/rest-contract.md`, for collections (`/:slug/versions`) and globals
 * (`/globals/:slug/versions`): a page of versions, one version, and restore (`POST`, `?draft=true` as a draft).
 * Never cached: versions are read by editors, and their access is `readVersions`.
 */
export function versionRoutes(app: FastifyInstance, atrium: Atrium) {
  app.get<{ Params: Params }>('/:slug/versions', (request) => {
    const { query, req } = buildRequest(atrium, request);
    return findVersions({ collection: request.params.slug, req, ...readListQuery(query) });
  });

  app.get<{ Params: Params }>('/:slug/versions/:id', (request) => {
    const { query, req } = buildRequest(atrium, request);
    return findVersionByID({
      collection: request.params.slug,
      id: request.params.id,
      req,
      depth: query.depth,
      select: readSelect(query.select),
    });
  });

  app.post<{ Params: Params }>('/:slug/versions/:id', async (request) => {
    const { query, req } = buildRequest(atrium, request);
    const collection = getCollection(req, request.params.slug);
    const doc = await restoreVersion({
      collection: collection.slug,
      id: request.params.id,
      req,
      depth: query.depth,
      draft: readFlag(query.draft),
    });
    const message = req.t('general:restoredSuccessfully', { label: labelOf(req, collection.labels.singular) });
    return { doc, message } satisfies RestoreVersionResponse;
  });

  app.get<{ Params: Params }>('/globals/:slug/versions', (request) => {
    const { query, req } = buildRequest(atrium, request);
    return findGlobalVersions({ slug: request.params.slug, req, ...readListQuery(query) });
  });

  app.get<{ Params: Params }>('/globals/:slug/versions/:id', (request) => {
    const { query, req } = buildRequest(atrium, request);
    return findGlobalVersionByID({
      slug: request.params.slug,
      id: request.params.id,
      req,
      depth: query.depth,
      select: readSelect(query.select),
    });
  });

  app.post<{ Params: Params }>('/globals/:slug/versions/:id', async (request) => {
    const { query, req } = buildRequest(atrium, request);
    const global = getGlobal(req, request.params.slug);
    const doc = await restoreGlobalVersion({
      slug: global.slug,
      id: request.params.id,
      req,
      depth: query.depth,
      draft: readFlag(query.draft),
    });
    const message = req.t('general:restoredSuccessfully', { label: labelOf(req, global.label) });
    return { doc, result: doc, message } satisfies RestoreGlobalVersionResponse;
  });
}
