/**
 * One Atrium server with the locking suites' config in a process of its own (SQLite blocks its whole thread while
 * it waits for another connection's write lock, so two servers in one process would stall each other). Usage:
 * `tsx lockServer.ts sqlite <file> <secret>` or `… postgres <schema> <secret>`; prints `{"port": n}` once
 * listening, and stops on SIGTERM.
 */
import { createServer } from '@atrium/server';
import { lockAtrium } from './lockConfig.ts';

const [dialect, where, secret] = process.argv.slice(2);
const app = await createServer(await lockAtrium(dialect, where, secret));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
