import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Atrium, type Config, createAtrium } from '@atrium/core';
import { type PostgresAdapterArgs, postgresAdapter } from '@atrium/db-postgres';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { createServer, type ServerOptions } from '@atrium/server';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { postgresTestURL } from './database.ts';

export type Dialect = 'sqlite' | 'postgres';
/** Every integration suite runs on both databases; a missing PostgreSQL fails the run, it never skips. */
export const dialects: Dialect[] = ['sqlite', 'postgres'];

export type Harness = {
  atrium: Atrium;
  app: FastifyInstance;
  inject: FastifyInstance['inject'];
  close: () => Promise<void>;
  /** The SQLite database file, for tests that write to it from another connection. */
  filename?: string;
  /** The PostgreSQL schema holding this server's tables. */
  schema?: string;
};

/** PostgreSQL adapter options for one test (timeouts, application name, a proxy's `connectionString`). */
export type PostgresTestOptions = Partial<PostgresAdapterArgs>;

/**
 * A real server on a real database: a fresh SQLite file in a temp folder, or a fresh PostgreSQL schema
 * dropped on close. Requests go through Fastify's `inject`, the whole HTTP pipeline without a socket.
 * `serverOptions` go to `createServer` (rate limits, response cache…); `postgres` to the PostgreSQL adapter.
 */
export async function startAtrium(
  dialect: Dialect,
  config: Omit<Config, 'db' | 'secret'>,
  serverOptions?: ServerOptions,
  postgres?: PostgresTestOptions,
): Promise<Harness> {
  const secret = randomBytes(24).toString('hex');
  let cleanup: () => Promise<void>;
  let db: Config['db'];
  let filename: string | undefined;
  let schema: string | undefined;
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'atrium-test-'));
    filename = join(dir, 'test.db');
    db = sqliteAdapter({ filename });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    schema = `atrium_t_${randomBytes(6).toString('hex')}`;
    db = postgresAdapter({ connectionString: postgresTestURL(), ...postgres, schema });
    cleanup = async () => {
      const client = new pg.Client({ connectionString: postgresTestURL() });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    };
  }
  const atrium = await createAtrium({ ...config, db, secret });
  const app = await createServer(atrium, serverOptions);
  await app.ready();
  return {
    atrium,
    app,
    inject: app.inject.bind(app),
    filename,
    schema,
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}
