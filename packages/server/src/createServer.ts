import { type Atrium, echo, lockedDocumentsSlug, NotFound, preferencesSlug } from '@atrium/core';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { type AdminOptions, adminRoutes } from './admin/adminRoutes.ts';
import { createAuthenticator } from './auth/authenticateRequest.ts';
import {
  createRateLimitStore,
  RateLimiter,
  type RateLimitRule,
  type RateLimitStore,
  type RateLimitStoreOptions,
  type StoreSwitchLog,
} from './rateLimit/index.ts';
import { accessRoutes } from './routes/access.ts';
import { authRoutes } from './routes/auth.ts';
import { collectionRoutes } from './routes/collections.ts';
import { endpointRoutes } from './routes/endpoints.ts';
import { formStateRoutes } from './routes/formState.ts';
import { globalRoutes } from './routes/globals.ts';
import { healthRoutes } from './routes/health.ts';
import { lockRoutes } from './routes/locks.ts';
import { preferenceRoutes } from './routes/preferences.ts';
import { previewRoutes } from './routes/preview.ts';
import { scheduleRoutes } from './routes/schedule.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { versionRoutes } from './routes/versions.ts';
import { unsupportedMediaType } from './uploads/readMultipart.ts';
import { createClientErrorHandler } from './utilities/clientErrorHandler.ts';
import { createErrorHandler, maxParamLength } from './utilities/errorHandler.ts';
import { registerJSONBodyParser } from './utilities/jsonBodyParser.ts';
import type { MetricsOptions } from './utilities/metrics.ts';
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
   * (one process), in Redis (`redisURL`, shared by every server) or in a `node:cluster` primary (`cluster: true`
   * in its workers, shared by them; see `serveClusterRateLimits`); while Redis or the primary does not answer, in
   * memory, with a warning logged. `store` counts in a store of your own. `false` turns them off. Defaults to memory.
   */
  rateLimit?:
    | false
    | (RateLimitStoreOptions & { store?: RateLimitStore; rules?: Partial<Record<RateLimitRuleName, RateLimitRule>> });
  /**
   * Behind a reverse proxy, which proxies to trust for the client IP that rate limits count and for the protocol
   * (`X-Forwarded-Proto: https` makes the login cookie `Secure`): their addresses (`'10.0.0.1'`, `'10.0.0.0/8'`,
   * `'loopback'`). Not `true`, which would trust every hop (a client could name any IP in `X-Forwarded-For` and
   * escape the limits), nor a hop count, with which Fastify trusts no address at all (every visitor would share
   * the proxy's IP, and so one rate limit). Without it, `X-Forwarded-*` headers change nothing. Defaults to none.
   */
  trustProxy?: string | string[];
  /** Serve the prebuilt admin panel at `routes.admin`. Defaults to not serving it. */
  admin?: AdminOptions;
  /**
   * Run due jobs (scheduled publishing, the config's tasks) in this process while the server is up. `false` leaves
   * them to other servers on the database. Defaults to `true`.
   */
  jobs?: boolean;
  /** The folder multipart uploads are spooled to while they are read (each request's spool is removed after). Defaults to the system's temp folder. */
  tempFileDir?: string;
  /**
   * Prometheus metrics at `GET <api>/metrics`: requests by route and status, durations, response-cache hits, the
   * database pool, Node's process figures. `true`, or `{ token }` to ask for `Authorization: Bearer <token>`.
   * Defaults to off (counting every request costs a little).
   */
  metrics?: boolean | MetricsOptions;
  /**
   * One structured line per answered request on `logger` (at `info`): method, path (without its query string),
   * route pattern, status, milliseconds and the response cache's verdict. Defaults to off.
   */
  requestLogs?: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads `multipart/form-data` bodies itself (uploads); elsewhere they are a 415. */
    acceptsMultipart?: boolean;
    /** The route sets its own `Cache-Control`, which the signed-in `private, no-store` must not replace. */
    ownsCacheControl?: boolean;
  }
}

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
  // Switching between Redis and memory is logged where the server logs; with no logger, on the console, as
  // an operator must learn that limits are no longer shared. Called only once requests arrive, after `app` exists.
  const storeLog: StoreSwitchLog = {
    warn: (message) => (options.logger ? app.log.warn(message) : console.warn(`[atrium] ${message}`)),
    info: (message) => (options.logger ? app.log.info(message) : console.info(`[atrium] ${message}`)),
  };
  const limiter =
    options.rateLimit === false
      ? undefined
      : new RateLimiter(options.rateLimit?.store ?? createRateLimitStore(options.rateLimit ?? {}, storeLog), {
          ...defaultRateLimits,
          ...options.rateLimit?.rules,
        });
  const handleError = createErrorHandler(config);
  const app = Fastify({
    // What Fastify and Node refuse on their own (a path that does not decode, headers too large) answers in the
    // API's error shape too.
    frameworkErrors: (error, request, reply) => void handleError(error, request, reply),
    clientErrorHandler: createClientErrorHandler(config),
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: config.bodyLimit,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: {
      ignoreTrailingSlash: true,
      maxParamLength,
      // Query strings are parsed by the routes with qs at the spec's limits; Fastify's parser would truncate.
      querystringParser: () => ({}),
    },
  });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request) => {
    throw new NotFound('error:routeNotFound', { method: request.method, url: echo(request.url.split('?')[0]) });
  });
  registerJSONBodyParser(app);
  // Long queries arrive form-encoded with `X-HTTP-Method-Override: GET`; the route parses them with qs.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  // A request still running when close() starts answers with `Connection: close`: Fastify only ends the sockets
  // that are idle at that moment, and a kept-alive one would hold close() for keepAliveTimeout (72 s).
  let isClosing = false;
  app.addHook('preClose', (done) => {
    isClosing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });

  // Liveness and readiness, before anything that authenticates, limits or caches.
  await app.register(async (health) => healthRoutes(health, atrium, () => isClosing), { prefix: config.routes.api });
  // On the root instance, so its hook sees every request (the admin's and the API's).
  if (options.metrics) {
    // prom-client loads only when metrics are on.
    const { registerMetrics } = await import('./utilities/metrics.ts');
    registerMetrics(app, atrium, config.routes.api, options.metrics === true ? {} : options.metrics);
  }
  if (options.requestLogs) {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      // The path alone: query strings can carry what should not be logged. A route with a token in its path
      // (email verification) is logged by its pattern.
      const path = route?.includes(':token') ? route : request.url.split('?')[0];
      request.log.info(
        {
          method: request.method,
          path,
          route: route ?? null,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          cache: reply.getHeader('x-atrium-cache') ?? null,
        },
        'request',
      );
    });
  }

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

  // Answers are never read as another type than they say (a JSON error shown as HTML, a download run as script).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  await app.register(
    async (api) => {
      // Multipart bodies are streamed by the routes that take files (creates and updates of upload collections);
      // every other route refuses them as it refuses any type but JSON.
      await api.register(multipart);
      api.addHook('preValidation', async (request) => {
        if (request.isMultipart() && !request.routeOptions.config.acceptsMultipart) throw unsupportedMediaType();
      });
      api.addHook('preHandler', createAuthenticator(atrium, limiter, cache !== undefined));
      // What a signed-in caller reads is theirs: no shared proxy and no browser history keeps it. Anonymous
      // reads keep their caching. Routes that set their own policy (stored files) keep it.
      api.addHook('onSend', async (request, reply) => {
        if (request.routeOptions.config.ownsCacheControl && reply.statusCode < 400) return;
        if (request.authentication?.user && !/\bno-store\b/.test(String(reply.getHeader('cache-control') ?? '')))
          reply.header('Cache-Control', 'private, no-store');
      });
      endpointRoutes(api, atrium);
      accessRoutes(api, atrium);
      authRoutes(api, atrium, limiter);
      previewRoutes(api, atrium);
      globalRoutes(api, atrium, cache);
      formStateRoutes(api, atrium);
      scheduleRoutes(api, atrium);
      if (config.collectionsBySlug[preferencesSlug]) preferenceRoutes(api, atrium);
      // Before the collection routes, whose `/:slug/:id` would otherwise take `/:slug/versions`.
      versionRoutes(api, atrium);
      if (config.collectionsBySlug[lockedDocumentsSlug]) lockRoutes(api, atrium);
      uploadRoutes(api, atrium);
      collectionRoutes(api, atrium, cache, options.tempFileDir);
    },
    { prefix: config.routes.api },
  );
  if (options.admin) await adminRoutes(app, atrium, options.admin);
  if (options.jobs !== false) {
    app.addHook('onReady', async () => atrium.jobs.start());
    // Before the database closes: the job in progress finishes (or rolls back) first.
    app.addHook('preClose', async () => atrium.jobs.stop());
  }
  app.addHook('onClose', async () => {
    await limiter?.close();
    await atrium.destroy();
  });
  return app;
}
