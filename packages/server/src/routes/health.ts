import type { Atrium } from '@atrium/core';
import type { FastifyInstance } from 'fastify';

/** How long readiness waits for the database before it says it is not ready. */
const readyTimeoutMs = 2_000;
/** What a `503` from readiness asks the caller to wait before asking again, in seconds. */
const retryAfterSeconds = 5;

/**
 * `GET /health` (liveness: the process answers; nothing else is asked, so a slow database never gets a healthy
 * server restarted) and `GET /health/ready` (readiness: the database answers a trivial query within two seconds,
 * and the server is not shutting down; otherwise `503` with `Retry-After`, so a load balancer sends traffic
 * elsewhere). Neither needs credentials, is rate limited or is cached, and neither says more than its status.
 */
export function healthRoutes(app: FastifyInstance, atrium: Atrium, isClosing: () => boolean) {
  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/health/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const notReady = (status: 'closing' | 'unavailable') => {
      reply.code(503).header('retry-after', String(retryAfterSeconds));
      return { status };
    };
    if (isClosing()) return notReady('closing');
    const { db } = atrium.config;
    if (db.ping) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), readyTimeoutMs);
      });
      try {
        const answer = await Promise.race([db.ping().then(() => 'ok' as const), timedOut]);
        if (answer === 'timeout') return notReady('unavailable');
      } catch {
        return notReady('unavailable');
      } finally {
        clearTimeout(timer);
      }
    }
    return isClosing() ? notReady('closing') : { status: 'ready' };
  });
}
