import {
  type Atrium,
  findDocumentLock,
  findDocumentLocks,
  type LockResponse,
  type LocksResponse,
  type LockTakenResponse,
  lockDocument,
  type MessageResponse,
  releaseDocumentLock,
} from '@atrium/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildRequest } from '../utilities/buildRequest.ts';
import { readFlag } from '../utilities/parseQuery.ts';

type Target = { collection?: string; id?: string; global?: string };

/**
 * Document locks (Atrium's routes; Payload's admin reaches its lock rows through server functions instead):
 * `GET` who is editing (`GET /:slug/locks`: every active lock of a collection), `POST` take or renew the caller's lock (`?takeOver=true` takes it from someone else, with
 * `unlock` access), `DELETE` let go of it. On `/:slug/:id/lock` for a collection's document and
 * `/globals/:slug/lock` for a global. The rows themselves are readable as the `payload-locked-documents` collection.
 */
export function lockRoutes(app: FastifyInstance, atrium: Atrium) {
  // A lock changes by the second and is about one user's session: never kept by a cache.
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  const handleFind = async (request: FastifyRequest, reply: FastifyReply, target: Target): Promise<LockResponse> => {
    const { req } = buildRequest(atrium, request);
    noStore(reply);
    return { lock: await findDocumentLock({ req, ...target }) };
  };
  const handleLock = async (request: FastifyRequest, reply: FastifyReply, target: Target): Promise<LockTakenResponse> => {
    const { query, req } = buildRequest(atrium, request);
    noStore(reply);
    const lock = await lockDocument({ req, ...target, takeOver: readFlag(query.takeOver) ?? false });
    return { lock, message: req.t('lock:lockTaken') };
  };
  const handleRelease = async (request: FastifyRequest, reply: FastifyReply, target: Target): Promise<MessageResponse> => {
    const { req } = buildRequest(atrium, request);
    noStore(reply);
    await releaseDocumentLock({ req, ...target });
    return { message: req.t('lock:lockReleased') };
  };

  app.get<{ Params: { slug: string } }>('/:slug/locks', async (request, reply): Promise<LocksResponse> => {
    const { req } = buildRequest(atrium, request);
    noStore(reply);
    return { locks: await findDocumentLocks({ req, collection: request.params.slug }) };
  });

  type DocumentParams = { Params: { slug: string; id: string } };
  const documentPath = '/:slug/:id/lock';
  const documentOf = (request: FastifyRequest<DocumentParams>) => ({ collection: request.params.slug, id: request.params.id });
  app.get<DocumentParams>(documentPath, (request, reply) => handleFind(request, reply, documentOf(request)));
  app.post<DocumentParams>(documentPath, (request, reply) => handleLock(request, reply, documentOf(request)));
  app.delete<DocumentParams>(documentPath, (request, reply) => handleRelease(request, reply, documentOf(request)));

  type GlobalParams = { Params: { slug: string } };
  const globalPath = '/globals/:slug/lock';
  const globalOf = (request: FastifyRequest<GlobalParams>) => ({ global: request.params.slug });
  app.get<GlobalParams>(globalPath, (request, reply) => handleFind(request, reply, globalOf(request)));
  app.post<GlobalParams>(globalPath, (request, reply) => handleLock(request, reply, globalOf(request)));
  app.delete<GlobalParams>(globalPath, (request, reply) => handleRelease(request, reply, globalOf(request)));
}
