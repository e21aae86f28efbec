import { sanitizeConfig } from '@atrium/core';
import { postgresAdapter } from '@atrium/db-postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestSchema, postgresTestURL } from '../helpers/database.ts';

// A hook that writes without passing `req` waits for a row its own operation's transaction holds. On SQLite the
// write mutex gives up after `lockTimeout`; PostgreSQL's `lock_timeout` does the same here, with the same advice.

describe('postgresAdapter lock timeout', () => {
  const drops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('fails a write that waits too long for a row an open transaction holds, with a message that names the cause', async () => {
    const { schema, drop } = await createTestSchema('lock');
    drops.push(drop);
    const db = postgresAdapter({ connectionString: postgresTestURL(), schema, lockTimeout: 200 });
    await db.init(
      sanitizeConfig({
        secret: 'postgres-lock-test-secret',
        db,
        collections: [{ slug: 'items', fields: [{ type: 'text', name: 'name' }] }],
      }),
    );
    const item = await db.create({ collection: 'items', data: { name: 'first' } });
    const outer = await db.beginTransaction();
    // What an update does first: the stored row, locked until its transaction ends.
    await db.findByIDs({ collection: 'items', ids: [item.id], transaction: outer, forUpdate: true });
    await expect(db.updateOne({ collection: 'items', id: item.id, data: { name: 'outside' } })).rejects.toThrow(
      /waited 200 ms .* without passing `req`/,
    );
    await db.updateOne({ collection: 'items', id: item.id, data: { name: 'inside' }, transaction: outer });
    await db.commitTransaction(outer);
    // Once the transaction is over, the same write goes through.
    await db.updateOne({ collection: 'items', id: item.id, data: { name: 'after' } });
    const [stored] = await db.findByIDs({ collection: 'items', ids: [item.id] });
    expect(stored.name).toBe('after');
    await db.destroy();
  });
});
