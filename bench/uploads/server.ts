/**
 * The server `npm run bench:uploads` drives: a fresh SQLite file and one upload collection, `photos`, that cuts
 * every image to three sizes (a thumbnail, a card and a hero, around the focal point), its files in a folder of
 * the run's own, served by `createServer` in a child process so the uploads and the server do not share an event
 * loop and the server's resident memory is its own.
 */
import { type Access, createAtrium } from '@atrium/core';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { createServer } from '@atrium/server';

const filename = process.env.BENCH_DB;
const staticDir = process.env.BENCH_UPLOADS;
if (!filename || !staticDir || !process.send) {
  throw new Error('BENCH_DB names the SQLite file and BENCH_UPLOADS the files folder; start this file with an IPC channel');
}

// The bench measures uploading, not access: anyone may create.
const anyone: Access = () => true;

const atrium = await createAtrium({
  secret: 'bench-uploads-secret-0123456789abcdef',
  db: sqliteAdapter({ filename }),
  collections: [
    {
      slug: 'photos',
      access: { read: anyone, create: anyone, update: anyone, delete: anyone },
      upload: {
        staticDir,
        mimeTypes: ['image/*'],
        imageSizes: [
          { name: 'thumbnail', width: 400, height: 300, fit: 'cover' },
          { name: 'card', width: 768, height: 512, fit: 'cover' },
          { name: 'hero', width: 1600, height: 900, fit: 'cover' },
        ],
      },
      fields: [{ name: 'alt', type: 'text', required: true }],
    },
  ],
});
const server = await createServer(atrium, { logger: false, rateLimit: false });
await server.listen({ port: 0, host: '127.0.0.1' });
const address = server.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

process.on('message', (message: { type: string }) => {
  if (message.type === 'stop') void server.close().then(() => process.exit(0));
});
process.send({ type: 'ready', port });
