import { describe, expect, it } from 'vitest';
import { type ContractSetup, useAdapter } from './useAdapter.ts';

const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** The job table: queue, what is due next, claims that exclude each other, finishing, listing and cancelling. */
export function jobsSuite(setup: ContractSetup): void {
  describe('jobs', () => {
    const adapter = useAdapter(setup);

    it('queues a job and answers it in its stored shape', async () => {
      const waitUntil = minutesFromNow(60);
      const job = await adapter().queueJob({ task: 'shape', input: { a: [1, 'b'] }, target: 'posts:1', waitUntil });
      expect(job).toStrictEqual({
        id: job.id,
        task: 'shape',
        queue: 'default',
        input: { a: [1, 'b'] },
        target: 'posts:1',
        waitUntil: waitUntil.toISOString(),
        runAt: waitUntil.toISOString(),
        totalTried: 0,
        hasError: false,
        error: null,
        completedAt: null,
        createdAt: job.createdAt,
        updatedAt: job.createdAt,
      });
      expect(job.createdAt).toMatch(iso);
      expect(await adapter().nextJobAt({ tasks: ['shape'] })).toBe(waitUntil.toISOString());
      expect(await adapter().nextJobAt({ tasks: ['none'] })).toBeNull();
      expect(await adapter().findJobs({ target: 'posts:1' })).toStrictEqual([job]);
    });

    it('gives a due job to one transaction at a time, and only a due one', async () => {
      const db = adapter();
      await db.queueJob({ task: 'later', waitUntil: minutesFromNow(60) });
      const due = await db.queueJob({ task: 'claim', waitUntil: minutesFromNow(-1) });
      const first = await db.beginTransaction();
      expect(await db.claimJob({ transaction: first, tasks: ['later'], now: new Date() })).toBeNull();
      const claimed = await db.claimJob({ transaction: first, tasks: ['claim', 'later'], now: new Date() });
      expect(claimed?.id).toBe(due.id);
      if (db.name === 'postgres') {
        // Another runner skips the held job instead of waiting for it.
        const second = await db.beginTransaction();
        expect(await db.claimJob({ transaction: second, tasks: ['claim'], now: new Date() })).toBeNull();
        await db.rollbackTransaction(second);
      }
      await db.finishJob({ transaction: first, id: due.id, now: new Date() });
      await db.commitTransaction(first);
      const [done] = (await db.findJobs({ task: 'claim' })).filter((job) => job.id === due.id);
      expect(done).toMatchObject({ totalTried: 1, hasError: false });
      expect(done.completedAt).toMatch(iso);
      expect(await db.findJobs({ task: 'claim', pending: true })).toStrictEqual([]);
    });

    it('undoes a failed run back to the claim and records the try, then gives up', async () => {
      const db = adapter();
      const job = await db.queueJob({ task: 'failing', waitUntil: minutesFromNow(-1) });
      const retryAt = minutesFromNow(5);
      const transaction = await db.beginTransaction();
      await db.claimJob({ transaction, tasks: ['failing'], now: new Date() });
      await db.create({ collection: 'posts', data: { slug: 'undone', title: 'x' }, transaction });
      await db.finishJob({ transaction, id: job.id, now: new Date(), error: 'Error: no', retryAt });
      await db.commitTransaction(transaction);
      expect(await db.findJobs({ task: 'failing', pending: true })).toStrictEqual([
        expect.objectContaining({ totalTried: 1, error: 'Error: no', runAt: retryAt.toISOString(), hasError: false }),
      ]);
      expect(await db.count({ collection: 'posts', where: undefined })).toBe(0);
      // The second try, once its time has come.
      const forced = await db.beginTransaction();
      expect(await db.claimJob({ transaction: forced, tasks: ['failing'], now: minutesFromNow(6) })).not.toBeNull();
      await db.finishJob({ transaction: forced, id: job.id, now: new Date(), error: 'Error: again', retryAt: null });
      await db.commitTransaction(forced);
      expect(await db.findJobs({ task: 'failing', pending: true })).toStrictEqual([]);
      expect(await db.findJobs({ task: 'failing' })).toStrictEqual([
        expect.objectContaining({ totalTried: 2, error: 'Error: again', hasError: true, completedAt: null }),
      ]);
    });

    it('cancels a job that has not run, and no other', async () => {
      const db = adapter();
      const pending = await db.queueJob({ task: 'cancel', target: 'posts:9', waitUntil: minutesFromNow(60) });
      const due = await db.queueJob({ task: 'cancel', target: 'posts:9', waitUntil: minutesFromNow(-1) });
      const transaction = await db.beginTransaction();
      await db.claimJob({ transaction, tasks: ['cancel'], now: new Date() });
      await db.finishJob({ transaction, id: due.id, now: new Date() });
      await db.commitTransaction(transaction);
      expect(await db.cancelJob({ id: due.id })).toBe(false);
      expect(await db.cancelJob({ id: pending.id })).toBe(true);
      expect(await db.cancelJob({ id: pending.id })).toBe(false);
      expect((await db.findJobs({ target: 'posts:9' })).map((job) => job.id)).toStrictEqual([due.id]);
    });
  });
}
