import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { restConfig } from './config.ts';

/** Titles of the documents a list request answers, in order. */
async function titles(h: Harness, query: string): Promise<string[]> {
  const res = await h.inject({ url: `/api/articles?depth=0&limit=50&sort=title&${query}` });
  if (res.statusCode !== 200) throw new Error(`${query} → ${res.statusCode} ${res.body}`);
  return res.json().docs.map((d: { title: string }) => d.title);
}

describe.each(dialects)('REST queries on %s', (dialect) => {
  let h: Harness;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    h = await startAtrium(dialect, restConfig);
    const travel = await h.atrium.create({ collection: 'categories', data: { title: 'Travel', rank: 1 } });
    const food = await h.atrium.create({ collection: 'categories', data: { title: 'Food', rank: 2 } });
    const ada = await h.atrium.create({ collection: 'people', data: { name: 'Ada Lovelace' } });
    ids.travel = travel.id as number;
    ids.food = food.id as number;
    const make = (data: Record<string, unknown>) => h.atrium.create({ collection: 'articles', data, depth: 0 });
    // Paris, London, Berlin: known distances (Paris–London ≈ 344 km, Paris–Berlin ≈ 878 km).
    await make({
      title: 'Alpha Paris guide',
      views: 10,
      featured: true,
      publishedAt: '2025-01-10T00:00:00.000Z',
      tags: ['travel', 'food'],
      category: travel.id,
      related: [travel.id, food.id],
      location: [2.3522, 48.8566],
      meta: { title: 'Paris meta' },
      links: [{ label: 'Louvre' }],
      layout: [{ blockType: 'cta', heading: 'Book now', target: food.id }],
      mention: { relationTo: 'people', value: ada.id },
      author: ada.id,
    });
    await make({
      title: 'Bravo London notes',
      views: 20,
      featured: false,
      publishedAt: '2025-06-01T00:00:00.000Z',
      tags: ['travel'],
      category: travel.id,
      related: [food.id],
      location: [-0.1276, 51.5072],
      links: [{ label: 'Tower' }, { label: 'Louvre annex' }],
      layout: [{ blockType: 'quote', text: 'Mind the gap' }],
      mention: { relationTo: 'categories', value: food.id },
    });
    await make({
      title: 'Charlie Berlin 100% fun_time',
      views: 30,
      publishedAt: '2026-02-01T00:00:00.000Z',
      tags: ['tech'],
      category: food.id,
      location: [13.405, 52.52],
      summary: 'Ärger im Büro',
    });
    await make({ title: 'Delta with no extras' });
  });
  afterAll(() => h.close());

  it('answers the paginated shape', async () => {
    const res = await h.inject({ url: '/api/articles?limit=2&page=2&sort=title&depth=0' });
    expect(res.statusCode).toBe(200);
    const { docs, ...meta } = res.json();
    expect(meta).toEqual({
      totalDocs: 4,
      limit: 2,
      totalPages: 2,
      page: 2,
      pagingCounter: 3,
      hasPrevPage: true,
      hasNextPage: false,
      prevPage: 1,
      nextPage: null,
    });
    expect(docs.map((d: { title: string }) => d.title)).toEqual(['Charlie Berlin 100% fun_time', 'Delta with no extras']);
    const all = await h.inject({ url: '/api/articles?pagination=false&depth=0' });
    expect(all.json().docs).toHaveLength(4);
    expect(all.json().totalPages).toBe(1);
  });

  it('filters with equals, not_equals, in, not_in and exists (missing values match negations)', async () => {
    expect(await titles(h, 'where[views][equals]=20')).toEqual(['Bravo London notes']);
    expect(await titles(h, 'where[views][not_equals]=20')).toEqual([
      'Alpha Paris guide',
      'Charlie Berlin 100% fun_time',
      'Delta with no extras',
    ]);
    expect(await titles(h, 'where[views][in]=10,30')).toEqual(['Alpha Paris guide', 'Charlie Berlin 100% fun_time']);
    expect(await titles(h, 'where[views][not_in][0]=10&where[views][not_in][1]=30')).toEqual([
      'Bravo London notes',
      'Delta with no extras',
    ]);
    expect(await titles(h, 'where[views][exists]=false')).toEqual(['Delta with no extras']);
    expect(await titles(h, 'where[featured][equals]=true')).toEqual(['Alpha Paris guide']);
  });

  it('compares numbers and dates', async () => {
    expect(await titles(h, 'where[views][greater_than]=10')).toEqual(['Bravo London notes', 'Charlie Berlin 100% fun_time']);
    expect(await titles(h, 'where[views][greater_than_equal]=20&where[views][less_than]=30')).toEqual(['Bravo London notes']);
    expect(await titles(h, 'where[views][less_than_equal]=10')).toEqual(['Alpha Paris guide']);
    expect(await titles(h, 'where[publishedAt][greater_than]=2025-03-01')).toEqual([
      'Bravo London notes',
      'Charlie Berlin 100% fun_time',
    ]);
    expect(await titles(h, 'where[createdAt][less_than]=2999-01-01')).toHaveLength(4);
  });

  it('matches text with like (every word), not_like and contains, case-insensitively and literally', async () => {
    expect(await titles(h, 'where[title][like]=paris ALPHA')).toEqual(['Alpha Paris guide']);
    expect(await titles(h, 'where[title][like]=paris london')).toEqual([]);
    expect(await titles(h, 'where[title][not_like]=paris')).toEqual([
      'Bravo London notes',
      'Charlie Berlin 100% fun_time',
      'Delta with no extras',
    ]);
    expect(await titles(h, 'where[title][contains]=ndon no')).toEqual(['Bravo London notes']);
    expect(await titles(h, `where[title][contains]=${encodeURIComponent('100%')}`)).toEqual(['Charlie Berlin 100% fun_time']);
    // `_` and `%` are literal: `b_r` would match "Ber" if `_` were a wildcard.
    expect(await titles(h, 'where[title][contains]=b_r')).toEqual([]);
    expect(await titles(h, `where[summary][contains]=${encodeURIComponent('ärger')}`)).toEqual(['Charlie Berlin 100% fun_time']);
  });

  it('matches hasMany values with equals, in and all', async () => {
    expect(await titles(h, 'where[tags][equals]=travel')).toEqual(['Alpha Paris guide', 'Bravo London notes']);
    expect(await titles(h, 'where[tags][all]=travel,food')).toEqual(['Alpha Paris guide']);
    expect(await titles(h, 'where[tags][in]=tech,food')).toEqual(['Alpha Paris guide', 'Charlie Berlin 100% fun_time']);
    expect(await titles(h, `where[related][in]=${ids.food}`)).toEqual(['Alpha Paris guide', 'Bravo London notes']);
  });

  it('nests and/or, in the query string within its depth limit and deeper as JSON', async () => {
    expect(await titles(h, 'where[or][0][views][equals]=10&where[or][1][tags][equals]=tech')).toEqual([
      'Alpha Paris guide',
      'Charlie Berlin 100% fun_time',
    ]);
    expect(await titles(h, 'where[and][0][tags][equals]=travel&where[and][1][views][greater_than]=15')).toEqual([
      'Bravo London notes',
    ]);
    const nested = {
      or: [{ views: { equals: 10 } }, { and: [{ tags: { equals: 'travel' } }, { views: { greater_than: 15 } }] }],
    };
    expect(await titles(h, `where=${encodeURIComponent(JSON.stringify(nested))}`)).toEqual([
      'Alpha Paris guide',
      'Bravo London notes',
    ]);
  });

  it('follows dot paths into groups, arrays, blocks and across relationships', async () => {
    expect(await titles(h, 'where[meta.title][equals]=Paris meta')).toEqual(['Alpha Paris guide']);
    expect(await titles(h, 'where[links.label][equals]=Tower')).toEqual(['Bravo London notes']);
    expect(await titles(h, 'where[links.label][like]=louvre')).toEqual(['Alpha Paris guide', 'Bravo London notes']);
    expect(await titles(h, 'where[layout.blockType][equals]=quote')).toEqual(['Bravo London notes']);
    expect(await titles(h, 'where[layout.heading][equals]=Book now')).toEqual(['Alpha Paris guide']);
    expect(await titles(h, 'where[category.title][equals]=Food')).toEqual(['Charlie Berlin 100% fun_time']);
    expect(await titles(h, 'where[related.rank][greater_than]=1')).toEqual(['Alpha Paris guide', 'Bravo London notes']);
    expect(await titles(h, 'where[layout.target.title][equals]=Food')).toEqual(['Alpha Paris guide']);
    expect(await titles(h, 'where[author.name][like]=lovelace')).toEqual(['Alpha Paris guide']);
    expect(await titles(h, 'where[mention.relationTo][equals]=categories')).toEqual(['Bravo London notes']);
    expect(await titles(h, 'where[mention.name][equals]=Ada Lovelace')).toEqual(['Alpha Paris guide']);
  });

  it('finds points near a place (metres), within and intersecting a polygon', async () => {
    const near = await h.inject({ url: '/api/articles?depth=0&where[location][near]=2.35,48.85,900000' });
    // No sort given: nearest first.
    expect(near.json().docs.map((d: { title: string }) => d.title)).toEqual([
      'Alpha Paris guide',
      'Bravo London notes',
      'Charlie Berlin 100% fun_time',
    ]);
    expect(await titles(h, 'where[location][near]=2.35,48.85,400000')).toEqual(['Alpha Paris guide', 'Bravo London notes']);
    expect(await titles(h, 'where[location][near]=2.35,48.85,900000,10000')).toEqual([
      'Bravo London notes',
      'Charlie Berlin 100% fun_time',
    ]);
    // A box around western Europe that holds Paris and London but not Berlin.
    const box = {
      type: 'Polygon',
      coordinates: [
        [
          [-5, 45],
          [5, 45],
          [5, 55],
          [-5, 55],
          [-5, 45],
        ],
      ],
    };
    expect(await titles(h, `where[location][within]=${encodeURIComponent(JSON.stringify(box))}`)).toEqual([
      'Alpha Paris guide',
      'Bravo London notes',
    ]);
    const where = { location: { intersects: box } };
    expect(await titles(h, `where=${encodeURIComponent(JSON.stringify(where))}`)).toEqual([
      'Alpha Paris guide',
      'Bravo London notes',
    ]);
  });

  it('compares a json field with a JSON value sent in the query string', async () => {
    await h.atrium.create({ collection: 'articles', data: { title: 'Echo json', extra: { k: 1, list: ['a'] } } });
    expect(await titles(h, `where[extra][equals]=${encodeURIComponent('{"list":["a"],"k":1}')}`)).toEqual(['Echo json']);
    expect(await titles(h, `where[extra][equals]=${encodeURIComponent('{"k":2}')}`)).toEqual([]);
    await h.atrium.delete({ collection: 'articles', where: { title: { equals: 'Echo json' } } });
  });

  it('sorts by several fields and pages stably', async () => {
    // Missing values sort as the smallest: last when descending, first when ascending.
    const res = await h.inject({ url: '/api/articles?depth=0&sort=-featured,views' });
    expect(res.json().docs.map((d: { title: string }) => d.title)).toEqual([
      'Alpha Paris guide',
      'Bravo London notes',
      'Delta with no extras',
      'Charlie Berlin 100% fun_time',
    ]);
    const desc = await h.inject({ url: '/api/articles?depth=0&sort[0]=-views' });
    expect(desc.json().docs.map((d: { views?: number }) => d.views ?? null)).toEqual([30, 20, 10, null]);
  });

  it('accepts a JSON where and a POST with X-HTTP-Method-Override: GET', async () => {
    const where = JSON.stringify({ or: [{ views: { equals: 10 } }, { views: { equals: 30 } }] });
    expect(await titles(h, `where=${encodeURIComponent(where)}`)).toEqual(['Alpha Paris guide', 'Charlie Berlin 100% fun_time']);
    const res = await h.inject({
      method: 'POST',
      url: '/api/articles',
      headers: { 'x-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'where[views][equals]=20&depth=0',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().docs.map((d: { title: string }) => d.title)).toEqual(['Bravo London notes']);
  });

  it('populates to the requested depth, selects fields and caps depth at maxDepth', async () => {
    const one = await h.inject({ url: '/api/articles?where[title][equals]=Alpha Paris guide&depth=1' });
    const doc = one.json().docs[0];
    expect(doc.category.title).toBe('Travel');
    expect(doc.related.map((c: { title: string }) => c.title)).toEqual(['Travel', 'Food']);
    expect(doc.mention.value.name).toBe('Ada Lovelace');
    expect(doc.layout[0].target.title).toBe('Food');
    const selected = await h.inject({
      url: '/api/articles?where[title][equals]=Alpha Paris guide&select[title]=true&select[meta][title]=true',
    });
    expect(selected.json().docs[0]).toEqual({ id: doc.id, title: 'Alpha Paris guide', meta: { title: 'Paris meta' } });
  });
});
