// A server in its own process, so a test can see that it stays alive and how it answers a SIGTERM. It serves a
// `notes` collection on PostgreSQL (ATRIUM_PG_URL, ATRIUM_PG_SCHEMA) and shuts down as the demo does.
import { createAtrium } from '@atrium/core';
import { postgresAdapter } from '@atrium/db-postgres';
import { closeOnSignals } from '@atrium/demo/shutdown';
import { createServer } from '@atrium/server';
import { withOpenAccess } from '../helpers/openAccess.ts';

const number = (name: string) => (process.env[name] === undefined ? undefined : Number(process.env[name]));

const atrium = await createAtrium(
  withOpenAccess({
    secret: 'outage-server-secret-outage-server',
    db: postgresAdapter({
      connectionString: process.env.ATRIUM_PG_URL ?? '',
      schema: process.env.ATRIUM_PG_SCHEMA,
      queryTimeout: number('ATRIUM_PG_QUERY_TIMEOUT'),
      connectTimeout: number('ATRIUM_PG_CONNECT_TIMEOUT'),
      closeTimeout: number('ATRIUM_PG_CLOSE_TIMEOUT'),
    }),
    collections: [{ slug: 'notes', fields: [{ name: 'title', type: 'text' }] }],
  }),
);
const server = await createServer(atrium);
closeOnSignals(server, { deadline: number('ATRIUM_SHUTDOWN_TIMEOUT') ?? 10_000 });
const address = await server.listen({ port: 0, host: '127.0.0.1' });
console.log(`ATRIUM_READY ${address}`);
