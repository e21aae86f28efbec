/**
 * One Atrium server in a process of its own, for tests that need two servers on one database (SQLite blocks its
 * whole thread while it waits for another connection's write lock, so two servers in one process would stall
 * each other). Usage: `tsx firstRegisterServer.ts sqlite <file>` or `… postgres <schema>`; prints
 * `{"port": n}` once listening, and stops on SIGTERM.
 */
import { createAtrium } from '@atrium/core';
import { postgresAdapter } from '@atrium/db-postgres';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { createServer } from '@atrium/server';
import { postgresTestURL } from '../helpers/database.ts';
import { generousLimits } from './authFixtures.ts';

const [dialect, where, secret] = process.argv.slice(2);
const db =
  dialect === 'postgres'
    ? postgresAdapter({ connectionString: postgresTestURL(), schema: where })
    : sqliteAdapter({ filename: where });
const atrium = await createAtrium({
  collections: [{ slug: 'users', auth: true, fields: [{ name: 'name', type: 'text' }] }],
  db,
  secret,
});
const app = await createServer(atrium, generousLimits);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
