import cluster from 'node:cluster';
import { adminDistDir, buildAdmin, isAdminBuilt } from '@atrium/admin/build';
import { createRateLimitStore, createServer } from '@atrium/server';
import type { FastifyInstance } from 'fastify';
import { type DemoEnv, loadEnv, reportFatal } from './env.ts';
import { registerFormPages } from './formPages/index.ts';
import { openDemo } from './open.ts';
import { seededCollections } from './seed/collections.ts';
import type { Atrium } from './seed/index.ts';
import { closeOnSignals, shutdownMessage } from './shutdown.ts';
import { databaseFailure } from './startupFailure.ts';
import { superviseWorkers } from './workers.ts';

/** True when none of the demo collections holds a document, so seeding cannot collide with real content. */
async function isEmpty(atrium: Atrium): Promise<boolean> {
  for (const collection of seededCollections) {
    const { totalDocs } = await atrium.count({ collection, overrideAccess: true });
    if (totalDocs > 0) return false;
  }
  return true;
}

/**
 * The work done once per start, before anything serves: the database is opened (its tables and indexes created),
 * a fresh one seeded, a missing admin build built. With workers, the primary does it alone, so they never race at
 * it. Whether the admin's build is older than its sources is `npm start`'s question (`scripts/start.mjs`), asked
 * before this starts.
 */
async function prepare(atrium: Atrium): Promise<void> {
  if (await isEmpty(atrium)) {
    process.stdout.write('Empty database: adding the demo content… ');
    // The seed's content and image code load only for an empty database.
    const { seed } = await import('./seed/index.ts');
    const summary = await seed(atrium);
    console.log(
      `${summary.posts} posts, ${summary.pages} pages, ${summary.media} images, ${summary.forms} forms in ${summary.ms} ms.`,
    );
  }
  if (!(await isAdminBuilt())) {
    await buildAdmin();
    console.log('Built the admin panel.');
  }
}

/** Serves the REST API, the admin and the form pages in this process until SIGINT/SIGTERM (or the primary asks). */
async function serve(env: DemoEnv, open: (rateLimitStore: ReturnType<typeof createRateLimitStore>) => Promise<Atrium>) {
  // One store for the server's limits and the form builder's: Redis when set, else the primary's memory in a
  // worker (shared by every worker), else this process's.
  // Its switches to memory and back are logged where the server logs (it exists by the time requests come).
  let server: FastifyInstance | undefined;
  const rateLimitStore = createRateLimitStore(
    { redisURL: env.redisURL, cluster: cluster.isWorker },
    {
      warn: (message) => (server && env.logger ? server.log.warn(message) : console.warn(`[atrium] ${message}`)),
      info: (message) => (server && env.logger ? server.log.info(message) : console.info(`[atrium] ${message}`)),
    },
  );
  const atrium = await open(rateLimitStore);
  server = await createServer(atrium, {
    admin: { dir: adminDistDir },
    logger: env.logger,
    requestLogs: env.requestLogs,
    responseCache: env.responseCache ? { maxBytes: env.responseCacheBytes } : false,
    // A worker answers the whole cluster's figures, gathered by the primary.
    metrics: env.metrics && cluster.isWorker ? { ...(env.metrics === true ? {} : env.metrics), cluster: true } : env.metrics,
    rateLimit: { store: rateLimitStore },
    trustProxy: env.trustProxy,
  });
  registerFormPages(server, atrium);
  // Closing the server also destroys `atrium` (the server's onClose hook), which closes the database.
  closeOnSignals(server, { deadline: env.shutdownTimeout });
  await server.listen({ port: env.port, host: env.host });
  const address = server.server.address();
  return { atrium, port: typeof address === 'object' && address ? address.port : env.port };
}

/** Whether nobody can sign in yet (the banner then says how to create the first user). */
async function hasNoUser(atrium: Atrium): Promise<boolean> {
  return (await atrium.count({ collection: 'users', overrideAccess: true })).totalDocs === 0;
}

/** What the person who started the server reads once it listens. */
function announce(atrium: Atrium, port: number, env: DemoEnv, { noUser }: { noUser: boolean }): void {
  const api = `http://localhost:${port}${atrium.config.routes.api}`;
  const processes = env.workers > 1 ? ` (${env.workers} worker processes)` : '';
  console.log(
    `Atrium is listening on http://localhost:${port}${processes}: admin at http://localhost:${port}${atrium.config.routes.admin}, REST API at ${api}`,
  );
  console.log(`Public form pages at http://localhost:${port}/forms/<form id> (add ?locale=de or ?locale=ar).`);
  console.log(
    env.smtp ? `Email goes to ${env.smtp.host}:${env.smtp.port}.` : 'Email goes to this log (set SMTP_HOST to send it).',
  );
  if (noUser) {
    console.log(
      `No user yet: open the admin to create the first (administrator) account, or use\n  curl -X POST ${api}/users/first-register -H 'Content-Type: application/json' -d '{"email":"you@example.com","password":"a long passphrase","name":"You"}'`,
    );
  }
}

/**
 * The demo server (`npm start` runs its build, `apps/demo/dist/start.js`): opens the database, seeds a fresh one,
 * serves until SIGINT/SIGTERM in one process or `ATRIUM_WORKERS`.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const openHere = (rateLimitStore?: ReturnType<typeof createRateLimitStore>) =>
    openDemo({ ...env, rateLimitStore }).catch(databaseFailure(env.database));

  if (cluster.isWorker) {
    // Asked to close before the server is up: nothing is in flight yet.
    const closeEarly = (message: unknown) => message === shutdownMessage && process.exit(0);
    process.on('message', closeEarly);
    await serve(env, openHere);
    process.off('message', closeEarly);
    return;
  }

  if (env.workers === 1) {
    const { atrium, port } = await serve(env, async (rateLimitStore) => {
      const atrium = await openHere(rateLimitStore);
      await prepare(atrium);
      return atrium;
    });
    announce(atrium, port, env, { noUser: await hasNoUser(atrium) });
    return;
  }

  // The primary serves nothing: it prepares the database and the admin, then forks the workers and watches them.
  // Nobody can sign up before the workers listen, so the banner's "no user yet" is known now.
  const atrium = await openHere();
  await prepare(atrium);
  const noUser = await hasNoUser(atrium);
  await atrium.destroy();
  superviseWorkers({
    count: env.workers,
    shutdownTimeout: env.shutdownTimeout,
    onListening: (port) => announce(atrium, port, env, { noUser }),
  });
}

main().catch(reportFatal);
