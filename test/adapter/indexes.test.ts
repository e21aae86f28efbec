import type { Config } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { withClient } from '../outage/backends.ts';

// Issue 21, item 2: the fields lists are sorted and filtered by are indexed without the config saying so
// (docs/indexes.md).

const config: Omit<Config, 'db' | 'secret'> = {
  collections: [
    {
      slug: 'articles',
      admin: { useAsTitle: 'title', listSearchableFields: ['body'] },
      fields: [
        { name: 'title', type: 'text' },
        { name: 'body', type: 'textarea' },
        { name: 'publishedAt', type: 'date' },
        { name: 'status', type: 'select', options: ['draft', 'published'] },
        { name: 'tone', type: 'radio', options: ['calm', 'loud'] },
        { name: 'tags', type: 'select', hasMany: true, options: ['a', 'b'] },
        { name: 'meta', type: 'group', fields: [{ name: 'reviewedAt', type: 'date' }] },
      ],
    },
  ],
};

/** The names of the indexes on the collection's table, as the database lists them. */
async function indexNames(dialect: (typeof dialects)[number], h: Harness): Promise<string[]> {
  if (dialect === 'sqlite') {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(h.filename!, { readonly: true });
    try {
      return (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'articles'").all() as {
          name: string;
        }[]
      ).map((row) => row.name);
    } finally {
      db.close();
    }
  }
  return withClient(async (client) =>
    (
      await client.query<{ indexname: string }>('SELECT indexname FROM pg_indexes WHERE schemaname = $1 AND tablename = $2', [
        h.schema,
        'articles',
      ])
    ).rows.map((row) => row.indexname),
  );
}

describe.each(dialects)('indexes on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAtrium(dialect, config);
  });
  afterAll(async () => h?.close());

  it('indexes dates and single choices, not many-valued choices or plain text', async () => {
    const names = await indexNames(dialect, h);
    const own = (label: string) => names.filter((name) => name.startsWith(`articles__${label}_`));
    expect(own('idx_publishedAt')).toHaveLength(1);
    expect(own('idx_status')).toHaveLength(1);
    expect(own('idx_tone')).toHaveLength(1);
    expect(own('idx_meta_reviewedAt')).toHaveLength(1);
    expect(own('idx_tags')).toHaveLength(0);
    expect(own('idx_body')).toHaveLength(0);
    // The title is indexed for sorting; plain text that is not the title is not.
    expect(own('idx_title')).toHaveLength(1);
  });

  it('still answers the common list read by them: published, newest first', async () => {
    for (const [i, status] of ['published', 'draft', 'published'].entries()) {
      const created = await h.atrium.create({
        collection: 'articles',
        data: { title: `A${i}`, status, publishedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() },
        overrideAccess: true,
      });
      expect(created.id).toBeDefined();
    }
    const page = await h.atrium.find({
      collection: 'articles',
      where: { status: { equals: 'published' } },
      sort: '-publishedAt',
      overrideAccess: true,
    });
    expect(page.docs.map((doc) => doc.title)).toStrictEqual(['A2', 'A0']);
    expect(page.totalDocs).toBe(2);
  });
});

// PostgreSQL only: SQLite has no trigram index, and searches there read every row (docs/indexes.md).
describe('search indexes on postgres', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAtrium('postgres', config);
  });
  afterAll(async () => h?.close());

  // Issue 21: on PostgreSQL, the title and the admin's searchable fields get a pg_trgm index, so a search that
  // matches few documents reads only those.
  it('searches the title and the searchable fields by a trigram index', async () => {
    const names = await indexNames('postgres', h);
    const own = (label: string) => names.filter((name) => name.startsWith(`articles__${label}_`));
    expect(own('trgm_title')).toHaveLength(1);
    expect(own('trgm_body')).toHaveLength(1);
    expect(own('trgm_status')).toHaveLength(0);
    const plan = await withClient(async (client) => {
      await client.query(`SET search_path TO "${h.schema}"`);
      // A plan as for a large table: on three rows a sequential scan is cheaper, which is no test of the index.
      await client.query('SET enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT id FROM articles WHERE lower((data #>> '{title}')) LIKE '%zebra%'`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain(own('trgm_title')[0]);
    await h.atrium.create({ collection: 'articles', data: { title: 'Zebra crossing' }, overrideAccess: true });
    const found = await h.atrium.find({ collection: 'articles', where: { title: { like: 'ZEBRA' } }, overrideAccess: true });
    expect(found.docs.map((doc) => doc.title)).toStrictEqual(['Zebra crossing']);
  });
});
