import type { DatabaseAdapter, FindArgs, Transaction } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractConfig } from './contractConfig.ts';
import { buildPost } from './seedPosts.ts';
import { type ContractSetup, useAdapter } from './useAdapter.ts';
import { desc, path, where } from './whereBuilder.ts';

const views = path('views', 'number');
/** A full first page of two, so the total has to be counted rather than read off a short page. */
const firstPage = (filter?: FindArgs['where']): FindArgs => ({
  collection: 'posts',
  where: filter,
  limit: 2,
  sort: [desc(views)],
});
const many = where.is(views, 'greater_than', 10);

/**
 * Counts are kept between requests (docs/indexes.md, "Counts"): whatever is kept, a list's `totalDocs` and `count`
 * follow every committed write, this adapter's or another process's, and never count uncommitted ones.
 */
export function countsSuite(setup: ContractSetup): void {
  describe('counts', () => {
    const adapter = useAdapter(setup);
    let peer: DatabaseAdapter | undefined;
    let next = 0;
    const createOn = (on: DatabaseAdapter, transaction?: Transaction) =>
      on.create({ collection: 'posts', data: buildPost(`counted-${++next}`, { views: 20 + next }), transaction });
    const totals = async (on: DatabaseAdapter) => ({
      all: (await on.find(firstPage())).totalDocs,
      many: (await on.find(firstPage(many))).totalDocs,
      counted: await on.count({ collection: 'posts', where: many }),
    });

    beforeAll(async () => {
      for (let i = 0; i < 3; i++) await createOn(adapter());
      await adapter().create({ collection: 'posts', data: buildPost('few', { views: 1 }) });
      peer = await setup.openPeer(adapter());
      await peer.init(buildContractConfig());
    });
    afterAll(async () => peer?.destroy());

    it('answers the same totals again while nothing changes', async () => {
      expect(await totals(adapter())).toStrictEqual({ all: 4, many: 3, counted: 3 });
      expect(await totals(adapter())).toStrictEqual({ all: 4, many: 3, counted: 3 });
    });

    it('counts again after its own writes', async () => {
      const doc = await createOn(adapter());
      expect(await totals(adapter())).toStrictEqual({ all: 5, many: 4, counted: 4 });
      await adapter().deleteOne({ collection: 'posts', id: doc.id });
      expect(await totals(adapter())).toStrictEqual({ all: 4, many: 3, counted: 3 });
    });

    it('counts again after a write by another process', async () => {
      expect(await totals(adapter())).toStrictEqual({ all: 4, many: 3, counted: 3 });
      const doc = await createOn(peer!);
      expect(await totals(adapter())).toStrictEqual({ all: 5, many: 4, counted: 4 });
      await peer!.updateOne({ collection: 'posts', id: doc.id, data: buildPost(doc.slug as string, { views: 2 }) });
      expect(await totals(adapter())).toStrictEqual({ all: 5, many: 3, counted: 3 });
      await peer!.deleteOne({ collection: 'posts', id: doc.id });
      expect(await totals(adapter())).toStrictEqual({ all: 4, many: 3, counted: 3 });
    });

    // The race a kept count must not lose: counted while another transaction's write is pending, the count
    // leaves it out, and must not be answered again once that transaction commits.
    it('does not keep a count taken while another process had a write pending', async () => {
      const transaction = await peer!.beginTransaction();
      try {
        await createOn(peer!, transaction);
      } catch (error) {
        await peer!.rollbackTransaction(transaction);
        throw error;
      }
      expect(await totals(adapter())).toStrictEqual({ all: 4, many: 3, counted: 3 });
      await peer!.commitTransaction(transaction);
      expect(await totals(adapter())).toStrictEqual({ all: 5, many: 4, counted: 4 });
    });

    // Counts asked for together share one (PostgreSQL), but not one asked for before this process wrote.
    it('counts a write made while an earlier count of the same list was still running', async () => {
      const before = await totals(adapter());
      const running = [adapter().find(firstPage(many)), adapter().find(firstPage(many))];
      const doc = await createOn(adapter());
      const after = adapter().find(firstPage(many));
      const [, , third] = await Promise.all([...running, after]);
      expect(third.totalDocs).toBe(before.many + 1);
      await adapter().deleteOne({ collection: 'posts', id: doc.id });
      expect(await totals(adapter())).toStrictEqual(before);
    });

    it('counts its own transaction inside it, and nothing of it after a rollback', async () => {
      const before = await totals(adapter());
      const transaction = await adapter().beginTransaction();
      await adapter().create({ collection: 'posts', data: buildPost('rolled-back', { views: 99 }), transaction });
      const inside = await adapter().find({ ...firstPage(many), transaction });
      expect(inside.totalDocs).toBe(before.many + 1);
      await adapter().rollbackTransaction(transaction);
      expect(await totals(adapter())).toStrictEqual(before);
    });
  });
}
