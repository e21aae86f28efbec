import { type Atrium, NotFound } from '@atrium/core';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { collectionRoutes } from './routes/collections.ts';
import { globalRoutes } from './routes/globals.ts';
import { createErrorHandler } from './utilities/errorHandler.ts';
import { ResponseCache, type ResponseCacheOptions } from './utilities/responseCache.ts';

export type ServerOptions = {
  /** Fastify's logger option. Defaults to `false`. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Keep finished responses of pure reads until the data changes (needs an adapter with a change token:
   * SQLite). `false` turns it off. Defaults to on.
   */
  responseCache?: false | ResponseCacheOptions;
};

/** The HTTP server: REST routes under `routes.api`, over the operations of `atrium`. */
export async function createServer(atrium: Atrium, options: ServerOptions = {}): Promise<FastifyInstance> {
  const { config } = atrium;
  const cache = options.responseCache === false ? undefined : new ResponseCache(config.db, options.responseCache);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimit,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: {
      ignoreTrailingSlash: true,
      maxParamLength: 500,
      // Query strings are parsed by the routes with qs at the spec's limits; Fastify's parser would truncate.
      querystringParser: () => ({}),
    },
  });
  app.setErrorHandler(createErrorHandler(config));
  app.setNotFoundHandler((request) => {
    throw new NotFound('error:routeNotFound', { method: request.method, url: request.url.split('?')[0] });
  });
  // Long queries arrive form-encoded with `X-HTTP-Method-Override: GET`; the route parses them with qs.
  // Clients that set a JSON content type on every request (a DELETE with no body) are not refused: an empty
  // JSON body is no body. Anything else goes through Fastify's parser, with its prototype-poisoning checks.
  const parseJSON = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) done(null, undefined);
    else parseJSON(request, body as string, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  await app.register(
    async (api) => {
      globalRoutes(api, atrium, cache);
      collectionRoutes(api, atrium, cache);
    },
    { prefix: config.routes.api },
  );
  app.addHook('onClose', async () => {
    await atrium.destroy();
  });
  return app;
}
