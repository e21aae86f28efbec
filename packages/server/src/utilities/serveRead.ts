import { type AtriumRequest, type DocumentID, rawJSON, readCacheScope } from '@atrium/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseCache } from './responseCache.ts';

const json = 'application/json; charset=utf-8';

/**
 * Answers a GET read: from the response cache when it holds this URL under the same read-access answers and
 * nothing changed since, else by running `produce`. Results whose documents were never touched are sent as
 * their stored bytes; everything else is serialized once, and stored when the read is cacheable.
 */
export async function serveRead(
  cache: ResponseCache | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  req: AtriumRequest,
  target: { collection: string; id?: DocumentID } | { global: string },
  produce: () => Promise<object>,
): Promise<FastifyReply> {
  const token = cache?.enabled && request.method === 'GET' ? (request.contentToken ?? cache.currentToken()) : undefined;
  // What each reader may see is decided by the read access answers, so they are part of the key: readers whose
  // answers agree (all editors, all anonymous visitors) share entries, and nobody is served another's view.
  const scope = token === undefined ? undefined : await readCacheScope(req, target, 'id' in target ? target.id : undefined);
  const key = scope === undefined ? undefined : `${scope.key}\n${request.url}`;
  // Only the auth collections the reader may see can show account state (failed logins, the lock).
  const stamp = scope && cache!.stampOf(scope.readable.filter((slug) => req.config.collectionsBySlug[slug]?.auth));
  if (key !== undefined) {
    const hit = cache!.get(key, token!, stamp!);
    if (hit) return reply.header('x-atrium-cache', 'hit').type(json).send(hit);
  }
  const result = await produce();
  const body = rawJSON(result) ?? Buffer.from(JSON.stringify(result));
  if (key !== undefined) {
    cache!.set(key, token!, stamp!, body);
    reply.header('x-atrium-cache', 'miss');
  }
  return reply.type(json).send(body);
}
