import { type Atrium, NotFound, preferencesSlug } from '@atrium/core';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { type AdminOptions, adminRoutes } from './admin/adminRoutes.ts';
import { createAuthenticator } from './auth/authenticateRequest.ts';
import { createRateLimitStore, RateLimiter, type RateLimitRule, type RateLimitStore } from './rateLimit/index.ts';
import { accessRoutes } from './routes/access.ts';
import { authRoutes } from './routes/auth.ts';
import { collectionRoutes } from './routes/collections.ts';
import { formStateRoutes } from './routes/formState.ts';
import { globalRoutes } from './routes/globals.ts';
import { preferenceRoutes } from './routes/preferences.ts';
import { seoRoutes } from './routes/seo.ts';
import { createErrorHandler } from './utilities/errorHandler.ts';
import { registerJSONBodyParser } from './utilities/jsonBodyParser.ts';
import { ResponseCache, type ResponseCacheOptions } from './utilities/responseCache.ts';

export type ServerOptions = {
  /** Fastify's logger option. Defaults to `false`. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Keep finished responses of pure reads until the data changes (needs an adapter with a change token:
   * SQLite). `false` turns it off. Defaults to on.
   */
  responseCache?: false | ResponseCacheOptions;
  /**
   * Per-IP limits on sign-in, first-register, forgot/reset-password and failed API keys, counted in memory
   * (one process) or in Redis (`redisURL`, shared by every server). `false` turns them off. Defaults to memory.
   */
  rateLimit?: false | { redisURL?: string; store?: RateLimitStore; rules?: Partial<Record<RateLimitRuleName, RateLimitRule>> };
  /**
   * Behind a reverse proxy, which proxies to trust for the client IP that rate limits count: their addresses
   * (`'10.0.0.1'`, `'10.0.0.0/8'`) or how many hops (`1`). Never `true` on a public server: it trusts every hop,
   * so a client could name any IP in `X-Forwarded-For` and escape the limits. Defaults to `false`.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Serve the prebuilt admin panel at `routes.admin`. Defaults to not serving it. */
  admin?: AdminOptions;
};

export type RateLimitRuleName = 'login' | 'firstRegister' | 'forgotPassword' | 'resetPassword' | 'apiKeyFailures';

const minute = 60_000;
/** Per IP: generous for an office behind one address, tight enough to make guessing pointless. */
export const defaultRateLimits: Record<RateLimitRuleName, RateLimitRule> = {
  login: { max: 30, windowMs: 5 * minute },
  firstRegister: { max: 10, windowMs: 60 * minute },
  forgotPassword: { max: 5, windowMs: 15 * minute },
  resetPassword: { max: 10, windowMs: 15 * minute },
  apiKeyFailures: { max: 20, windowMs: 15 * minute },
};

/** The HTTP server: REST routes under `routes.api`, over the operations of `atrium`. */
export async function createServer(atrium: Atrium, options: ServerOptions = {}): Promise<FastifyInstance> {
  const { config } = atrium;
  const cache = options.responseCache === false ? undefined : new ResponseCache(config.db, options.responseCache);
  const limiter =
    options.rateLimit === false
      ? undefined
      : new RateLimiter(options.rateLimit?.store ?? createRateLimitStore(options.rateLimit?.redisURL), {
          ...defaultRateLimits,
          ...options.rateLimit?.rules,
        });
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
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
  registerJSONBodyParser(app);
  // Long queries arrive form-encoded with `X-HTTP-Method-Override: GET`; the route parses them with qs.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  const { origins, headers } = config.cors;
  if (origins === '*' || origins.length > 0) {
    await app.register(cors, {
      origin: origins === '*' ? true : origins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      allowedHeaders: [
        'Content-Type',
        'Authorization',
        'Accept-Language',
        'X-HTTP-Method-Override',
        'X-Atrium-Updated-At',
        ...headers,
      ],
      exposedHeaders: ['Retry-After'],
    });
  }

  await app.register(
    async (api) => {
      api.addHook('preHandler', createAuthenticator(atrium, limiter));
      accessRoutes(api, atrium);
      authRoutes(api, atrium, limiter);
      globalRoutes(api, atrium, cache);
      formStateRoutes(api, atrium);
      seoRoutes(api, atrium);
      if (config.collectionsBySlug[preferencesSlug]) preferenceRoutes(api, atrium);
      collectionRoutes(api, atrium, cache);
    },
    { prefix: config.routes.api },
  );
  if (options.admin) await adminRoutes(app, atrium, options.admin);
  app.addHook('onClose', async () => {
    await limiter?.close();
    await atrium.destroy();
  });
  return app;
}
