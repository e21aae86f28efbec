import { adminDistDir, buildAdmin, isAdminBuilt } from '@atrium/admin/build';
import { createServer } from '@atrium/server';
import { loadEnv, reportFatal } from './env.ts';
import { registerFormPages } from './formPages/index.ts';
import { openDemo } from './open.ts';
import { seededCollections } from './seed/collections.ts';
import type { Atrium } from './seed/index.ts';
import { closeOnSignals } from './shutdown.ts';
import { databaseFailure } from './startupFailure.ts';

/** True when none of the demo collections holds a document, so seeding cannot collide with real content. */
async function isEmpty(atrium: Atrium): Promise<boolean> {
  for (const collection of seededCollections) {
    const { totalDocs } = await atrium.count({ collection, overrideAccess: true });
    if (totalDocs > 0) return false;
  }
  return true;
}

/**
 * The demo server (`npm start` runs its build, `apps/demo/dist/start.js`): opens the database, seeds a fresh one,
 * serves the REST API until SIGINT/SIGTERM. Whether the admin's build is older than its sources is `npm start`'s
 * question (`scripts/start.mjs`), asked before this starts; here a missing build is built, nothing more.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const atrium = await openDemo(env).catch(databaseFailure(env.database));

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
  const server = await createServer(atrium, {
    admin: { dir: adminDistDir },
    logger: env.logger,
    requestLogs: env.requestLogs,
    responseCache: env.responseCache ? { maxBytes: env.responseCacheBytes } : false,
    metrics: env.metrics,
    rateLimit: { redisURL: env.redisURL },
    trustProxy: env.trustProxy,
  });
  registerFormPages(server, atrium);
  await server.listen({ port: env.port, host: env.host });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  const api = `http://localhost:${port}${atrium.config.routes.api}`;
  console.log(
    `Atrium is listening on http://localhost:${port}: admin at http://localhost:${port}${atrium.config.routes.admin}, REST API at ${api}`,
  );
  console.log(`Public form pages at http://localhost:${port}/forms/<form id> (add ?locale=de or ?locale=ar).`);
  console.log(
    env.smtp ? `Email goes to ${env.smtp.host}:${env.smtp.port}.` : 'Email goes to this log (set SMTP_HOST to send it).',
  );
  if ((await atrium.count({ collection: 'users', overrideAccess: true })).totalDocs === 0) {
    console.log(
      `No user yet: open the admin to create the first (administrator) account, or use\n  curl -X POST ${api}/users/first-register -H 'Content-Type: application/json' -d '{"email":"you@example.com","password":"a long passphrase","name":"You"}'`,
    );
  }

  // Closing the server also destroys `atrium` (the server's onClose hook), which closes the database.
  closeOnSignals(server, { deadline: env.shutdownTimeout });
}

main().catch(reportFatal);
