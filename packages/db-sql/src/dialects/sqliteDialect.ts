import { canonicalJSON } from '../canonicalJSON.ts';
import { spliceDocument, spliceRaw } from '../spliceDocument.ts';
import { checkKey, quoteIdentifier, type SqlDialect } from './sqlDialect.ts';

/** Functions the SQLite driver must register (`db.function`, deterministic). */
export const sqliteFunctions = {
  /** `(text) → text`: Unicode lower-case fold; SQLite's `lower()` only folds ASCII. */
  fold: 'atrium_fold',
  /** `(lng1, lat1, lng2, lat2) → metres` by the haversine formula. */
  distance: 'atrium_distance',
  /** `(lng, lat, ringJSON) → 0|1`: point inside or on a GeoJSON ring. */
  inPolygon: 'atrium_in_polygon',
  /** `(jsonText) → text`: `canonicalJSON` of the parsed value, for key-order-independent equality. */
  canonicalJSON: 'atrium_canonical_json',
} as const;

const plainKey = /^[A-Za-z_]\w*$/;
const arrayIndex = /^\d+$/;

function jsonPath(keys: readonly string[]): string {
  let path = "'$";
  for (const key of keys) {
    if (arrayIndex.test(key)) path += `[${key}]`;
    else if (plainKey.test(key)) path += `.${key}`;
    else path += `."${checkKey(key)}"`;
  }
  return `${path}'`;
}

/** SQL for SQLite: JSON stored as text, read with `json_extract`, helpers registered from JavaScript. */
export const sqliteDialect: SqlDialect = {
  name: 'sqlite',
  placeholder: () => '?',
  param: (value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value),
  quote: quoteIdentifier,
  scalar(doc, keys, kind) {
    if (keys.length === 0) return kind === 'json' || kind === 'jsonText' ? `json_quote(${doc})` : doc;
    // `->` renders any JSON value as JSON text; json_extract turns scalars into SQL values (true → 1).
    return kind === 'json' || kind === 'jsonText' ? `(${doc} -> ${jsonPath(keys)})` : `json_extract(${doc}, ${jsonPath(keys)})`;
  },
  elements(doc, keys, alias) {
    const from = keys.length === 0 ? `json_each(${doc}) AS ${alias}` : `json_each(${doc}, ${jsonPath(keys)}) AS ${alias}`;
    // json_each also walks objects (text keys) and yields a scalar itself (NULL key): only array rows have integer keys.
    return { from, element: `${alias}.value`, guard: `typeof(${alias}.key) = 'integer'` };
  },
  inList: (expr, placeholder) => `${expr} IN (SELECT value FROM json_each(${placeholder}))`,
  listParam: (values) => JSON.stringify(values),
  jsonEquals: (expression, placeholder) => `${sqliteFunctions.canonicalJSON}(${expression}) = ${placeholder}`,
  jsonValue: canonicalJSON,
  containsAll(doc, keys, placeholder) {
    const path = jsonPath(keys);
    return `NOT EXISTS (SELECT 1 FROM json_each(${placeholder}) AS w WHERE NOT EXISTS (SELECT 1 FROM json_each(${doc}, ${path}) AS a WHERE typeof(a.key) = 'integer' AND a.value = w.value))`;
  },
  nonEmptyArray: (doc, keys) =>
    `(json_type(${doc}, ${jsonPath(keys)}) = 'array' AND json_array_length(${doc}, ${jsonPath(keys)}) > 0)`,
  contains: (haystack, needle) => `instr(${sqliteFunctions.fold}(${haystack}), ${needle}) > 0`,
  containsValue: (word) => word,
  distance: (lng, lat, lng2, lat2) => `${sqliteFunctions.distance}(${lng}, ${lat}, ${lng2}, ${lat2})`,
  inPolygon: (lng, lat, placeholder) => `${sqliteFunctions.inPolygon}(${lng}, ${lat}, ${placeholder}) = 1`,
  polygonParam: (ring) => JSON.stringify(ring),
  nulls: () => '',
  createTable(table, idType) {
    const id = idType === 'uuid' ? 'id TEXT PRIMARY KEY NOT NULL' : 'id INTEGER PRIMARY KEY AUTOINCREMENT';
    return `CREATE TABLE IF NOT EXISTS ${table} (${id}, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, data TEXT NOT NULL, shape TEXT)`;
  },
  addedColumns: [{ name: 'shape', definition: 'TEXT' }],
  hasColumn: (table, column) => ({ sql: 'SELECT 1 AS found FROM pragma_table_info(?) WHERE name = ?', params: [table, column] }),
  createGlobalsTable: (table) =>
    `CREATE TABLE IF NOT EXISTS ${table} (slug TEXT PRIMARY KEY NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, data TEXT NOT NULL)`,
  indexColumns: (expression) => expression,
  listIndexes: (table) => ({ sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?", params: [table] }),
  toDocument: (row, timestamps) =>
    timestamps
      ? spliceDocument(row.id, row.data as string, row.created_at as string, row.updated_at as string)
      : spliceDocument(row.id, row.data as string),
  // Bytes, not a JS string: no UTF-8 decoding when reading, no encoding when writing the response.
  rawDataColumn: 'CAST(data AS BLOB) AS data',
  toRawDocument: (row, timestamps) =>
    timestamps
      ? spliceRaw(row.id, row.data as Uint8Array, row.created_at as string, row.updated_at as string)
      : spliceRaw(row.id, row.data as Uint8Array),
  parseData: (data) => JSON.parse(data as string),
  timestamp: (value) => value as string,
};
