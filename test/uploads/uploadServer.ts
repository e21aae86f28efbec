/**
 * An Atrium server in a process of its own, so a test can watch its memory (resident set size) while it refuses a
 * huge upload. Usage: `tsx uploadServer.ts sqlite <file> <root> <secret>` or `… postgres <schema> <root> <secret>`;
 * stores under `<root>`, spools to `<root>/.spool`, prints `{"port":…}` once listening, and stops on SIGTERM.
 */
import { join } from 'node:path';
import { createAtrium } from '@atrium/core';
import { postgresAdapter } from '@atrium/db-postgres';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { createServer } from '@atrium/server';
import { postgresTestURL } from '../helpers/database.ts';
import { largeLimit } from './restConfig.ts';

const [dialect, where, root, secret] = process.argv.slice(2);
const db =
  dialect === 'postgres'
    ? postgresAdapter({ connectionString: postgresTestURL(), schema: where })
    : sqliteAdapter({ filename: where });
const anyone = () => true;
const atrium = await createAtrium({
  db,
  secret,
  collections: [
    {
      slug: 'large',
      access: { read: anyone, create: anyone, update: anyone, delete: anyone },
      upload: { staticDir: join(root, 'large'), filesizeLimit: largeLimit },
      fields: [],
    },
  ],
});
const app = await createServer(atrium, { rateLimit: false, tempFileDir: join(root, '.spool'), jobs: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
