import { buildConfig, type Config } from '@atrium/core';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { ResponseCache } from '@atrium/server';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTestURL } from '../helpers/database.ts';
import { withOpenAccess } from '../helpers/openAccess.ts';
import { type Dialect, dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

let reads = 0;

const config: Omit<Config, 'db' | 'secret'> = {
  collections: [
    { slug: 'tags', fields: [{ name: 'name', type: 'text' }] },
    {
      slug: 'notes',
      fields: [
        { name: 'text', type: 'text' },
        { name: 'tag', type: 'relationship', relationTo: 'tags' },
      ],
    },
    // Its afterRead hook answers something new on every read: it must never come from a cache.
    {
      slug: 'counters',
      hooks: { afterRead: [({ doc }) => ({ ...doc, read: ++reads })] },
      fields: [{ name: 'label', type: 'text' }],
    },
    { slug: 'pins', fields: [{ name: 'counter', type: 'relationship', relationTo: 'counters' }] },
  ],
  globals: [{ slug: 'site', fields: [{ name: 'name', type: 'text' }] }],
};

const insertSQL = (dialect: Dialect, table: string) =>
  `INSERT INTO ${table} (created_at, updated_at, data) VALUES (${dialect === 'sqlite' ? '?, ?, ?' : '$1, $2, $3'})`;

/**
 * A row written by a program that is not Atrium: on SQLite a second connection to the file; on PostgreSQL a
 * plain client, which announces its write with an empty notice on the schema's channel (the README's recipe).
 */
async function writeFromOutside(dialect: Dialect, h: Harness, name: string): Promise<void> {
  const params = ['2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z', JSON.stringify({ name })];
  if (dialect === 'sqlite') {
    const other = new Database(h.filename!);
    other.prepare(insertSQL(dialect, 'tags')).run(...params);
    other.close();
    return;
  }
  const client = new pg.Client({ connectionString: postgresTestURL() });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(insertSQL(dialect, `"${h.schema}".tags`), params);
    await client.query('SELECT pg_notify($1, $2)', [`atrium_changes:${h.schema}`, '']);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

describe.each(dialects)('response cache on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAtrium(dialect, withOpenAccess(config));
  });
  afterAll(() => h.close());

  it('answers a repeated read from the cache until a write through the API changes the data', async () => {
    const tag = await h.atrium.create({ collection: 'tags', data: { name: 'first' } });
    const first = await h.inject({ url: '/api/tags?depth=0' });
    expect(first.headers['x-atrium-cache']).toBe('miss');
    const second = await h.inject({ url: '/api/tags?depth=0' });
    expect(second.headers['x-atrium-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');

    await h.inject({ method: 'PATCH', url: `/api/tags/${tag.id}`, payload: { name: 'renamed' } });
    const third = await h.inject({ url: '/api/tags?depth=0' });
    expect(third.headers['x-atrium-cache']).toBe('miss');
    expect(third.json().docs[0].name).toBe('renamed');
  });

  it('keeps separate entries per URL and never caches errors', async () => {
    await h.inject({ url: '/api/tags?limit=1' });
    expect((await h.inject({ url: '/api/tags?limit=1' })).headers['x-atrium-cache']).toBe('hit');
    expect((await h.inject({ url: '/api/tags?limit=2' })).headers['x-atrium-cache']).toBe('miss');
    for (let i = 0; i < 2; i++) {
      const missing = await h.inject({ url: '/api/tags/424242' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-atrium-cache']).toBeUndefined();
    }
  });

  it('notices a commit by another process', async () => {
    await h.inject({ url: '/api/tags/count' });
    expect((await h.inject({ url: '/api/tags/count' })).headers['x-atrium-cache']).toBe('hit');
    const before = (await h.inject({ url: '/api/tags/count' })).json().totalDocs;
    await writeFromOutside(dialect, h, 'outside');
    const after = await h.inject({ url: '/api/tags/count' });
    expect(after.headers['x-atrium-cache']).toBe('miss');
    expect(after.json().totalDocs).toBe(before + 1);
  });

  it('invalidates populated documents when the related document changes', async () => {
    const tag = await h.atrium.create({ collection: 'tags', data: { name: 'blue' } });
    const note = await h.atrium.create({ collection: 'notes', data: { text: 'n', tag: tag.id } });
    expect((await h.inject({ url: `/api/notes/${note.id}?depth=1` })).json().tag.name).toBe('blue');
    await h.atrium.update({ collection: 'tags', id: tag.id, data: { name: 'green' } });
    expect((await h.inject({ url: `/api/notes/${note.id}?depth=1` })).json().tag.name).toBe('green');
  });

  it('never caches reads that run read hooks, directly or through a relationship', async () => {
    const counter = await h.atrium.create({ collection: 'counters', data: { label: 'c' } });
    const pin = await h.atrium.create({ collection: 'pins', data: { counter: counter.id } });
    const a = await h.inject({ url: `/api/counters/${counter.id}` });
    const b = await h.inject({ url: `/api/counters/${counter.id}` });
    expect(a.headers['x-atrium-cache']).toBeUndefined();
    expect(b.json().read).toBe(a.json().read + 1);
    const p1 = await h.inject({ url: `/api/pins/${pin.id}?depth=1` });
    const p2 = await h.inject({ url: `/api/pins/${pin.id}?depth=1` });
    expect(p2.headers['x-atrium-cache']).toBeUndefined();
    expect(p2.json().counter.read).toBe(p1.json().counter.read + 1);
  });

  it('caches globals and drops them on update', async () => {
    await h.inject({ method: 'POST', url: '/api/globals/site', payload: { name: 'One' } });
    await h.inject({ url: '/api/globals/site' });
    expect((await h.inject({ url: '/api/globals/site' })).headers['x-atrium-cache']).toBe('hit');
    await h.inject({ method: 'POST', url: '/api/globals/site', payload: { name: 'Two' } });
    const fresh = await h.inject({ url: '/api/globals/site' });
    expect(fresh.headers['x-atrium-cache']).toBe('miss');
    expect(fresh.json().name).toBe('Two');
  });
});

describe('ResponseCache limits', () => {
  it('evicts the least recently used entries past its entry and byte limits', async () => {
    const db = sqliteAdapter({ filename: ':memory:' });
    await db.init(await buildConfig({ secret: 'response-cache-limits', db, collections: [] }));
    const cache = new ResponseCache(db, { maxEntries: 2, maxBytes: 400 });
    const token = cache.currentToken()!;
    expect(cache.get('a', token, '')).toBeUndefined();
    cache.set('a', token, '', Buffer.from('A'));
    cache.set('b', token, '', Buffer.from('B'));
    expect(cache.get('a', token, '')?.toString()).toBe('A');
    cache.set('c', token, '', Buffer.from('C'));
    expect(cache.get('b', token, '')).toBeUndefined();
    expect(cache.get('a', token, '')?.toString()).toBe('A');
    cache.set('big', token, '', Buffer.alloc(90));
    cache.set('bigger', token, '', Buffer.alloc(90));
    expect(cache.get('a', token, '')).toBeUndefined();
    // An entry over a quarter of the budget is not kept at all.
    cache.set('huge', token, '', Buffer.alloc(101));
    expect(cache.get('huge', token, '')).toBeUndefined();
    await db.destroy();
  });
});
