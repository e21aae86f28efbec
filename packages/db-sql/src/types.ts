/** One result row as the driver returns it (column name → value). */
export type SqlRow = Record<string, unknown>;

/** A value or a promise of it: SQLite answers synchronously, PostgreSQL asynchronously. */
export type Awaitable<T> = T | Promise<T>;

/** Runs one statement with bound parameters and returns its rows (`[]` for statements without `RETURNING`). */
/** A connection pool's state: connections open, idle among them, and requests waiting for one. */
export type ConnectionStats = { open: number; idle: number; waiting: number };

/** How one statement runs. */
export type QueryOptions = {
  /**
   * Its best plan depends on the bound values (a text search that matches a few rows or nearly all): plan it for
   * them every time (PostgreSQL: an unnamed statement; a named one may settle on one generic plan for all values).
   * Defaults to `false`.
   */
  oneShot?: boolean;
};

export type SqlExecutor = {
  query(sql: string, params: readonly unknown[], options?: QueryOptions): Awaitable<SqlRow[]>;
};

/** An open transaction on a dedicated connection. */
export type SqlSession = SqlExecutor & {
  commit(): Promise<void>;
  rollback(): Promise<void>;
};

/**
 * What a database package provides to `createSqlAdapter`: connections and error recognition.
 * `query` runs reads outside any transaction; `write` runs one statement as its own transaction.
 */
export type SqlDriver = SqlExecutor & {
  readonly dialect: 'sqlite' | 'postgres';
  /** Schema that qualifies table names (PostgreSQL); `undefined` leaves names unqualified. */
  readonly schema?: string;
  write(sql: string, params: readonly unknown[]): Awaitable<SqlRow[]>;
  /** Opens a transaction; on SQLite it waits until the previous one has finished. */
  begin(): Promise<SqlSession>;
  /** Runs DDL statements (no parameters), outside any transaction. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The index or constraint name a unique violation names, or `undefined` when `error` is something else. */
  uniqueViolation(error: unknown): string | undefined;
  /**
   * True when `error` means the database cannot answer right now (connection lost, server restarting or
   * stalled, a timeout ran out): the request is answered 503 with `Retry-After`. Omit where it cannot happen.
   */
  unavailable?(error: unknown): boolean;
  /**
   * A number that changes whenever another connection committed. When present, counts are cached and
   * revalidated with it, and the adapter offers a change token for response caches; omit it where other
   * writers cannot be detected cheaply.
   */
  dataVersion?(): number;
  /**
   * A number that changes only when another process commits (SQLite: the write connection's data_version),
   * so its own commits can be told from theirs. Absent where no other process can write (`:memory:`).
   */
  foreignVersion?(): number;
  /**
   * Hears notices sent on `channel` (PostgreSQL's LISTEN) on a connection of its own, reconnecting when it is
   * lost, so other processes' commits can be noticed. Absent where `dataVersion` does that job (SQLite).
   */
  listen?(channel: string, listener: NoticeListener): NoticeFeed;
  /** The connection pool's state now, where there is one (PostgreSQL). */
  connections?(): ConnectionStats;
  /** Some reads go to read replicas (see `DatabaseAdapter.readsFromReplicas`). */
  replicated?: boolean;
  /** Asks the primary database for an answer (never a read replica): whether the writes could go through. */
  ping?(): Promise<void>;
  /** Refreshes the query planner's statistics where the database does not do it by itself (SQLite). */
  optimize?(): Promise<void>;
};

/** What a `listen` connection reports, in order: `listening`, then notices, then `lost`, then `listening` again… */
export type NoticeListener = {
  /** Listening (again): every notice committed from now on is heard; any sent before may have been missed. */
  listening(): void;
  /** A notice's payload, sent by a transaction that committed. */
  notice(payload: string): void;
  /** The connection was lost or stopped answering: notices may be missed until `listening` comes again. */
  lost(): void;
};

export type NoticeFeed = {
  /** Settles once the first attempt to listen has succeeded or failed (it keeps retrying in the background). */
  readonly started: Promise<void>;
  /**
   * Resolves once every notice committed before the call has been heard (one round trip on the listening
   * connection, shared by concurrent callers), or the connection has been reported `lost`; at once while not
   * listening. Never rejects.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
};
