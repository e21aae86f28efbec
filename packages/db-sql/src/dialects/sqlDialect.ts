import type { RawDocument, StoredDocument } from '@atrium/core';
import type { SqlRow } from '../types.ts';

/** How a value read from JSON is typed for comparison and indexing. */
export type ScalarKind = 'text' | 'number' | 'bigint' | 'json' | 'jsonText';

/**
 * The SQL that differs between SQLite and PostgreSQL. `doc` arguments are SQL expressions holding a JSON
 * document (a table's `data` column or an array element); `keys` are object keys from the config, checked
 * by `checkKey` before they reach SQL text.
 */
export type SqlDialect = {
  readonly name: 'sqlite' | 'postgres';
  placeholder(index: number): string;
  /** Converts a JS value into something the driver binds. */
  param(value: unknown): unknown;
  quote(identifier: string): string;
  /** The value at `keys` below `doc`; the index and the query must use this same expression. */
  scalar(doc: string, keys: readonly string[], kind: ScalarKind): string;
  /** A FROM item iterating the elements of the array at `keys` (non-arrays yield nothing). */
  elements(doc: string, keys: readonly string[], alias: string): { from: string; element: string; guard: string };
  /** `expr` is one of the values of a list bound as a single parameter. */
  inList(expr: string, placeholder: string): string;
  listParam(values: readonly unknown[]): unknown;
  /** The `json` scalar `expression` equals the JSON value bound at `placeholder` (see `jsonValue`), whatever its key order. */
  jsonEquals(expression: string, placeholder: string): string;
  jsonValue(value: unknown): string;
  /** Every value of the bound list is an element of the array at `keys`. */
  containsAll(doc: string, keys: readonly string[], placeholder: string): string;
  /** The value at `keys` is a non-empty array. */
  nonEmptyArray(doc: string, keys: readonly string[]): string;
  /** Case-insensitive substring test; `needle` is the placeholder of `containsValue` of the lower-case word. */
  contains(haystack: string, needle: string): string;
  /** What `contains` binds for a lower-case word (PostgreSQL: a LIKE pattern, which a trigram index serves). */
  containsValue(word: string): string;
  /** Columns of a trigram index serving `contains` on `expression`, where the database offers one (PostgreSQL's pg_trgm). */
  searchIndexColumns?(expression: string, operatorClass: string): string;
  /** Great-circle distance in metres between two points given as SQL expressions. */
  distance(lng: string, lat: string, lng2: string, lat2: string): string;
  /** The point lies inside or on the polygon bound at `placeholder` (see `polygonParam`). */
  inPolygon(lng: string, lat: string, placeholder: string): string;
  polygonParam(ring: ReadonlyArray<readonly [number, number]>): unknown;
  /** Added after `ASC`/`DESC` so NULL sorts as the smallest value. */
  nulls(direction: 'asc' | 'desc'): string;
  /** `CREATE TABLE IF NOT EXISTS` for a collection. */
  createTable(table: string, idType: 'number' | 'uuid'): string;
  createGlobalsTable(table: string): string;
  /** Column list of an index on `expression`; non-unique indexes may append `id` for stable ordering. */
  indexColumns(expression: string, unique: boolean): string;
  /** Lists the index names of a table: the statement and its parameters. */
  listIndexes(table: string, schema: string | undefined): { sql: string; params: unknown[] };
  /** A query answering a row when the collection's table has this column (tables made before it was added). */
  hasColumn(table: string, column: string, schema: string | undefined): { sql: string; params: unknown[] };
  /**
   * Columns `createTable` makes that tables made before them gain at start: name and definition. `rewrites`: adding
   * it rewrites the table (a generated column), which is done at start for tables of up to 100,000 rows only.
   */
  addedColumns: Array<{ name: string; definition: string; rewrites?: boolean }>;
  /**
   * The document's text kept beside `data` (PostgreSQL's generated `doc`): where a table has it, reads take the
   * document from it (`<textColumn> AS data`), both parsed and raw.
   */
  textColumn?: string;
  /** Turns a `SELECT id, created_at, updated_at, data` row into the document core receives (`data` as text or parsed). */
  toDocument(row: SqlRow, timestamps: boolean): StoredDocument;
  /** The same row as JSON text without parsing it, when the driver gives `data` as text; else `undefined`. */
  toRawDocument?(row: SqlRow, timestamps: boolean): RawDocument;
  /** The `data` column as the driver should answer it for `toRawDocument` (e.g. as bytes). */
  rawDataColumn?: string;
  /**
   * A select-list item naming the database state the statement reads, as `atrium_state` (PostgreSQL: its
   * snapshot), so a count kept from an earlier statement can be checked against a page without another
   * statement. Absent where the driver tells changes another way (SQLite's `data_version`).
   */
  stateColumn?: string;
  /**
   * Wraps `countSQL` (`SELECT count(*) AS n …`) into one statement answering `state`, the state it reads, and `n`,
   * the count, or NULL without counting when `state` equals the one bound at `placeholder`. With `stateColumn`.
   */
  countUnlessState?(countSQL: string, placeholder: string): string;
  /** Parses a `data` column value. */
  parseData(data: unknown): Record<string, unknown>;
  /** Converts a timestamp column value to an ISO string. */
  timestamp(value: unknown): string;
};

const safeKey = /^[\w-]+$/;

/** Rejects a JSON key that could break out of the path literal; keys come from the config, this is defence in depth. */
export function checkKey(key: string): string {
  if (!safeKey.test(key)) throw new Error(`Invalid key in query path: ${JSON.stringify(key)}`);
  return key;
}

/** Quotes an SQL identifier (both dialects use double quotes). */
export function quoteIdentifier(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
