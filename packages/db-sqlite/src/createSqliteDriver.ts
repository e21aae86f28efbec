import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { SqlDriver, SqlRow, SqlSession } from '@atrium/db-sql';
import Database from 'better-sqlite3';
import { Mutex } from './mutex.ts';
import { registerFunctions } from './registerFunctions.ts';

type Statement = Database.Statement<unknown[], SqlRow>;
type Connection = { db: Database.Database; statements: Map<string, Statement> };

/** Distinct SQL texts kept prepared per connection; past this the cache starts over. */
const maxStatements = 1000;
/** Writes between refreshes of the planner's statistics. */
const writesPerOptimize = 2000;

function open(filename: string): Connection {
  const db = new Database(filename);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // Another process (a CLI, a second server) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  // A checkpoint ends with two file syncs, run inside whichever commit crosses the threshold. Every 4,000
  // pages (16 MB of WAL) instead of 1,000 spends a quarter of the syncs: creates run about 17% faster, at the
  // price of a longer pause (tens of milliseconds) on the commit that checkpoints.
  db.pragma('wal_autocheckpoint = 4000');
  registerFunctions(db);
  return { db, statements: new Map() };
}

// better-sqlite3's prepare costs far more than running a small statement: prepare each SQL text once.
function run(connection: Connection, sql: string, params: readonly unknown[]): SqlRow[] {
  let statement = connection.statements.get(sql);
  if (!statement) {
    if (connection.statements.size >= maxStatements) connection.statements.clear();
    statement = connection.db.prepare<unknown[], SqlRow>(sql);
    connection.statements.set(sql, statement);
  }
  if (statement.reader) return statement.all(params as unknown[]);
  statement.run(params as unknown[]);
  return [];
}

const uniqueFailure = /UNIQUE constraint failed: (?:index '(.+)'|(.+))$/;

/**
 * The SQLite side of the adapter. Two connections to one file: reads outside transactions use the read
 * connection (WAL shows it the last commit), everything that writes goes through the write connection under a
 * mutex, because better-sqlite3 is synchronous and statements of concurrent requests would otherwise land in
 * whichever transaction happens to be open. `:memory:` databases cannot be shared, so they use one connection.
 */
export function createSqliteDriver(filename: string, lockTimeout = 10_000): SqlDriver {
  const isMemory = filename === ':memory:' || filename === '';
  if (!isMemory) mkdirSync(dirname(resolve(filename)), { recursive: true });
  const writer = open(filename);
  const reader = isMemory ? writer : open(filename);
  const dataVersion = reader.db.prepare<[], number>('PRAGMA data_version').pluck();
  // The write connection's data_version moves only when another connection commits: the reader never writes,
  // so that is another process (or another adapter on the same file).
  const foreignVersion = isMemory ? undefined : writer.db.prepare<[], number>('PRAGMA data_version').pluck();
  const mutex = new Mutex(
    lockTimeout,
    () =>
      new Error(
        `A write waited ${lockTimeout} ms for the database's open transaction. A hook probably called the Local API without passing \`req\`; pass it (create({ collection, data, req })) so the write joins the transaction.`,
      ),
  );
  let writes = 0;

  const locked = <T>(fn: () => T): T | Promise<T> => {
    const wait = mutex.acquire();
    const go = () => {
      try {
        return fn();
      } finally {
        mutex.release();
      }
    };
    return wait ? wait.then(go) : go();
  };

  // Without statistics SQLite picks an equality index over an ORDER BY index even when half the table
  // matches (a 25-row page of 10,000 posts took 60 ms instead of 0.2 ms), so keep them fresh: on open, and
  // after every few thousand writes. `PRAGMA optimize` only analyzes tables whose size changed a lot.
  const optimize = async () => {
    await locked(() => writer.db.exec('PRAGMA optimize=0x10002'));
  };
  const counted = <T>(result: T): T => {
    if (++writes >= writesPerOptimize) {
      writes = 0;
      setImmediate(() => optimize().catch(() => {}));
    }
    return result;
  };

  return {
    dialect: 'sqlite',
    optimize,
    query: (sql, params) => run(reader, sql, params),
    write: (sql, params) => locked(() => counted(run(writer, sql, params))),
    async begin(): Promise<SqlSession> {
      await mutex.acquire();
      try {
        run(writer, 'BEGIN IMMEDIATE', []);
      } catch (error) {
        mutex.release();
        throw error;
      }
      let open = true;
      const finish = (sql: string) => {
        if (!open) throw new Error('Transaction already finished');
        open = false;
        try {
          run(writer, sql, []);
        } catch (error) {
          if (writer.db.inTransaction) writer.db.exec('ROLLBACK');
          throw error;
        } finally {
          mutex.release();
        }
      };
      return {
        query: (sql, params) => {
          if (!open) throw new Error('Transaction already finished');
          return run(writer, sql, params);
        },
        commit: async () => counted(finish('COMMIT')),
        rollback: async () => finish(writer.db.inTransaction ? 'ROLLBACK' : 'SELECT 1'),
      };
    },
    exec: async (sql) => {
      await locked(() => writer.db.exec(sql));
    },
    async close() {
      if (reader !== writer) reader.db.close();
      writer.db.close();
    },
    uniqueViolation(error) {
      const code = (error as { code?: unknown })?.code;
      if (code !== 'SQLITE_CONSTRAINT_UNIQUE' && code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') return undefined;
      const match = uniqueFailure.exec((error as Error).message);
      return match ? (match[1] ?? match[2]) : '';
    },
    dataVersion: () => dataVersion.get() as number,
    foreignVersion: foreignVersion && (() => foreignVersion.get() as number),
  };
}
