import {
  type Atrium,
  type BulkResponse,
  type BulkResult,
  count,
  create,
  type DocumentResponse,
  deleteByID,
  deleteMany,
  duplicate,
  find,
  findByID,
  getCollection,
  labelOf,
  sanitizeID,
  update,
  updateByID,
} from '@atrium/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readDocumentBody } from '../uploads/readMultipart.ts';
import { buildRequest, expectedUpdatedAt, isMethodOverrideGet } from '../utilities/buildRequest.ts';
import { overrideLock, readFlag, readListQuery, readSelect, readWhere } from '../utilities/parseQuery.ts';
import type { ResponseCache } from '../utilities/responseCache.ts';
import { serveRead } from '../utilities/serveRead.ts';

type Params = { slug: string; id: string };

/** The collection routes of `spec/rest-contract.md`: each parses, calls one operation and presents it. */
export function collectionRoutes(app: FastifyInstance, atrium: Atrium, cache?: ResponseCache, tempFileDir?: string) {
  const listQuery = (query: Record<string, unknown>) => ({
    ...readListQuery(query),
    draft: readFlag(query.draft),
    trash: readFlag(query.trash),
    estimate: readFlag(query.estimate),
  });

  const handleFind = (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply, fromBody: boolean) => {
    const { query, req } = buildRequest(atrium, request, fromBody);
    const collection = request.params.slug;
    return serveRead(cache, request, reply, req, { collection }, () => find({ collection, req, ...listQuery(query) }));
  };

  app.get<{ Params: Params }>('/:slug', (request, reply) => handleFind(request, reply, false));

  app.get<{ Params: Params }>('/:slug/count', (request, reply) => {
    const { query, req } = buildRequest(atrium, request);
    const collection = request.params.slug;
    return serveRead(cache, request, reply, req, { collection }, () =>
      count({
        collection,
        req,
        where: readWhere(query.where),
        trash: readFlag(query.trash),
        estimate: readFlag(query.estimate),
      }),
    );
  });

  app.get<{ Params: Params }>('/:slug/:id', (request, reply) => {
    const { query, req } = buildRequest(atrium, request);
    const collection = getCollection(req, request.params.slug).slug;
    const id = sanitizeID(req.config.collectionsBySlug[collection], request.params.id);
    return serveRead(cache, request, reply, req, { collection, id }, () =>
      findByID({
        collection,
        id,
        req,
        depth: query.depth,
        select: readSelect(query.select),
        draft: readFlag(query.draft),
        trash: readFlag(query.trash),
      }),
    );
  });

  app.post<{ Params: Params }>('/:slug', { config: { acceptsMultipart: true } }, async (request, reply) => {
    if (isMethodOverrideGet(request)) return handleFind(request, reply, true);
    const { query, req } = buildRequest(atrium, request);
    const collection = getCollection(req, request.params.slug);
    const body = await readDocumentBody(request, collection, req.config, tempFileDir);
    const doc = await create({
      collection: collection.slug,
      req,
      data: body.data,
      file: body.file,
      depth: query.depth,
      select: readSelect(query.select),
      draft: readFlag(query.draft),
    }).finally(body.cleanup);
    // Payload words a create the same with or without `draft`.
    const message = req.t('general:createdSuccessfully', { label: labelOf(req, collection.labels.singular) });
    return reply.status(201).send({ doc, message } satisfies DocumentResponse);
  });

  app.post<{ Params: Params }>('/:slug/:id/duplicate', async (request, reply) => {
    const { query, req } = buildRequest(atrium, request);
    const collection = getCollection(req, request.params.slug);
    const data = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : undefined;
    const doc = await duplicate({ collection: collection.slug, id: request.params.id, req, depth: query.depth, data });
    return reply.status(201).send({
      doc,
      message: req.t('general:duplicatedSuccessfully', { label: labelOf(req, collection.labels.singular) }),
    } satisfies DocumentResponse);
  });

  app.patch<{ Params: Params }>('/:slug/:id', { config: { acceptsMultipart: true } }, async (request) => {
    const { query, req } = buildRequest(atrium, request);
    const collection = getCollection(req, request.params.slug);
    const draft = readFlag(query.draft);
    const autosave = readFlag(query.autosave);
    const body = await readDocumentBody(request, collection, req.config, tempFileDir);
    const doc = await updateByID({
      collection: collection.slug,
      id: request.params.id,
      req,
      data: body.data,
      file: body.file,
      depth: query.depth,
      select: readSelect(query.select),
      expectedUpdatedAt: expectedUpdatedAt(request),
      draft,
      autosave,
      publishSpecificLocale: readLocaleParam(query.publishSpecificLocale),
      trash: readFlag(query.trash),
      overrideLock: overrideLock(query),
    }).finally(body.cleanup);
    return {
      doc,
      message: saveMessage(req.t, draft, autosave, labelOf(req, collection.labels.singular)),
    } satisfies DocumentResponse;
  });

  app.patch<{ Params: Params }>('/:slug', { config: { acceptsMultipart: true } }, async (request, reply) => {
    const { query, req } = buildRequest(atrium, request);
    const collection = getCollection(req, request.params.slug);
    const where = readWhere(query.where);
    const body = await readDocumentBody(request, collection, req.config, tempFileDir);
    const result = await update({
      collection: collection.slug,
      req,
      where,
      data: body.data,
      file: body.file,
      depth: query.depth,
      draft: readFlag(query.draft),
      trash: readFlag(query.trash),
      overrideLock: overrideLock(query),
    }).finally(body.cleanup);
    return presentBulk(reply, req.t, result, 'update', labelOf(req, collection.labels.plural));
  });

  app.delete<{ Params: Params }>('/:slug/:id', async (request) => {
    const { query, req } = buildRequest(atrium, request);
    const collection = getCollection(req, request.params.slug);
    const doc = await deleteByID({
      collection: collection.slug,
      id: request.params.id,
      req,
      depth: query.depth,
      trash: readFlag(query.trash),
      overrideLock: overrideLock(query),
    });
    return {
      doc,
      message: req.t('general:deletedSuccessfully', { label: labelOf(req, collection.labels.singular) }),
    } satisfies DocumentResponse;
  });

  app.delete<{ Params: Params }>('/:slug', async (request, reply) => {
    const { query, req } = buildRequest(atrium, request);
    const collection = getCollection(req, request.params.slug);
    const where = readWhere(query.where);
    const result = await deleteMany({
      collection: collection.slug,
      req,
      where,
      depth: query.depth,
      trash: readFlag(query.trash),
      overrideLock: overrideLock(query),
    });
    return presentBulk(reply, req.t, result, 'delete', labelOf(req, collection.labels.plural));
  });
}

type Translate = (k: string, v?: Record<string, unknown>) => string;

/** An update's message as Payload words it: `autosave` and `draft` say so whatever was saved, else the document's label. */
export function saveMessage(t: Translate, draft: boolean | undefined, autosave: boolean | undefined, label: string): string {
  if (autosave) return t('general:autosavedSuccessfully');
  if (draft) return t('general:savedDraftSuccessfully');
  return t('general:updatedSuccessfully', { label });
}

/** `publishSpecificLocale` as a query parameter: one string (core checks it is a locale). */
export function readLocaleParam(value: unknown): string | undefined {
  return value === undefined || typeof value === 'string' ? value : JSON.stringify(value);
}

function presentBulk(
  reply: FastifyReply,
  t: (k: string, v?: Record<string, unknown>) => string,
  result: BulkResult,
  verb: 'update' | 'delete',
  label: string,
) {
  const total = result.docs.length + result.errors.length;
  if (result.errors.length > 0) {
    const key = verb === 'update' ? 'error:unableToUpdateCount' : 'error:unableToDeleteCount';
    return reply
      .status(400)
      .send({ ...result, message: t(key, { count: result.errors.length, total, label }) } satisfies BulkResponse);
  }
  const key = verb === 'update' ? 'general:updatedCountSuccessfully' : 'general:deletedCountSuccessfully';
  return reply.send({ ...result, message: t(key, { count: result.docs.length, label }) } satisfies BulkResponse);
}
