import type { SqlDriver, SqlRow, SqlSession } from '@atrium/db-sql';
import pg from 'pg';

export type PostgresDriverArgs = {
  connectionString: string;
  /** Schema holding the tables; created when missing. Defaults to `public`. */
  schema?: string;
  /** Extra `pg.Pool` options (size, timeouts). */
  pool?: Omit<pg.PoolConfig, 'connectionString' | 'types'>;
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
export function createPostgresDriver({ connectionString, schema = 'public', pool: options }: PostgresDriverArgs): SqlDriver {
  const pool = new pg.Pool({ ...options, connectionString, types });
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
    query: async (sql, params) => (await pool.query<SqlRow>(config(sql, params))).rows,
    write: async (sql, params) => (await pool.query<SqlRow>(config(sql, params))).rows,
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
          return (await client.query<SqlRow>(config(sql, params))).rows;
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
