export { canonicalJSON } from './canonicalJSON.ts';
export { createSqlAdapter } from './createSqlAdapter.ts';
export type { ScalarKind, SqlDialect } from './dialects/sqlDialect.ts';
export { sqliteFunctions } from './dialects/sqliteDialect.ts';
export type {
  Awaitable,
  NoticeFeed,
  NoticeListener,
  QueryOptions,
  SqlDriver,
  SqlExecutor,
  SqlRow,
  SqlSession,
} from './types.ts';
