import { type AtriumRequest, isReadCacheable, rawJSON } from '@atrium/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseCache } from './responseCache.ts';

const json = 'application/json; charset=utf-8';

/**
 * Answers a GET read: from the response cache when it holds this URL for this user and nothing changed
 * since, else by running `produce`. Results whose documents were never touched are sent as their stored
 * bytes; everything else is serialized once, and stored when the read is cacheable.
 */
export async function serveRead(
  cache: ResponseCache | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  req: AtriumRequest,
  target: { collection: string } | { global: string },
  produce: () => Promise<object>,
): Promise<FastifyReply> {
  const token =
    cache?.enabled && request.method === 'GET' && isReadCacheable(req.config, target) ? cache.currentToken() : undefined;
  // Different users may see different documents once access control applies, so the user is part of the key.
  const key =
    token === undefined ? undefined : `${req.user ? `${req.user.collection ?? ''}:${req.user.id}` : ''}\n${request.url}`;
  if (key !== undefined) {
    const hit = cache!.get(key, token!);
    if (hit) return reply.header('x-atrium-cache', 'hit').type(json).send(hit);
  }
  const result = await produce();
  const body = rawJSON(result) ?? Buffer.from(JSON.stringify(result));
  if (key !== undefined) {
    cache!.set(key, token!, body);
    reply.header('x-atrium-cache', 'miss');
  }
  return reply.type(json).send(body);
}
