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
    if (found.length === 0) await ifNotThere(driver.exec(`CREATE SCHEMA IF NOT EXISTS ${dialect.quote(driver.schema)}`));
  }
  const trigram = dialect.searchIndexColumns ? await trigramOperatorClass(driver, dialect) : undefined;
  for (const collection of config.collections) {
    const table = qualify(collection.slug);
    await ifNotThere(driver.exec(dialect.createTable(table, collection.idType)));
    const columns = new Set<string>();
    for (const column of dialect.addedColumns) {
      if (await addColumn(driver, dialect, collection.slug, table, column)) columns.add(column.name);
    }
    const prepared = prepareTable(
      collection,
      dialect,
      qualify,
      dialect.textColumn !== undefined && columns.has(dialect.textColumn),
    );
    schema.tables.set(collection.slug, prepared);
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
      await ifNotThere(
        driver.exec(
          `CREATE ${unique}INDEX IF NOT EXISTS ${dialect.quote(spec.name)} ON ${prepared.table}${using} (${spec.expression})`,
        ),
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
  await ifNotThere(driver.exec(dialect.createGlobalsTable(qualify(globalsTable))));
  return schema;
}

/**
 * A `CREATE … IF NOT EXISTS` that another server starting at the same moment won: PostgreSQL checks for the name
 * before it creates, so the second of two concurrent creations fails on the catalog's unique index (23505) or as a
 * duplicate (42P07, 42710) instead of doing nothing. The object is there either way.
 */
export async function ifNotThere(creating: Promise<void>): Promise<void> {
  try {
    await creating;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== '23505' && code !== '42P07' && code !== '42710') throw error;
  }
}

/** Rows up to which a table gains a column that rewrites it (`rewrites`) at start. */
const rewriteUpTo = 100_000;

/**
 * Makes sure a column that came later (`shape`: rows a read passes through unparsed; PostgreSQL's `doc`) is there,
 * adding it to a table made before it. Answers whether the table has it. A column whose adding rewrites the table is
 * added to tables of up to `rewriteUpTo` rows only (a larger one is left to its operator, with a warning: reads then
 * do without it); on PostgreSQL in a transaction of its own, free of the pool's statement and lock timeouts, and
 * under an advisory lock, so servers starting together add it once.
 */
async function addColumn(
  driver: SqlDriver,
  dialect: SqlDialect,
  slug: string,
  table: string,
  column: SqlDialect['addedColumns'][number],
): Promise<boolean> {
  const has = dialect.hasColumn(slug, column.name, driver.schema);
  const present = async (on: { query: SqlDriver['query'] }) => (await on.query(has.sql, has.params)).length > 0;
  if (await present(driver)) return true;
  if (column.rewrites) {
    const [row] = await driver.query(`SELECT count(*) AS n FROM (SELECT 1 FROM ${table} LIMIT ${rewriteUpTo + 1}) AS rows`, []);
    if (Number(row.n) > rewriteUpTo) {
      console.warn(
        `[atrium] ${table} has more than ${rewriteUpTo.toLocaleString('en')} rows: its "${column.name}" column, which makes reads faster, was not added at start (adding it rewrites the table). Add it when convenient: ALTER TABLE ${table} ADD COLUMN ${column.name} ${column.definition}`,
      );
      return false;
    }
  }
  const alter = `ALTER TABLE ${table} ADD COLUMN ${column.name} ${column.definition}`;
  if (dialect.name !== 'postgres') {
    await driver.exec(alter).catch(async (error) => {
      // Another server starting at the same time added it first.
      if (!(await present(driver))) throw error;
    });
    return true;
  }
  const session = await driver.begin();
  try {
    await session.query('SET LOCAL statement_timeout = 0', []);
    await session.query('SET LOCAL lock_timeout = 0', []);
    await session.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`atrium add column ${table}.${column.name}`]);
    if (!(await present(session))) await session.query(alter, []);
    await session.commit();
  } catch (error) {
    await session.rollback().catch(() => {});
    throw error;
  }
  return true;
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
