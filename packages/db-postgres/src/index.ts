export { createPostgresDriver, type PostgresDriverArgs } from './createPostgresDriver.ts';
export { type PostgresAdapterArgs, postgresAdapter } from './postgresAdapter.ts';
