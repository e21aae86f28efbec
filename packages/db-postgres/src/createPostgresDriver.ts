import type { SqlDriver, SqlRow, SqlSession } from '@atrium/db-sql';
import pg from 'pg';

export type PostgresDriverArgs = {
  connectionString: string;
  /** Schema holding the tables; created when missing. Defaults to `public`. */
  schema?: string;
  /** Extra `pg.Pool` options (size, timeouts). */
  pool?: Omit<pg.PoolConfig, 'connectionString' | 'types'>;
  /**
   * Milliseconds a statement waits for a row another transaction holds before it fails (PostgreSQL's
   * `lock_timeout`). Defaults to 10 s, as SQLite's adapter: a hook that writes without passing `req` waits for
   * its own operation's transaction, which would otherwise never end.
   */
  lockTimeout?: number;
};

const bigintOID = 20;
// Ids and counts are bigint; pg returns them as strings unless told otherwise. Scoped to this pool, not global.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === bigintOID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Distinct SQL texts run as named (server-side prepared) statements; beyond that, statements run unnamed. */
const maxNamed = 2000;

/** The PostgreSQL side of the adapter: a pool for plain statements, one dedicated client per transaction. */
export function createPostgresDriver({
  connectionString,
  schema = 'public',
  pool: options,
  lockTimeout = 10_000,
}: PostgresDriverArgs): SqlDriver {
  const startup = [options?.options, `-c lock_timeout=${Math.max(0, Math.floor(lockTimeout))}`].filter(Boolean).join(' ');
  const pool = new pg.Pool({ ...options, options: startup, connectionString, types });
  /** A lock wait that ran out says why it most likely happened, as SQLite's adapter does. */
  const explained = (error: unknown): unknown =>
    (error as { code?: unknown })?.code === '55P03'
      ? new Error(
          `A write waited ${lockTimeout} ms for a row another open transaction holds. A hook probably called the Local API without passing \`req\`; pass it (create({ collection, data, req })) so the write joins the transaction.`,
          { cause: error },
        )
      : error;
  const run = async (client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[]) => {
    try {
      return (await client.query<SqlRow>(config(sql, params))).rows;
    } catch (error) {
      throw explained(error);
    }
  };
  // Parsing and planning happen once per connection for a named statement.
  const names = new Map<string, string>();
  const config = (text: string, values: readonly unknown[]): pg.QueryConfig => {
    let name = names.get(text);
    if (!name && names.size < maxNamed) {
      name = `atrium_${names.size + 1}`;
      names.set(text, name);
    }
    return { text, values: values as unknown[], name };
  };

  return {
    dialect: 'postgres',
    schema,
    query: (sql, params) => run(pool, sql, params),
    write: (sql, params) => run(pool, sql, params),
    async begin(): Promise<SqlSession> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      let open = true;
      const finish = async (sql: string) => {
        if (!open) throw new Error('Transaction already finished');
        open = false;
        try {
          await client.query(sql);
          client.release();
        } catch (error) {
          // A connection whose COMMIT/ROLLBACK failed is in an unknown state: destroy it.
          client.release(error as Error);
          throw error;
        }
      };
      return {
        query: async (sql, params) => {
          if (!open) throw new Error('Transaction already finished');
          return run(client, sql, params);
        },
        commit: () => finish('COMMIT'),
        rollback: () => finish('ROLLBACK'),
      };
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
    uniqueViolation(error) {
      const { code, constraint } = error as { code?: unknown; constraint?: unknown };
      return code === '23505' ? String(constraint ?? '') : undefined;
    },
  };
}
