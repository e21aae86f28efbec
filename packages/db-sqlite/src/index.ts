export { createSqliteDriver } from './createSqliteDriver.ts';
export { haversine, pointInRing } from './registerFunctions.ts';
export { type SqliteAdapterArgs, sqliteAdapter } from './sqliteAdapter.ts';
