import type { DatabaseAdapter, FindArgs } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { buildContractConfig } from './contractConfig.ts';
import { type ContractSetup, useAdapter } from './useAdapter.ts';
import { asc, column, desc, path, where } from './whereBuilder.ts';

const age = path('age', 'number');
const size = 1_230;

/** Person `i` (0-based): ages repeat every 97 and every eleventh has none, so ties and nulls meet deep pages. */
const person = (i: number) => ({ name: `p${i}`, ...(i % 11 === 0 ? {} : { age: i % 97 }) });

/**
 * Pages past the first thousand rows are read by id first (the skipped rows passed over in the sort's index):
 * they must hold exactly what reading the whole list in the same order and cutting it would.
 */
export function deepPagesSuite(setup: ContractSetup): void {
  describe('deep pages', () => {
    const adapter = useAdapter(setup, async (db) => {
      const transaction = await db.beginTransaction();
      for (let i = 0; i < size; i++) await db.create({ collection: 'people', data: person(i), transaction });
      await db.commitTransaction(transaction);
    });
    const names = async (on: DatabaseAdapter, args: Omit<FindArgs, 'collection'>) => {
      const result = await on.find({ collection: 'people', ...args, raw: false });
      return { names: result.docs.map((doc) => doc.name), totalDocs: result.totalDocs };
    };

    it.each([
      ['no sort (id descending)', undefined],
      ['a column', [asc(column('createdAt')), asc(column('id'))]],
      ['a field, with ties and missing values', [desc(age)]],
      ['a field ascending', [asc(age)]],
    ] as const)('reads a deep page as the whole list cut there: %s', async (_name, sort) => {
      const all = (await names(adapter(), { sort: sort ? [...sort] : undefined, limit: 0 })).names;
      for (const page of [101, 110, 123, 124]) {
        const expected = all.slice((page - 1) * 10, page * 10);
        expect(await names(adapter(), { sort: sort ? [...sort] : undefined, limit: 10, page })).toStrictEqual({
          names: expected,
          totalDocs: expected.length < 10 ? (page - 1) * 10 + expected.length : size,
        });
      }
    });

    // Deep pages start at a row remembered from the page itself or the one before it, for as long as the database
    // is in the state they were read in. Sorted by age descending, missing ages come last: pages 112 and 113 cross
    // from the last ages to them, and 124 is the short last page.
    it.each([
      ['no sort (id descending)', undefined, [101, 102, 103, 103, 102, 104, 101]],
      ['createdAt ascending', [asc(column('createdAt'))], [101, 102, 103, 103, 102, 104, 101]],
      ['a field descending, into its missing values', [desc(age)], [101, 102, 111, 112, 113, 114, 113, 112, 123, 124, 124]],
      ['a field ascending', [asc(age)], [101, 102, 103, 102, 123, 124]],
    ] as const)('reads deep pages one after another and again: %s', async (_name, sort, pages) => {
      const args = (page: number) => ({ sort: sort ? [...sort] : undefined, limit: 10, page });
      const all = (await names(adapter(), { sort: sort ? [...sort] : undefined, limit: 0 })).names;
      for (const page of pages) {
        expect((await names(adapter(), args(page))).names).toStrictEqual(all.slice((page - 1) * 10, page * 10));
      }
    });

    it('reads a remembered deep page afresh after writes of its own and of another process', async () => {
      const page = async () => (await names(adapter(), { limit: 10, page: 102 })).names;
      const expected = async () => (await names(adapter(), { limit: 0 })).names.slice(1_010, 1_020);
      await page();
      await page();
      // Newest first: a new person is first in the list and moves every later page by one.
      const own = await adapter().create({ collection: 'people', data: { name: 'own' } });
      expect(await page()).toStrictEqual(await expected());
      const peer = await setup.openPeer(adapter());
      try {
        await peer.init(buildContractConfig());
        await page();
        const theirs = await peer.create({ collection: 'people', data: { name: 'theirs' } });
        expect(await page()).toStrictEqual(await expected());
        await peer.deleteOne({ collection: 'people', id: theirs.id });
        expect(await page()).toStrictEqual(await expected());
      } finally {
        await peer.destroy();
      }
      await adapter().deleteOne({ collection: 'people', id: own.id });
      expect(await page()).toStrictEqual(await expected());
    });

    it('reads a deep page of a filtered list', async () => {
      const filter = where.is(age, 'greater_than', 2);
      const all = (await names(adapter(), { where: filter, sort: [asc(age)], limit: 0 })).names;
      expect(all.length).toBeGreaterThan(1_000);
      const page = 101;
      expect(await names(adapter(), { where: filter, sort: [asc(age)], limit: 10, page })).toStrictEqual({
        names: all.slice(1_000, 1_010),
        totalDocs: all.length,
      });
    });
  });
}
