import { describe, expect, it } from 'vitest';
import { type ContractSetup, useAdapter } from './useAdapter.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Commit, rollback, read-your-writes, and isolation between concurrent transactions. */
export function transactionsSuite(setup: ContractSetup): void {
  describe('transactions', () => {
    const adapter = useAdapter(setup);
    const count = (transaction?: { id: number }) => adapter().count({ collection: 'notes', transaction });

    it('makes writes visible at commit and lets the transaction read its own writes', async () => {
      const before = await count();
      const transaction = await adapter().beginTransaction();
      const doc = await adapter().create({ collection: 'notes', data: { text: 'tx' }, transaction });
      expect(await count(transaction)).toBe(before + 1);
      expect(await adapter().findByIDs({ collection: 'notes', ids: [doc.id], transaction })).toStrictEqual([doc]);
      expect((await adapter().find({ collection: 'notes', limit: 0, transaction })).docs[0]).toStrictEqual(doc);
      expect(await adapter().findByIDs({ collection: 'notes', ids: [doc.id] })).toStrictEqual([]);
      expect(await count()).toBe(before);
      await adapter().commitTransaction(transaction);
      expect(await count()).toBe(before + 1);
      expect(await adapter().findByIDs({ collection: 'notes', ids: [doc.id] })).toStrictEqual([doc]);
    });

    it('leaves nothing behind after a rollback', async () => {
      const kept = await adapter().create({ collection: 'notes', data: { text: 'kept' } });
      const before = await count();
      const transaction = await adapter().beginTransaction();
      await adapter().create({ collection: 'notes', data: { text: 'dropped' }, transaction });
      await adapter().updateOne({ collection: 'notes', id: kept.id, data: { text: 'changed' }, transaction });
      await adapter().upsertGlobal({ slug: 'tx-global', data: { a: 1 }, transaction });
      expect(await adapter().findGlobal({ slug: 'tx-global', transaction })).not.toBeNull();
      await adapter().rollbackTransaction(transaction);
      expect(await count()).toBe(before);
      expect(await adapter().findByIDs({ collection: 'notes', ids: [kept.id] })).toStrictEqual([kept]);
      expect(await adapter().findGlobal({ slug: 'tx-global' })).toBeNull();
    });

    it('rolls back a delete', async () => {
      const doc = await adapter().create({ collection: 'notes', data: { text: 'survivor' } });
      const transaction = await adapter().beginTransaction();
      expect(await adapter().deleteOne({ collection: 'notes', id: doc.id, transaction })).toBe(true);
      expect(await adapter().findByIDs({ collection: 'notes', ids: [doc.id], transaction })).toStrictEqual([]);
      await adapter().rollbackTransaction(transaction);
      expect(await adapter().findByIDs({ collection: 'notes', ids: [doc.id] })).toStrictEqual([doc]);
    });

    it('keeps a write made outside an open transaction when that transaction rolls back', async () => {
      const before = await count();
      const transaction = await adapter().beginTransaction();
      await adapter().create({ collection: 'notes', data: { text: 'inside' }, transaction });
      const outside = adapter().create({ collection: 'notes', data: { text: 'outside' } });
      await tick();
      await adapter().rollbackTransaction(transaction);
      const doc = await outside;
      expect(await count()).toBe(before + 1);
      expect(await adapter().findByIDs({ collection: 'notes', ids: [doc.id] })).toStrictEqual([doc]);
    });

    it('isolates concurrent transactions (SQLite runs them one after the other)', async () => {
      const before = await count();
      const events: string[] = [];
      const isSqlite = adapter().name === 'sqlite';
      // PostgreSQL: both count before either commits, so each must see only its own row.
      let counted = 0;
      let release = () => {};
      const bothCounted = new Promise<void>((resolve) => {
        release = resolve;
      });
      const run = async (name: string) => {
        const transaction = await adapter().beginTransaction();
        events.push(`${name}:begin`);
        await adapter().create({ collection: 'notes', data: { text: name }, transaction });
        await tick();
        events.push(`${name}:write`);
        const seen = await count(transaction);
        if (!isSqlite) {
          if (++counted === 2) release();
          await bothCounted;
        }
        await adapter().commitTransaction(transaction);
        events.push(`${name}:commit`);
        return seen;
      };
      const [a, b] = await Promise.all([run('a'), run('b')]);
      expect(await count()).toBe(before + 2);
      if (isSqlite) {
        expect(events).toStrictEqual(['a:begin', 'a:write', 'a:commit', 'b:begin', 'b:write', 'b:commit']);
        expect([a, b]).toStrictEqual([before + 1, before + 2]);
      } else {
        // Read committed: neither sees the other's uncommitted row while both are open.
        expect(events.slice(0, 2).sort()).toStrictEqual(['a:begin', 'b:begin']);
        expect([a, b]).toStrictEqual([before + 1, before + 1]);
      }
    });

    it('refuses a transaction that is already finished', async () => {
      const transaction = await adapter().beginTransaction();
      await adapter().commitTransaction(transaction);
      await expect(adapter().commitTransaction(transaction)).rejects.toThrow(Error);
      await expect(adapter().create({ collection: 'notes', data: { text: 'late' }, transaction })).rejects.toThrow(Error);
    });
  });
}
