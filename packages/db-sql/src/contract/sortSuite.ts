import type { DocumentID, SortNode, WhereNode } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { type ContractSetup, useAdapter } from './useAdapter.ts';
import { asc, column, desc, path, where } from './whereBuilder.ts';

const views = path('views', 'number');
const title = path('title', 'text');
const slug = path('slug', 'text');
const published = path('published', 'boolean');
const score = path('meta.score', 'number');
const headline = path('headline.en', 'text');

// Inserted in this order, so ids ascend p1 … p7. Views repeat and are sometimes null or missing.
const rows: Array<Record<string, unknown>> = [
  { slug: 'p1', title: 'c', views: 3, published: true, meta: { score: 2 }, headline: { en: 'b' } },
  { slug: 'p2', title: 'a', views: null, published: false, meta: { score: 10 } },
  { slug: 'p3', title: 'e', views: 1, published: true, headline: { en: 'a' } },
  { slug: 'p4', title: 'b', views: 3, published: false, meta: { score: 2 } },
  { slug: 'p5', title: 'g', views: 2, published: true },
  { slug: 'p6', title: 'd', published: false, headline: { en: 'c' } },
  { slug: 'p7', title: 'f', views: 3, published: true, meta: { score: -1 } },
];

/** Sorting (several keys, NULL smallest, stable id tie-break) and pagination. */
export function sortSuite(setup: ContractSetup): void {
  describe('sort and pagination', () => {
    const ids: DocumentID[] = [];
    const adapter = useAdapter(setup, async (db) => {
      for (const data of rows) ids.push((await db.create({ collection: 'posts', data })).id);
    });
    const order = async (sort: SortNode[] | undefined) =>
      (await adapter().find({ collection: 'posts', sort, limit: 0 })).docs.map((doc) => doc.slug);

    it('sorts by id descending when no sort is given', async () => {
      expect(await order(undefined)).toStrictEqual(['p7', 'p6', 'p5', 'p4', 'p3', 'p2', 'p1']);
      expect(await order([])).toStrictEqual(['p7', 'p6', 'p5', 'p4', 'p3', 'p2', 'p1']);
    });

    it('puts nulls first ascending and breaks ties by id ascending', async () => {
      expect(await order([asc(views)])).toStrictEqual(['p2', 'p6', 'p3', 'p5', 'p1', 'p4', 'p7']);
    });

    it('puts nulls last descending and breaks ties by id descending', async () => {
      expect(await order([desc(views)])).toStrictEqual(['p7', 'p4', 'p1', 'p5', 'p3', 'p6', 'p2']);
    });

    it('sorts by several keys', async () => {
      expect(await order([asc(published), desc(views)])).toStrictEqual(['p4', 'p6', 'p2', 'p7', 'p1', 'p5', 'p3']);
      expect(await order([desc(views), asc(title)])).toStrictEqual(['p4', 'p1', 'p7', 'p5', 'p3', 'p2', 'p6']);
    });

    it('sorts text', async () => {
      expect(await order([asc(title)])).toStrictEqual(['p2', 'p4', 'p1', 'p6', 'p3', 'p7', 'p5']);
    });

    it('sorts numbers numerically inside a group', async () => {
      expect(await order([desc(score)])).toStrictEqual(['p2', 'p4', 'p1', 'p7', 'p6', 'p5', 'p3']);
    });

    it('sorts by a localized value', async () => {
      expect(await order([asc(headline)])).toStrictEqual(['p2', 'p4', 'p5', 'p7', 'p3', 'p1', 'p6']);
    });

    it('sorts by the id and createdAt columns', async () => {
      expect(await order([asc(column('id'))])).toStrictEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
      expect(await order([asc(column('createdAt'))])).toStrictEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
    });

    it('pages through results with the total', async () => {
      const page = (n: number) => adapter().find({ collection: 'posts', sort: [asc(views)], limit: 3, page: n });
      const slugs = async (n: number) => {
        const result = await page(n);
        return { slugs: result.docs.map((doc) => doc.slug), totalDocs: result.totalDocs };
      };
      expect(await slugs(1)).toStrictEqual({ slugs: ['p2', 'p6', 'p3'], totalDocs: 7 });
      expect(await slugs(2)).toStrictEqual({ slugs: ['p5', 'p1', 'p4'], totalDocs: 7 });
      expect(await slugs(3)).toStrictEqual({ slugs: ['p7'], totalDocs: 7 });
      expect(await slugs(4)).toStrictEqual({ slugs: [], totalDocs: 7 });
    });

    it('counts the filtered total when paging a where', async () => {
      const result = await adapter().find({
        collection: 'posts',
        where: where.is(published, 'equals', true),
        sort: [asc(title)],
        limit: 2,
        page: 2,
      });
      expect(result.docs.map((doc) => doc.slug)).toStrictEqual(['p7', 'p5']);
      expect(result.totalDocs).toBe(4);
      const last = await adapter().find({ collection: 'posts', where: where.is(published, 'equals', true), limit: 2, page: 3 });
      expect(last).toStrictEqual({ docs: [], totalDocs: 4 });
    });

    it('returns every row for limit 0', async () => {
      const result = await adapter().find({ collection: 'posts', limit: 0 });
      expect(result.docs).toHaveLength(7);
      expect(result.totalDocs).toBe(7);
    });

    it('skips the count with pagination false', async () => {
      const result = await adapter().find({ collection: 'posts', limit: 2, pagination: false });
      expect(result.docs.map((doc) => doc.slug)).toStrictEqual(['p7', 'p6']);
      expect(result.totalDocs).toBe(2);
    });

    // SQLite reads such a page in the sort's index and tests an equality on another indexed field by probing
    // that field's index for the row (no document read for rows that fail it).
    it('filters by an indexed field while sorting by another indexed one', async () => {
      const page = async (filter: WhereNode) =>
        (await adapter().find({ collection: 'posts', where: filter, sort: [desc(views)], limit: 3 })).docs.map((doc) => doc.slug);
      expect(await page(where.is(title, 'equals', 'c'))).toStrictEqual(['p1']);
      expect(await page(where.is(slug, 'equals', 'p4'))).toStrictEqual(['p4']);
      expect(await page(where.is(title, 'not_equals', 'c'))).toStrictEqual(['p7', 'p4', 'p5']);
      expect(await page(where.or(where.is(title, 'equals', 'g'), where.is(slug, 'equals', 'p2')))).toStrictEqual(['p5', 'p2']);
      expect(await page(where.is(title, 'equals', 'none'))).toStrictEqual([]);
    });

    it('keeps the unfiltered count current after writes', async () => {
      const total = async () => (await adapter().find({ collection: 'posts', limit: 1 })).totalDocs;
      expect(await total()).toBe(7);
      expect(await adapter().count({ collection: 'posts' })).toBe(7);
      const extra = await adapter().create({ collection: 'posts', data: { slug: 'p8' } });
      expect(await total()).toBe(8);
      expect(await adapter().count({ collection: 'posts' })).toBe(8);
      await adapter().deleteOne({ collection: 'posts', id: extra.id });
      expect(await total()).toBe(7);
      expect(await adapter().count({ collection: 'posts', where: where.constant(true) })).toBe(7);
      expect(await adapter().count({ collection: 'posts', where: where.constant(false) })).toBe(0);
    });
  });
}
