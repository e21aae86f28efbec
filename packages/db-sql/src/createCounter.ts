import type { Transaction } from '@atrium/core';
import { CountCache } from './CountCache.ts';
import type { SqlDialect } from './dialects/sqlDialect.ts';
import type { CollectionTable } from './prepareTable.ts';
import type { QueryOptions, SqlRow } from './types.ts';

type CounterArgs = {
  dialect: SqlDialect;
  read: (
    transaction: Transaction | undefined,
    sql: string,
    params: readonly unknown[],
    options?: QueryOptions,
  ) => Promise<SqlRow[]>;
  /**
   * SQLite: the state a count is kept under (own writes and other connections' commits), read synchronously right
   * before the count. Absent on PostgreSQL, whose counts are stamped with their statement's snapshot.
   */
  localStamp?: () => string;
  /** How many writes this process has made: a count asked for before one is not shared after it. */
  writes: () => number;
};

/**
 * Counts rows matching a compiled where. Outside transactions the count is kept (`CountCache`) and answered again
 * while the database state it was taken in holds: on SQLite by the change token, on PostgreSQL by comparing
 * snapshots, either the page statement's (`stamp`) or, in the same statement as the count, one taken for the
 * purpose (the count itself then runs only when the snapshot moved). docs/indexes.md, "Counts".
 */
export function createCounter({ dialect, read, localStamp, writes }: CounterArgs) {
  const cache = new CountCache();
  /** PostgreSQL counts being taken, by query, with `writes()` when they were asked for. */
  const counting = new Map<string, { count: Promise<number>; generation: number }>();
  const keyOf = (table: CollectionTable, whereSQL: string, params: unknown[]) =>
    `${table.sql.count}${whereSQL}\u0000${JSON.stringify(params)}`;

  /** PostgreSQL: counts unless the snapshot still equals the kept count's, in one statement, and keeps the answer. */
  const countStamped = async (key: string, sql: string, params: unknown[], options: QueryOptions | undefined) => {
    const kept = cache.entry(key);
    const [row] = await read(
      undefined,
      dialect.countUnlessState!(sql, dialect.placeholder(params.length + 1)),
      [...params, kept?.stamp ?? null],
      options,
    );
    if ((row.n === null || row.n === undefined) && kept) return kept.count;
    const n = Number(row.n);
    cache.set(key, n, String(row.state));
    return n;
  };

  /**
   * PostgreSQL, for `countOrEstimate`: the exact count when fewer than `estimateFrom` rows match (counted with a bound,
   * so a large table is not read to its end), else the planner's estimate (at least the bound). The planner alone can
   * be far off (a filter on an unindexed field gets a default selectivity): the bound keeps small answers exact.
   */
  const estimate = async (table: CollectionTable, whereSQL: string, params: unknown[], options: QueryOptions | undefined) => {
    const [[bounded], [planned]] = await Promise.all([
      read(
        undefined,
        `SELECT count(*) AS n FROM (SELECT 1 FROM ${table.table}${whereSQL} LIMIT ${estimateFrom}) AS matches`,
        params,
        options,
      ),
      read(undefined, `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table.table}${whereSQL}`, params, { ...options, oneShot: true }),
    ]);
    const matches = Number(bounded.n);
    if (matches < estimateFrom) return { count: matches, estimated: false };
    const plan = planned['QUERY PLAN'] as Array<{ Plan: { 'Plan Rows': number } }>;
    return { count: Math.max(estimateFrom, Math.round(plan[0].Plan['Plan Rows'])), estimated: true };
  };

  const counter = {
    async count(
      table: CollectionTable,
      whereSQL: string,
      params: unknown[],
      { transaction, stamp, options }: { transaction?: Transaction; stamp?: string; options?: QueryOptions } = {},
    ): Promise<number> {
      const sql = `${table.sql.count}${whereSQL}`;
      // Inside a transaction the count may include its own uncommitted writes: never kept.
      if (transaction) return Number((await read(transaction, sql, params, options))[0].n);
      const key = keyOf(table, whereSQL, params);
      if (localStamp) {
        const now = localStamp();
        const kept = cache.get(key, now);
        if (kept !== undefined) return kept;
        const n = Number((await read(undefined, sql, params, options))[0].n);
        cache.set(key, n, now);
        return n;
      }
      if (!dialect.countUnlessState) return Number((await read(undefined, sql, params, options))[0].n);
      if (stamp !== undefined) {
        const kept = cache.get(key, stamp);
        if (kept !== undefined) return kept;
      }
      // Requests that arrive together for a list nobody counted yet share one count (on a large table each would
      // take as long as all of them), unless this process wrote since it was asked for.
      const pending = counting.get(key);
      if (pending && pending.generation === writes()) return pending.count;
      const count = countStamped(key, sql, params, options);
      const entry = { count, generation: writes() };
      counting.set(key, entry);
      try {
        return await count;
      } finally {
        if (counting.get(key) === entry) counting.delete(key);
      }
    },
    /**
     * `count`, or where it would read many rows on PostgreSQL (`estimateFrom` or more match) and no count is kept for
     * `stamp`'s snapshot, the planner's estimate (kept for that snapshot too): milliseconds instead of seconds at a
     * million rows.
     */
    async countOrEstimate(
      table: CollectionTable,
      whereSQL: string,
      params: unknown[],
      { stamp, options }: { stamp?: string; options?: QueryOptions } = {},
    ): Promise<{ count: number; estimated: boolean }> {
      const key = keyOf(table, whereSQL, params);
      if (stamp !== undefined) {
        const kept = cache.get(key, stamp);
        if (kept !== undefined) return { count: kept, estimated: false };
        // An estimate taken in the same snapshot would be the same again.
        const guessed = cache.get(`${key}\u0000estimate`, stamp);
        if (guessed !== undefined) return { count: guessed, estimated: true };
      }
      if (dialect.name !== 'postgres')
        return { count: await counter.count(table, whereSQL, params, { stamp, options }), estimated: false };
      const answer = await estimate(table, whereSQL, params, options);
      if (stamp !== undefined) cache.set(answer.estimated ? `${key}\u0000estimate` : key, answer.count, stamp);
      return answer;
    },
    /** Whether a count of this query is kept, whatever state it was taken in. */
    isKept: (table: CollectionTable, whereSQL: string, params: unknown[]) =>
      cache.entry(keyOf(table, whereSQL, params)) !== undefined,
    clear: () => cache.clear(),
  };
  return counter;
}

/** Matching rows from which an estimated count is answered where one is asked for (exact below). */
export const estimateFrom = 1_000;
