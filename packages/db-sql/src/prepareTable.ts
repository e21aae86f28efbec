import type { SanitizedCollection } from '@atrium/core';
import type { SqlDialect } from './dialects/sqlDialect.ts';

/** A collection's table and the statements that never change shape, built once at init. */
export type CollectionTable = {
  slug: string;
  table: string;
  idType: 'number' | 'uuid';
  timestamps: boolean;
  sql: {
    select: string;
    /** `select` with `data` as the dialect's raw column, when it has one, and the row's `shape`. */
    selectRaw?: string;
    /** `selectRaw` with the dialect's `stateColumn`, when it has both. */
    selectRawStamped?: string;
    /** `select` with the dialect's `stateColumn`, when it has one: a page whose count may be kept. */
    selectStamped?: string;
    insert: string;
    insertWithID: string;
    update: string;
    updateCreated: string;
    remove: string;
    count: string;
  };
  /** PostgreSQL only: moves the identity past an explicitly given id. */
  syncSequence?: string;
};

/** Builds the table name and fixed statements of a collection (`hasTextColumn`: the table has the dialect's `textColumn`). */
export function prepareTable(
  collection: SanitizedCollection,
  dialect: SqlDialect,
  qualify: (name: string) => string,
  hasTextColumn = false,
): CollectionTable {
  const ph = (index: number) => dialect.placeholder(index);
  const table = qualify(collection.slug);
  const text = hasTextColumn && dialect.textColumn ? `${dialect.textColumn} AS data` : undefined;
  const columns = `id, created_at, updated_at, ${text ?? 'data'}`;
  const rawData = text ?? dialect.rawDataColumn;
  const rawColumns = rawData ? `id, created_at, updated_at, ${rawData}, shape` : undefined;
  return {
    slug: collection.slug,
    table,
    idType: collection.idType,
    timestamps: collection.timestamps,
    sql: {
      select: `SELECT ${columns} FROM ${table}`,
      selectRaw: rawColumns ? `SELECT ${rawColumns} FROM ${table}` : undefined,
      selectRawStamped:
        rawColumns && dialect.stateColumn ? `SELECT ${rawColumns}, ${dialect.stateColumn} FROM ${table}` : undefined,
      selectStamped: dialect.stateColumn ? `SELECT ${columns}, ${dialect.stateColumn} FROM ${table}` : undefined,
      insert: `INSERT INTO ${table} (created_at, updated_at, data, shape) VALUES (${ph(1)}, ${ph(2)}, ${ph(3)}, ${ph(4)}) RETURNING id`,
      insertWithID: `INSERT INTO ${table} (id, created_at, updated_at, data, shape) VALUES (${ph(1)}, ${ph(2)}, ${ph(3)}, ${ph(4)}, ${ph(5)}) RETURNING id`,
      update: `UPDATE ${table} SET data = ${ph(1)}, updated_at = ${ph(2)}, shape = ${ph(3)} WHERE id = ${ph(4)} RETURNING created_at`,
      updateCreated: `UPDATE ${table} SET data = ${ph(1)}, updated_at = ${ph(2)}, created_at = ${ph(3)}, shape = ${ph(4)} WHERE id = ${ph(5)} RETURNING created_at`,
      remove: `DELETE FROM ${table} WHERE id = ${ph(1)} RETURNING id`,
      count: `SELECT count(*) AS n FROM ${table}`,
    },
    syncSequence:
      dialect.name === 'postgres' && collection.idType === 'number'
        ? `SELECT setval(pg_get_serial_sequence('${table.replaceAll("'", "''")}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`
        : undefined,
  };
}
