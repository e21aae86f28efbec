import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminDistDir, ensureAdminBuilt } from '@atrium/admin/build';
import { type Config, createAtrium } from '@atrium/core';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { demoConfig } from '@atrium/demo/config';
import { seed } from '@atrium/demo/seed';
import { createServer } from '@atrium/server';
import { specimens } from './specimens.ts';
import { adminUser, editorUser } from './users.ts';

/**
 * The browser tests' server: the demo config plus the specimens collection, on a fresh SQLite file, with the
 * admin served from its build. Env: PORT (default: any free port), SEED_POSTS (default 24; 0 leaves the
 * database empty), USERS (default `1`: creates the admin and the editor; `0` for the first-user flow),
 * ADMIN_DIST (serve this build folder instead of building the admin into its own).
 * Prints `ATRIUM_READY <url>` when it listens.
 */
const port = Number(process.env.PORT ?? 0);
const seedPosts = Number(process.env.SEED_POSTS ?? 24);
const withUsers = process.env.USERS !== '0';

const adminDir = process.env.ADMIN_DIST || adminDistDir;
if (!process.env.ADMIN_DIST) await ensureAdminBuilt();
const dir = mkdtempSync(join(tmpdir(), 'atrium-e2e-'));
const base = demoConfig({ db: sqliteAdapter({ filename: join(dir, 'atrium.db') }), secret: 'e2e-secret-e2e-secret-e2e-secret' });
const config: Config = { ...base, collections: [...(base.collections ?? []), specimens] };
const atrium = await createAtrium(config);
if (seedPosts > 0) await seed(atrium, { posts: seedPosts });
if (withUsers) {
  for (const user of [adminUser, editorUser]) {
    await atrium.create({ collection: 'users', data: user, overrideAccess: true });
  }
}
const server = await createServer(atrium, { admin: { dir: adminDir }, rateLimit: false });
await server.listen({ port, host: '127.0.0.1' });
const address = server.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
console.log(`ATRIUM_READY ${url}`);

const close = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
