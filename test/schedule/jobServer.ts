/**
 * One Atrium server running the job runner in a process of its own, for the test of two servers on one database.
 * Usage: `tsx jobServer.ts sqlite <file> <secret>` or `… postgres <schema> <secret>`; prints `{"ready":true}` once
 * its runner has started, and stops on SIGTERM.
 */
import { createAtrium } from '@atrium/core';
import { postgresAdapter } from '@atrium/db-postgres';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { createServer } from '@atrium/server';
import { postgresTestURL } from '../helpers/database.ts';
import { scheduleConfig } from './config.ts';

const [dialect, where, secret] = process.argv.slice(2);
const db =
  dialect === 'postgres'
    ? postgresAdapter({ connectionString: postgresTestURL(), schema: where })
    : sqliteAdapter({ filename: where });
const atrium = await createAtrium({ ...scheduleConfig(), db, secret });
const app = await createServer(atrium, { rateLimit: false });
// Listening, as a real server does: it is what keeps the process up (the runner's timer does not hold it open).
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
