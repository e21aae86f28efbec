import type { DatabaseAdapter } from '@atrium/core';
import { createSqlAdapter } from '@atrium/db-sql';
import { createPostgresDriver, type PostgresDriverArgs } from './createPostgresDriver.ts';

export type PostgresAdapterArgs = PostgresDriverArgs;

/** The PostgreSQL database adapter (pg Pool, JSONB documents). */
export function postgresAdapter(args: PostgresAdapterArgs): DatabaseAdapter {
  return createSqlAdapter(createPostgresDriver(args));
}
