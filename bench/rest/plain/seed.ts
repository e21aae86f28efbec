import { isDeepStrictEqual } from 'node:util';
import type { Atrium } from '@atrium/core';
import Database from 'better-sqlite3';
import pg from 'pg';
import { postFields } from './config.ts';

/** Where the bench's database is: a SQLite file, or a PostgreSQL schema. */
export type BenchDatabase = { kind: 'sqlite'; filename: string } | { kind: 'postgres'; url: string; schema: string };

/** Rows per INSERT statement: 4 parameters each, far below PostgreSQL's 65,535. */
const batch = 500;

/**
 * Seeds `posts` posts. The first goes through the Local API, and its stored row is the template of the rest,
 * which are written in bulk straight into the adapter's table shape (`id, created_at, updated_at, data, shape`):
 * multi-row INSERTs in transactions, after dropping the posts table's secondary indexes, which the next
 * `init` builds again in one pass each (minutes for a million posts, not hours). Returns the ids the reads use.
 */
export async function seedPlain(atrium: Atrium, database: BenchDatabase, posts: number, log: (line: string) => void) {
  const author = (
    await atrium.create({
      collection: 'users',
      data: { email: 'author@example.com', password: 'a long passphrase', name: 'Author' },
      overrideAccess: true,
    })
  ).id;
  const categories: (string | number)[] = [];
  for (let i = 0; i < 8; i++) {
    categories.push(
      (await atrium.create({ collection: 'categories', data: { title: `Category ${i + 1}` }, overrideAccess: true })).id,
    );
  }
  const first = await atrium.create({ collection: 'posts', data: postFields(1, categories[0], author), overrideAccess: true });
  const rows = await writer(database);
  try {
    const row = await rows.storedRow(first.id);
    const template = JSON.parse(row.data) as Record<string, unknown>;
    // The write pipeline stored the first body as given: the others, built the same way, are as current as it is,
    // so they carry its shape (reads may pass them through unparsed, as they would rows written one by one).
    if (!isDeepStrictEqual(template.body, postFields(1, categories[0], author).body))
      throw new Error('The stored body differs from the one given: the bulk rows would not be what the API writes');
    // The stored document as the write pipeline made it, with this post's values in place.
    const stored = (n: number) => {
      const fields = postFields(n, categories[(n - 1) % categories.length], author);
      return JSON.stringify({ ...template, ...fields });
    };
    await rows.dropIndexes();
    const started = performance.now();
    let reported = started;
    for (let from = 2; from <= posts; from += batch) {
      const values: unknown[] = [];
      for (let n = from; n < Math.min(from + batch, posts + 1); n++) {
        const at = new Date(Date.UTC(2020, 0, 1) + n * 3_600_000).toISOString();
        values.push(at, at, stored(n), row.shape);
      }
      await rows.insert(values);
      if (performance.now() - reported > 10_000) {
        reported = performance.now();
        log(`  ${Math.min(from + batch - 1, posts).toLocaleString('en')} posts written…`);
      }
    }
    log(`Wrote ${(posts - 1).toLocaleString('en')} posts in bulk in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await rows.close();
  }
  return { author, categories };
}

type StoredRow = { data: string; shape: string | null };

/** Statements on the bench's database outside the adapter (which knows no bulk writes). */
async function writer(database: BenchDatabase) {
  if (database.kind === 'sqlite') {
    const db = new Database(database.filename);
    const insertOne = db.prepare('INSERT INTO posts (created_at, updated_at, data, shape) VALUES (?, ?, ?, ?)');
    const insertMany = db.transaction((values: unknown[]) => {
      for (let i = 0; i < values.length; i += 4) insertOne.run(values[i], values[i + 1], values[i + 2], values[i + 3]);
    });
    return {
      storedRow: async (id: unknown) => db.prepare('SELECT data, shape FROM posts WHERE id = ?').get(id) as StoredRow,
      async dropIndexes() {
        const names = db
          .prepare(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'posts' AND name LIKE 'posts\\_\\_%' ESCAPE '\\'",
          )
          .all() as { name: string }[];
        for (const { name } of names) db.exec(`DROP INDEX "${name}"`);
      },
      insert: async (values: unknown[]) => insertMany(values),
      close: async () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const table = `"${database.schema}".posts`;
  return {
    storedRow: async (id: unknown) =>
      (await client.query<StoredRow>(`SELECT data::text AS data, shape FROM ${table} WHERE id = $1`, [id])).rows[0],
    async dropIndexes() {
      const { rows } = await client.query<{ indexname: string }>(
        "SELECT indexname FROM pg_indexes WHERE schemaname = $1 AND tablename = 'posts' AND indexname LIKE 'posts\\_\\_%'",
        [database.schema],
      );
      for (const { indexname } of rows) await client.query(`DROP INDEX "${database.schema}"."${indexname}"`);
    },
    async insert(values: unknown[]) {
      const tuples: string[] = [];
      for (let i = 0; i < values.length; i += 4) tuples.push(`($${i + 1}, $${i + 2}, $${i + 3}, $${i + 4})`);
      await client.query(`INSERT INTO ${table} (created_at, updated_at, data, shape) VALUES ${tuples.join(', ')}`, values);
    },
    close: () => client.end(),
  };
}
