import type { CollectionConfig } from '@atrium/core';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTestURL } from '../helpers/database.ts';
import { withOpenAccess } from '../helpers/openAccess.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

const items: CollectionConfig = {
  slug: 'items',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'status', type: 'select', options: ['common', 'rare'] },
    { name: 'rank', type: 'number' },
  ],
};
/** Rows written in bulk beside the adapter (one statement), every 300th rare. */
const total = 30_000;
const rare = total / 300;

describe.each(dialects)('estimated counts (%s)', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAtrium(dialect, withOpenAccess({ collections: [items] }), { responseCache: false });
    const at = '2026-01-01T00:00:00.000Z';
    const rows = `SELECT '${at}', '${at}', '{"title":"Item ' || n || '","status":"' || (CASE WHEN n % 300 = 0 THEN 'rare' ELSE 'common' END) || '","rank":' || n || '}'`;
    if (h.filename) {
      const db = new Database(h.filename);
      db.exec(
        `WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${total}) INSERT INTO items (created_at, updated_at, data) ${rows} FROM s`,
      );
      db.close();
    } else {
      const client = new pg.Client({ connectionString: postgresTestURL() });
      await client.connect();
      await client.query(
        `INSERT INTO "${h.schema}".items (created_at, updated_at, data) ${rows.replace("'{", "('{").replace("}'", "}')::jsonb")} FROM generate_series(1, ${total}) AS n`,
      );
      await client.query(`ANALYZE "${h.schema}".items`);
      await client.end();
    }
  });
  afterAll(() => h?.close());

  const get = async (url: string) => {
    const response = await h.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('counts exactly unless asked for an estimate', async () => {
    expect(await get('/api/items/count')).toStrictEqual({ totalDocs: total });
    const list = await get('/api/items?limit=10&depth=0');
    expect(list.totalDocs).toBe(total);
    expect(list).not.toHaveProperty('totalDocsEstimated');
  });

  it('answers the planner estimate for many matches on PostgreSQL, and says so', async () => {
    const counted = await get('/api/items/count?estimate=true&where[status][equals]=common');
    const list = await get('/api/items?estimate=true&limit=10&depth=0&where[status][equals]=common&sort=-createdAt');
    if (dialect === 'postgres') {
      for (const answer of [counted, list]) {
        expect(answer.totalDocsEstimated).toBe(true);
        // ANALYZE samples the table: the estimate is close, not exact.
        expect(Math.abs(answer.totalDocs - (total - rare))).toBeLessThan(total * 0.1);
      }
      expect(list.totalPages).toBe(Math.ceil(list.totalDocs / 10));
    } else {
      expect(counted).toStrictEqual({ totalDocs: total - rare });
      expect(list.totalDocs).toBe(total - rare);
      expect(list).not.toHaveProperty('totalDocsEstimated');
    }
    expect(list.docs).toHaveLength(10);
  });

  it('counts exactly when few match, estimate or not', async () => {
    expect(await get('/api/items/count?estimate=true&where[status][equals]=rare')).toStrictEqual({ totalDocs: rare });
    const list = await get('/api/items?estimate=true&limit=10&depth=0&where[status][equals]=rare');
    expect(list.totalDocs).toBe(rare);
    expect(list).not.toHaveProperty('totalDocsEstimated');
  });

  it('stays exact when few match, whatever the planner guesses (an unindexed range: a third of the table)', async () => {
    expect(await get('/api/items/count?estimate=true&where[rank][greater_than]=29990')).toStrictEqual({ totalDocs: 10 });
  });

  it('refuses an estimate that is neither true nor false', async () => {
    const response = await h.inject({ url: '/api/items/count?estimate=maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toContain('maybe');
  });
});
