import { type Atrium, Unauthorized } from '@atrium/core';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { clusterMetricsReader } from './clusterMetrics.ts';

export type MetricsOptions = {
  /**
   * When set, `GET /metrics` answers only requests with `Authorization: Bearer <token>` (else 401); without it,
   * anyone who can reach the server reads the figures, so keep the route behind the network's edge.
   */
  token?: string;
  /**
   * In a `node:cluster` worker whose primary runs `serveClusterMetrics`: answer the whole cluster's figures (every
   * worker's, gathered by the primary), not this worker's alone, which a scrape would reach only at random.
   * Defaults to `false`.
   */
  cluster?: boolean;
};

/**
 * Prometheus metrics at `GET <api>/metrics` (the text format): requests by method, route pattern and status,
 * their durations, response-cache hits and misses, the database pool where there is one, and Node's own process
 * figures. Each server has its own registry (a cluster's workers answer them summed: `cluster`). Off unless
 * `createServer`'s `metrics` turns it on.
 */
export function registerMetrics(app: FastifyInstance, atrium: Atrium, prefix: string, options: MetricsOptions): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'atrium_' });
  const requests = new Counter({
    name: 'atrium_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'atrium_http_request_duration_seconds',
    help: 'Time from receiving a request to having sent its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'atrium_response_cache_lookups_total',
    help: 'Reads the response cache could answer (hit) or had to run (miss).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const { db } = atrium.config;
  if (db.connections) {
    const connections = db.connections;
    new Gauge({
      name: 'atrium_db_pool_connections',
      help: 'Database pool connections: open, idle among them, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = connections();
        this.set({ state: 'open' }, stats.open);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, not its address: one series per route however many documents there are.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    const cache = reply.getHeader('x-atrium-cache');
    if (cache === 'hit' || cache === 'miss') cacheLookups.inc({ result: cache });
  });

  const read = options.cluster ? clusterMetricsReader(registry) : () => registry.metrics();
  app.get(`${prefix}/metrics`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Answered by the API's error handler: its shape, in the caller's language.
    if (options.token !== undefined && request.headers.authorization !== `Bearer ${options.token}`) throw new Unauthorized();
    return reply.type(registry.contentType).send(await read());
  });
}
