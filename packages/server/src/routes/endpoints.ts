import type { Atrium, Endpoint, EndpointRequest } from '@atrium/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildRequest } from '../utilities/buildRequest.ts';

/**
 * The config's, each collection's and each global's own endpoints (Payload's `endpoints`): `/api{path}`,
 * `/api/{slug}{path}`, `/api/globals/{slug}{path}`. Registered before the built-in routes so that a static path of
 * a plugin (`/my-plugin/run`) is not read as `/:slug/:id`. The handler gets the operation request with
 * the body, the path parameters and the query, and answers a web `Response`.
 */
export function endpointRoutes(app: FastifyInstance, atrium: Atrium) {
  const { config } = atrium;
  for (const endpoint of config.endpoints ?? []) mount(app, atrium, endpoint.path, endpoint);
  for (const collection of config.collections)
    for (const endpoint of collection.endpoints ?? []) mount(app, atrium, `/${collection.slug}${endpoint.path}`, endpoint);
  for (const global of config.globals)
    for (const endpoint of global.endpoints ?? []) mount(app, atrium, `/globals/${global.slug}${endpoint.path}`, endpoint);
}

function mount(app: FastifyInstance, atrium: Atrium, url: string, endpoint: Endpoint) {
  app.route({
    method: endpoint.method.toUpperCase() as 'GET',
    url,
    handler: async (request, reply) => send(reply, await endpoint.handler(endpointRequest(atrium, request))),
  });
}

function endpointRequest(atrium: Atrium, request: FastifyRequest): EndpointRequest {
  const { req } = buildRequest(atrium, request);
  const url = request.raw.url ?? '';
  const mark = url.indexOf('?');
  const data = request.body;
  return Object.assign(req, {
    data,
    json: async () => data,
    routeParams: { ...(request.params as Record<string, string>) },
    searchParams: new URLSearchParams(mark === -1 ? '' : url.slice(mark + 1)),
    atrium,
    payload: atrium,
  });
}

async function send(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}
