/**
 * The server `npm run bench:autosave` drives: a fresh SQLite file with two collections of the same fields, one
 * with versions, drafts and autosave (`drafted`) and one without versions (`plain`), served by `createServer` in
 * a child process so the editors' requests and the server do not share an event loop.
 */
import { type Access, type CollectionConfig, createAtrium, type Field } from '@atrium/core';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { createServer } from '@atrium/server';

const filename = process.env.BENCH_DB;
if (!filename || !process.send) throw new Error('BENCH_DB names the SQLite file; start this file with an IPC channel');

// The bench measures saving, not access: everyone may do everything, drafts included.
const anyone: Access = () => true;
const access = { read: anyone, create: anyone, update: anyone, delete: anyone, readVersions: anyone };

/** A article's fields, as an editor's form sends them on every autosave. */
const fields: Field[] = [
  { name: 'title', type: 'text', required: true },
  { name: 'slug', type: 'text', index: true },
  { name: 'summary', type: 'textarea' },
  { name: 'body', type: 'textarea' },
  { name: 'tags', type: 'array', fields: [{ name: 'tag', type: 'text' }] },
  { name: 'edit', type: 'number' },
];

const collections: CollectionConfig[] = [
  { slug: 'drafted', access, fields, versions: { maxPerDoc: 100, drafts: { autosave: { interval: 2000 } } } },
  { slug: 'plain', access, fields },
];

const atrium = await createAtrium({
  secret: 'bench-autosave-secret-0123456789abcdef',
  db: sqliteAdapter({ filename }),
  collections,
});
const server = await createServer(atrium, { logger: false });
await server.listen({ port: 0, host: '127.0.0.1' });
const address = server.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

process.on('message', (message: { type: string }) => {
  if (message.type === 'stop') void server.close().then(() => process.exit(0));
});
process.send({ type: 'ready', port });
