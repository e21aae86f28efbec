import autocannon from 'autocannon';

/** How each route is driven. */
export type LoadOptions = { connections: number; duration: number; warmup: number };

/** One request shape: method, path with query, headers (credentials), optional JSON body made fresh for every request. */
export type RequestShape = {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: () => unknown;
};

/** What the table shows for one target. */
export type LoadResult = { requestsPerSec: number; p50: number; p99: number; non2xx: number; errors: number; total: number };

function run(origin: string, shape: RequestShape, connections: number, duration: number): Promise<autocannon.Result> {
  const { body } = shape;
  return autocannon({
    url: origin,
    connections,
    duration,
    requests: [
      {
        method: shape.method,
        path: shape.path,
        headers: { ...shape.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        // Writes get a fresh body per request (unique slugs, changing titles). autocannon calls any
        // `setupRequest` key it finds, so reads must not carry one at all.
        ...(body ? { setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(body()) }) } : {}),
      },
    ],
  });
}

/** Warms the target up (results discarded, lets the JIT settle), then measures it. */
export async function measure(origin: string, shape: RequestShape, options: LoadOptions): Promise<LoadResult> {
  if (options.warmup > 0) await run(origin, shape, options.connections, options.warmup);
  const result = await run(origin, shape, options.connections, options.duration);
  return {
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}
