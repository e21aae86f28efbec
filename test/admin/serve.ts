import { appendFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminDistDir, ensureAdminBuilt } from '@atrium/admin/build';
import { type CollectionConfig, type Config, createAtrium } from '@atrium/core';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { demoConfig } from '@atrium/demo/config';
import { registerFormPages } from '@atrium/demo/formPages';
import { seed } from '@atrium/demo/seed';
import { formBuilderPlugin } from '@atrium/plugin-form-builder';
import { createServer } from '@atrium/server';
import { memos } from './memos.ts';
import { photos } from './photos.ts';
import { notes, revisions } from './revisions.ts';
import { specimens } from './specimens.ts';
import { adminUser, editorUser } from './users.ts';

/**
 * The browser tests' server: the demo config plus the specimens collection, on a fresh SQLite file, with the
 * admin served from its build. Env: PORT (default: any free port), SEED_POSTS (default 24; 0 leaves the
 * database empty), USERS (default `1`: creates the admin and the editor; `0` for the first-user flow),
 * ADMIN_DIST (serve this build folder instead of building the admin into its own), EMAIL_OUTBOX (a file that
 * receives every email as one JSON line, so a spec can follow a password-reset link; default: the server log),
 * LOGIN_LIMIT (sign-ins per IP per minute; default: no rate limits, since every spec signs in a lot), DATA_DIR
 * (keep the database in this folder: a server started again on it finds its data, and seeds nothing), MEMOS=1
 * (adds the `memos` collection: drafts with a quick autosave and a preview address), PHOTOS=1 (adds the `photos` upload
 * collection, with three image sizes), FORMS=1 (the form builder with its payment block, unless the demo has it already).
 * Users may also hold the test-only role `subscriber`: signed in, but refused the admin (the demo's `staff`).
 * Prints `ATRIUM_READY <url>` when it listens.
 */
const port = Number(process.env.PORT ?? 0);
const seedPosts = Number(process.env.SEED_POSTS ?? 24);
const withUsers = process.env.USERS !== '0';

const adminDir = process.env.ADMIN_DIST || adminDistDir;
if (!process.env.ADMIN_DIST) await ensureAdminBuilt();
const dataDir = process.env.DATA_DIR;
if (dataDir) mkdirSync(dataDir, { recursive: true });
const dir = dataDir || mkdtempSync(join(tmpdir(), 'atrium-e2e-'));
const isFresh = !existsSync(join(dir, 'atrium.db'));
const base = demoConfig({
  db: sqliteAdapter({ filename: join(dir, 'atrium.db') }),
  secret: 'e2e-secret-e2e-secret-e2e-secret',
  uploadsDir: join(dir, 'uploads'),
});
const outbox = process.env.EMAIL_OUTBOX;
const config: Config = {
  ...base,
  collections: [
    ...(base.collections ?? []).map(withSubscriberRole),
    specimens,
    revisions,
    notes,
    ...(process.env.MEMOS === '1' ? [memos] : []),
    ...(process.env.PHOTOS === '1' ? [photos(dir)] : []),
  ],
  ...(outbox ? { email: { send: (message) => appendFileSync(outbox, `${JSON.stringify(message)}\n`) } } : {}),
  ...(process.env.FORMS === '1' && !(await hasForms(base))
    ? { plugins: [...(base.plugins ?? []), formBuilderPlugin({ fields: { payment: true } })] }
    : {}),
};
const atrium = await createAtrium(config);
if (isFresh && seedPosts > 0) await seed(atrium, { posts: seedPosts });
if (isFresh && withUsers) {
  for (const user of [adminUser, editorUser]) {
    await atrium.create({ collection: 'users', data: user, overrideAccess: true });
  }
}
const loginLimit = Number(process.env.LOGIN_LIMIT ?? 0);
const server = await createServer(atrium, {
  admin: { dir: adminDir },
  rateLimit: loginLimit > 0 ? { rules: { login: { max: loginLimit, windowMs: 60_000 } } } : false,
});
// The demo's public form pages (`/forms/:id`), as `npm start` serves them.
registerFormPages(server, atrium);
await server.listen({ port, host: '127.0.0.1' });
const address = server.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
console.log(`ATRIUM_READY ${url}`);

/** The demo's users with one more role option, `subscriber`, which the demo's admin access refuses. */
function withSubscriberRole(collection: CollectionConfig): CollectionConfig {
  if (collection.slug !== 'users') return collection;
  const fields = collection.fields.map((field) =>
    field.type === 'select' && field.name === 'roles'
      ? { ...field, options: [...field.options, { label: 'Subscriber', value: 'subscriber' }] }
      : field,
  );
  return { ...collection, fields };
}

const close = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());

/** Whether the config's own plugins already add the form builder's `forms` collection. */
async function hasForms(config: Config): Promise<boolean> {
  let built = config;
  for (const plugin of config.plugins ?? []) built = await plugin(built);
  return (built.collections ?? []).some((collection) => collection.slug === 'forms');
}
