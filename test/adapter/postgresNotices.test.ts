import { type DatabaseAdapter, sanitizeConfig } from '@atrium/core';
import { postgresAdapter } from '@atrium/db-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestSchema, postgresTestURL } from '../helpers/database.ts';

// PostgreSQL tells the servers on one schema of each other's commits by notices (SQLite's adapter test covers its
// data_version and change table). Two adapters here stand for two server processes.

const open = async (schema: string): Promise<DatabaseAdapter> => {
  const db = postgresAdapter({ connectionString: postgresTestURL(), schema });
  await db.init(
    sanitizeConfig({
      secret: 'postgres-notices-test-secret',
      db,
      collections: [{ slug: 'items', fields: [{ type: 'text', name: 'name' }] }],
    }),
  );
  return db;
};

describe('postgresAdapter change tokens', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const pair = async () => {
    const { schema, drop } = await createTestSchema('notices');
    cleanups.push(drop);
    const db = await open(schema);
    const other = await open(schema);
    cleanups.push(
      () => db.destroy(),
      () => other.destroy(),
    );
    return { schema, db, other };
  };

  it('has moved its tokens by every commit of another server once catchUp resolves, and never by a rollback', async () => {
    const { db, other } = await pair();
    for (let round = 0; round < 20; round++) {
      const before = { content: db.contentToken!(), change: db.changeToken!() };
      await other.create({ collection: 'items', data: { name: `round ${round}` } });
      await db.catchUp!();
      expect(db.contentToken!()).not.toBe(before.content);
      expect(db.changeToken!()).not.toBe(before.change);
    }
    const before = { content: db.contentToken!(), change: db.changeToken!() };
    const transaction = await other.beginTransaction();
    await other.create({ collection: 'items', data: { name: 'rolled back' }, transaction });
    await other.rollbackTransaction(transaction);
    await db.catchUp!();
    expect({ content: db.contentToken!(), change: db.changeToken!() }).toStrictEqual(before);
  });

  it("keeps the content token through bookkeeping writes, its own and another server's", async () => {
    const { db, other } = await pair();
    const doc = await db.create({ collection: 'items', data: { name: 'a' } });
    const tokens = () => ({ content: db.contentToken!(), items: db.bookkeepingToken!('items'), change: db.changeToken!() });
    for (const adapter of [db, other]) {
      const before = tokens();
      const transaction = await adapter.beginTransaction();
      await adapter.updateOne({ collection: 'items', id: doc.id, data: { name: 'a' }, transaction, bookkeeping: true });
      await adapter.commitTransaction(transaction);
      await db.catchUp!();
      const after = tokens();
      expect(after.content).toBe(before.content);
      expect(after.items).not.toBe(before.items);
      expect(after.change).not.toBe(before.change);
    }
  });

  it('hears a notice without a payload as a change of content, and nothing from servers on another schema', async () => {
    const { schema, db } = await pair();
    const elsewhere = await pair();
    let before = db.contentToken!();
    await elsewhere.db.create({ collection: 'items', data: { name: 'elsewhere' } });
    await db.catchUp!();
    expect(db.contentToken!()).toBe(before);

    const script = new pg.Client({ connectionString: postgresTestURL() });
    await script.connect();
    await script.query(`INSERT INTO "${schema}".items (created_at, updated_at, data) VALUES (now(), now(), '{}')`);
    await script.query(`NOTIFY "atrium_changes:${schema}"`);
    await script.end();
    await db.catchUp!();
    expect(db.contentToken!()).not.toBe(before);
    before = db.contentToken!();
    await db.catchUp!();
    expect(db.contentToken!()).toBe(before);
  });
});
