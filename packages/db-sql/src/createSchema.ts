import type { SanitizedConfig } from '@atrium/core';
import { buildIndexes, buildSearchIndexes, isOwnIndex } from './buildIndexes.ts';
import type { SqlDialect } from './dialects/sqlDialect.ts';
import { type CollectionTable, prepareTable } from './prepareTable.ts';
import type { SqlDriver } from './types.ts';

/** What the adapter knows about the database after `init`. */
export type Schema = {
  tables: Map<string, CollectionTable>;
  /** Unique index (or primary key) name → the collection and field path it guards. */
  uniqueIndexes: Map<string, { collection: string; path: string }>;
  /** Per collection, the expressions an index serves in order: sorting by one of them needs no sort step. */
  orderedExpressions: Map<string, Set<string>>;
  /** Per collection, the B-tree index on each indexed expression of its documents, by the expression. */
  indexOf: Map<string, Map<string, string>>;
  /** Per collection, the expressions with a trigram index (PostgreSQL). */
  searched: Map<string, Set<string>>;
};

/**
 * Creates (idempotently) the schema, one table per collection, the globals table and every expression index
 * the config asks for; drops indexes an earlier config made that this one no longer wants.
 */
export async function createSchema(
  driver: SqlDriver,
  dialect: SqlDialect,
  config: SanitizedConfig,
  qualify: (name: string) => string,
  globalsTable: string,
): Promise<Schema> {
  const schema: Schema = {
    tables: new Map(),
    uniqueIndexes: new Map(),
    orderedExpressions: new Map(),
    indexOf: new Map(),
    searched: new Map(),
  };
  if (driver.schema) {
    // CREATE SCHEMA checks the CREATE privilege before IF NOT EXISTS: look first so `public` needs no privilege.
    const found = await driver.query(`SELECT 1 FROM pg_namespace WHERE nspname = ${dialect.placeholder(1)}`, [driver.schema]);
    if (found.length === 0) await driver.exec(`CREATE SCHEMA IF NOT EXISTS ${dialect.quote(driver.schema)}`);
  }
  const trigram = dialect.searchIndexColumns ? await trigramOperatorClass(driver, dialect) : undefined;
  for (const collection of config.collections) {
    const prepared = prepareTable(collection, dialect, qualify);
    schema.tables.set(collection.slug, prepared);
    await driver.exec(dialect.createTable(prepared.table, collection.idType));
    // Columns that came later (`shape`: rows a read passes through unparsed; PostgreSQL's `doc`): tables made
    // before them gain them (`doc` is computed for every row, a rewrite of the table, once).
    for (const column of dialect.addedColumns) {
      const has = dialect.hasColumn(collection.slug, column.name, driver.schema);
      if ((await driver.query(has.sql, has.params)).length > 0) continue;
      await driver.exec(`ALTER TABLE ${prepared.table} ADD COLUMN ${column.name} ${column.definition}`).catch(async (error) => {
        // Another server starting at the same time added it first.
        if ((await driver.query(has.sql, has.params)).length === 0) throw error;
      });
    }
    schema.uniqueIndexes.set(`${collection.slug}_pkey`, { collection: collection.slug, path: 'id' });
    schema.uniqueIndexes.set(`${collection.slug}.id`, { collection: collection.slug, path: 'id' });
    const specs = buildIndexes(collection, config, dialect);
    schema.orderedExpressions.set(
      collection.slug,
      new Set(['id', 'created_at', 'updated_at', ...specs.map((spec) => spec.leading)]),
    );
    schema.indexOf.set(collection.slug, new Map(specs.map((spec) => [spec.leading, spec.name])));
    const searchSpecs = trigram ? buildSearchIndexes(collection, dialect, trigram) : [];
    schema.searched.set(collection.slug, new Set(searchSpecs.map((spec) => spec.leading)));
    specs.push(...searchSpecs);
    for (const spec of specs) {
      const unique = spec.unique ? 'UNIQUE ' : '';
      const using = spec.using ? ` USING ${spec.using}` : '';
      await driver.exec(
        `CREATE ${unique}INDEX IF NOT EXISTS ${dialect.quote(spec.name)} ON ${prepared.table}${using} (${spec.expression})`,
      );
      if (spec.unique) schema.uniqueIndexes.set(spec.name, { collection: collection.slug, path: spec.path });
    }
    // Indexes from an earlier config (a field lost `unique`, changed type…) would keep enforcing old rules.
    const wanted = new Set(specs.map((spec) => spec.name));
    const existing = dialect.listIndexes(collection.slug, driver.schema);
    for (const row of await driver.query(existing.sql, existing.params)) {
      const name = row.name as string;
      if (isOwnIndex(collection.slug, name) && !wanted.has(name)) await driver.exec(`DROP INDEX IF EXISTS ${qualify(name)}`);
    }
  }
  await driver.exec(dialect.createGlobalsTable(qualify(globalsTable)));
  return schema;
}

const findTrigram =
  "SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'";

/**
 * pg_trgm's operator class for text search indexes, qualified by the schema the extension lives in. Created when
 * missing where the role may; where it may not (or the server lacks the extension), `undefined`: searches then
 * read every row, as before, and nothing fails.
 */
async function trigramOperatorClass(driver: SqlDriver, dialect: SqlDialect): Promise<string | undefined> {
  let rows = await driver.query(findTrigram, []);
  if (rows.length === 0) {
    // Two servers starting at once both try; the loser's error is harmless, the lookup below decides.
    await driver.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm').catch(() => {});
    rows = await driver.query(findTrigram, []);
  }
  return rows.length > 0 ? `${dialect.quote(String(rows[0].schema))}.gin_trgm_ops` : undefined;
}
