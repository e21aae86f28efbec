import type { Socket } from 'node:net';
import type { QueryOptions, SqlDriver, SqlRow, SqlSession } from '@atrium/db-sql';
import pg from 'pg';
import { isUnavailable } from './isUnavailable.ts';
import { listenForNotices, type WalNoticeFeed } from './listenForNotices.ts';
import { ReplicaRouter } from './ReplicaRouter.ts';

export type PostgresDriverArgs = {
  connectionString: string;
  /** Schema holding the tables; created when missing. Defaults to `public`. */
  schema?: string;
  /** Extra `pg.Pool` options (size, SSL). The timeouts and the application name have options of their own below. */
  pool?: Omit<
    pg.PoolConfig,
    | 'connectionString'
    | 'types'
    | 'connectionTimeoutMillis'
    | 'idleTimeoutMillis'
    | 'query_timeout'
    | 'statement_timeout'
    | 'idle_in_transaction_session_timeout'
    | 'application_name'
  >;
  /**
   * Milliseconds a statement waits for a row another transaction holds before it fails (PostgreSQL's
   * `lock_timeout`). Defaults to 10 s, as SQLite's adapter: a hook that writes without passing `req` waits for
   * its own operation's transaction, which would otherwise never end.
   */
  lockTimeout?: number;
  /**
   * Milliseconds to wait for a connection, a new one or a free one from a full pool, before the request is
   * answered 503 (pg's `connectionTimeoutMillis`). `0` waits forever. Defaults to 5 s.
   */
  connectTimeout?: number;
  /** Milliseconds PostgreSQL lets one statement run before cancelling it (`statement_timeout`). Defaults to 30 s. */
  statementTimeout?: number;
  /**
   * Milliseconds the driver waits for the answer to a statement before it gives the connection up, for a network
   * or server that went silent, where `statementTimeout` never fires (pg's `query_timeout`). `0` waits forever.
   * Defaults to `statementTimeout` + 5 s, so a slow statement is cancelled by the server first.
   */
  queryTimeout?: number;
  /** Milliseconds an unused pooled connection is kept open (pg's `idleTimeoutMillis`); `0` keeps it. Defaults to 10 s. */
  idleTimeout?: number;
  /**
   * Milliseconds a transaction may wait between statements before PostgreSQL ends its session
   * (`idle_in_transaction_session_timeout`), so a stuck request cannot hold row locks for ever. Defaults to 60 s.
   */
  idleInTransactionTimeout?: number;
  /**
   * Milliseconds `close` waits for connections still in use before it cuts them, so shutting down never hangs
   * on a stalled database. Defaults to 5 s.
   */
  closeTimeout?: number;
  /**
   * The name the server's connections carry in `pg_stat_activity` (an `application_name` in the connection
   * string wins). Defaults to `atrium`.
   */
  applicationName?: string;
  /**
   * Connection strings of hot standbys of this database (streaming replication), for reads. A read outside a
   * transaction goes to the next of them (round robin) that has replayed every change this server knows of, its
   * own and those other servers announced, else to the primary; writes and transactions always go to the primary.
   * So a replica never answers older data than the primary would have, and a server that just wrote reads its
   * write back. A read a replica fails is run again on the primary. Same pool options as the primary. Defaults to
   * none.
   */
  readReplicas?: string[];
};

const bigintOID = 20;
const timestamptzOID = 1184;
const parseTimestamptz = pg.types.getTypeParser(timestamptzOID, 'text') as (value: string) => Date;

/**
 * A timestamptz as PostgreSQL writes it (`2026-11-29 01:33:10.5+00`) as the ISO string documents carry
 * (`2026-11-29T01:33:10.500Z`), without making a Date where the session's zone is UTC; any other offset goes
 * through pg's own parser.
 */
export function isoTimestamp(text: string): string {
  if (text.length >= 22 && text.length <= 29 && text.endsWith('+00') && text.charCodeAt(10) === 32 && text.charCodeAt(4) === 45) {
    const fraction = text.length > 22 ? text.slice(20, -3) : '';
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction.padEnd(3, '0').slice(0, 3)}Z`;
  }
  return parseTimestamptz(text).toISOString();
}

// Ids and counts are bigint; pg returns them as strings unless told otherwise. Timestamps come as ISO strings (one
// Date and one toISOString less for every timestamp read). Scoped to this pool, not global.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === bigintOID
      ? (value: string) => Number(value)
      : oid === timestamptzOID && format !== 'binary'
        ? isoTimestamp
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Distinct SQL texts run as named (server-side prepared) statements; beyond that, statements run unnamed. */
const maxNamed = 2000;

const millis = (value: number) => Math.max(0, Math.floor(value));

/** The PostgreSQL side of the adapter: a pool for plain statements, one dedicated client per transaction. */
export function createPostgresDriver({
  connectionString,
  schema = 'public',
  pool: options,
  lockTimeout = 10_000,
  connectTimeout = 5_000,
  statementTimeout = 30_000,
  queryTimeout = statementTimeout > 0 ? statementTimeout + 5_000 : 0,
  idleTimeout = 10_000,
  idleInTransactionTimeout = 60_000,
  closeTimeout = 5_000,
  applicationName = 'atrium',
  readReplicas = [],
}: PostgresDriverArgs): SqlDriver {
  const settings = {
    lock_timeout: lockTimeout,
    statement_timeout: statementTimeout,
    idle_in_transaction_session_timeout: idleInTransactionTimeout,
  };
  const clientConfig = (url: string): pg.ClientConfig => {
    const own = startupOptionsOf(url);
    const startup = [
      own.options,
      options?.options,
      ...Object.entries(settings).map(([name, value]) => `-c ${name}=${millis(value)}`),
    ]
      .filter(Boolean)
      .join(' ');
    return {
      keepAlive: true,
      ...options,
      options: startup,
      connectionTimeoutMillis: millis(connectTimeout),
      query_timeout: millis(queryTimeout) || undefined,
      application_name: applicationName,
      connectionString: own.connectionString,
      types,
    };
  };
  const openPool = (url: string) => {
    const pool = new pg.Pool({ ...options, ...clientConfig(url), idleTimeoutMillis: millis(idleTimeout) });
    // A pooled connection that drops while idle (the server restarted, a proxy closed it, pg_terminate_backend)
    // is reported here after the pool has discarded it; without a listener the 'error' event would end the
    // process. Nothing else to do: the next request opens a fresh connection, and one running a statement gets
    // its own error.
    pool.on('error', () => {});
    return pool;
  };
  const pool = openPool(connectionString);
  const live = [pool, ...readReplicas.map(openPool)].map(connectionsOf);
  // A sync waits no longer than a connection or a statement would (a stalled listener must not hold requests).
  const syncTimeout = Math.min(...[connectTimeout, queryTimeout, 5_000].filter((value) => value > 0).map(millis));
  const feeds = new Set<WalNoticeFeed>();
  let walFeed: WalNoticeFeed | undefined;
  const router =
    readReplicas.length > 0
      ? new ReplicaRouter(
          live.slice(1).map(({ pool }) => pool),
          () => walFeed?.syncPosition() ?? Promise.resolve(undefined),
        )
      : undefined;

  /** A lock wait that ran out says why it most likely happened, as SQLite's adapter does. */
  const explained = (error: unknown): unknown =>
    (error as { code?: unknown })?.code === '55P03'
      ? new Error(
          `A write waited ${lockTimeout} ms for a row another open transaction holds. A hook probably called the Local API without passing \`req\`; pass it (create({ collection, data, req })) so the write joins the transaction.`,
          { cause: error },
        )
      : error;
  const run = async (client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[], options?: QueryOptions) => {
    try {
      return (await client.query<SqlRow>(config(sql, params, options?.oneShot))).rows;
    } catch (error) {
      throw explained(error);
    }
  };
  // Parsing and planning happen once per connection for a named statement.
  const names = new Map<string, string>();
  const config = (text: string, values: readonly unknown[], oneShot = false): pg.QueryConfig => {
    // Unnamed: planned with its values at every run.
    if (oneShot) return { text, values: values as unknown[] };
    let name = names.get(text);
    if (!name && names.size < maxNamed) {
      name = `atrium_${names.size + 1}`;
      names.set(text, name);
    }
    return { text, values: values as unknown[], name };
  };

  let closed: Promise<void> | undefined;

  /** Reads outside transactions: on a replica when the router finds one current enough. */
  const read = async (sql: string, params: readonly unknown[], options?: QueryOptions) => {
    const replica = router?.pick();
    if (!replica) return run(pool, sql, params, options);
    try {
      return await run(replica, sql, params, options);
    } catch (error) {
      // A standby cancels reads that conflict with replay (40001), and may be away: the primary answers instead.
      // A wrong statement is wrong on the primary too, and says so from here.
      if (!isUnavailable(error) && (error as { code?: unknown }).code !== '40001') throw error;
      router!.failed(replica);
      return run(pool, sql, params, options);
    }
  };
  /** After a commit: reads wait for a replica that has replayed it. */
  const wrote = () => router?.changed();

  return {
    dialect: 'postgres',
    schema,
    connections: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    replicated: router !== undefined,
    ping: async () => {
      await run(pool, 'SELECT 1', []);
    },
    query: read,
    write: async (sql, params) => {
      try {
        return await run(pool, sql, params);
      } finally {
        wrote();
      }
    },
    async begin(): Promise<SqlSession> {
      const client = await pool.connect();
      /** Why the connection was lost while the transaction held it, if it was. */
      let lost: Error | undefined;
      // The pool listens for errors only on idle clients; a checked-out one that drops between statements
      // would otherwise emit an unheard 'error' and end the process.
      const handleError = (error: Error) => {
        lost ??= error;
      };
      client.on('error', handleError);
      const release = (error?: Error) => {
        client.removeListener('error', handleError);
        client.release(error);
      };
      try {
        await client.query('BEGIN');
      } catch (error) {
        release(error as Error);
        throw error;
      }
      let open = true;
      const finish = async (sql: 'COMMIT' | 'ROLLBACK') => {
        if (!open) throw new Error('Transaction already finished');
        open = false;
        if (lost) {
          release(lost);
          // A session that ended took its uncommitted work with it: the rollback has happened, the commit cannot.
          if (sql === 'COMMIT') throw lost;
          return;
        }
        try {
          await client.query(sql);
          release();
        } catch (error) {
          // A connection whose COMMIT/ROLLBACK failed is in an unknown state: destroy it.
          release(error as Error);
          throw error;
        } finally {
          if (sql === 'COMMIT') wrote();
        }
      };
      return {
        query: async (sql, params, options) => {
          if (!open) throw new Error('Transaction already finished');
          if (lost) throw lost;
          try {
            return await run(client, sql, params, options);
          } catch (error) {
            // A statement the network swallowed leaves the connection busy: a ROLLBACK would queue behind it.
            if (isUnavailable(error) && (error as { code?: unknown }).code !== '57014') lost ??= error as Error;
            throw error;
          }
        },
        commit: () => finish('COMMIT'),
        rollback: () => finish('ROLLBACK'),
      };
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    listen(channel, listener) {
      const feed = listenForNotices({
        client: clientConfig(connectionString),
        channel,
        syncTimeout,
        closeTimeout: millis(closeTimeout),
        isPositionWanted: router !== undefined,
        listener: {
          listening: () => {
            listener.listening();
            router?.changed();
          },
          notice: (payload) => {
            listener.notice(payload);
            router?.changed();
          },
          lost: () => {
            listener.lost();
            router?.lost();
          },
        },
      });
      feeds.add(feed);
      walFeed ??= feed;
      return feed;
    },
    close() {
      closed ??= Promise.all([
        ...[...feeds].map((feed) => feed.close()),
        ...live.map((connections) => connections.closeWithin(millis(closeTimeout))),
      ]).then(() => {});
      return closed;
    },
    uniqueViolation(error) {
      const { code, constraint } = error as { code?: unknown; constraint?: unknown };
      return code === '23505' ? String(constraint ?? '') : undefined;
    },
    unavailable: isUnavailable,
  };
}

/**
 * Tracks the pool's open connections so closing can be bounded: `pool.end()` waits for every connection in
 * use, and on a stalled database a connection may never answer again.
 */
function connectionsOf(pool: pg.Pool) {
  const open = new Set<pg.Client>();
  let handleEmpty: (() => void) | undefined;
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) handleEmpty?.();
  });
  return {
    pool,
    async closeWithin(deadline: number): Promise<void> {
      const ended = pool
        .end()
        .then(() => (open.size === 0 ? undefined : new Promise<void>((resolve) => (handleEmpty = resolve))));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), deadline)));
      const outcome = await Promise.race([ended, late]);
      clearTimeout(timer);
      if (outcome === 'late') {
        // Statements still waiting fail with a connection error; their requests answer 503.
        for (const client of open) (client.connection as unknown as { stream: Socket }).stream.destroy();
      }
    },
  };
}

/**
 * A connection string's `options` (startup settings) taken out of it: pg lets the string's keys win over the
 * pool's, which would silently drop the timeouts set as startup options.
 */
function startupOptionsOf(connectionString: string): { connectionString: string; options?: string } {
  let url: URL;
  try {
    url = new URL(connectionString);
  } catch {
    return { connectionString };
  }
  const options = url.searchParams.get('options') ?? undefined;
  if (options === undefined) return { connectionString };
  url.searchParams.delete('options');
  return { connectionString: url.toString(), options };
}
