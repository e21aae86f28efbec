// One Atrium server on PostgreSQL in a process of its own (ATRIUM_PG_URL, ATRIUM_PG_SCHEMA, ATRIUM_PG_NAME: the
// connections' application name), so two of them on one schema are two processes as in production. `notes` is
// cacheable; a write to `failures` whose title is `roll back` fails after it was stored, so its transaction
// rolls back. Prints `ATRIUM_READY <url>` once listening and stops on SIGTERM.
import { createAtrium } from '@atrium/core';
import { postgresAdapter } from '@atrium/db-postgres';
import { createServer } from '@atrium/server';
import { withOpenAccess } from '../helpers/openAccess.ts';

const atrium = await createAtrium(
  withOpenAccess({
    secret: 'notice-server-secret-notice-server',
    db: postgresAdapter({
      connectionString: process.env.ATRIUM_PG_URL ?? '',
      schema: process.env.ATRIUM_PG_SCHEMA,
      applicationName: process.env.ATRIUM_PG_NAME,
    }),
    collections: [
      { slug: 'notes', fields: [{ name: 'title', type: 'text' }] },
      {
        slug: 'failures',
        hooks: {
          afterChange: [
            ({ doc }) => {
              if (doc.title === 'roll back') throw new Error('This write is rolled back on purpose');
              return doc;
            },
          ],
        },
        fields: [{ name: 'title', type: 'text' }],
      },
    ],
  }),
);
const server = await createServer(atrium);
const address = await server.listen({ port: 0, host: '127.0.0.1' });
console.log(`ATRIUM_READY ${address}`);
process.on('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});
