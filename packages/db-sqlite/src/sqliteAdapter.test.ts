import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolvePath, sanitizeConfig, type WhereNode } from '@atrium/core';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { sqliteAdapter } from './sqliteAdapter.ts';

const config = (db: ReturnType<typeof sqliteAdapter>) =>
  sanitizeConfig({
    secret: 'sqlite-adapter-test-secret',
    db,
    collections: [{ slug: 'items', fields: [{ type: 'text', name: 'name' }] }],
  });

describe('sqliteAdapter', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the cached count current in memory, where one connection reads its own writes', async () => {
    const db = sqliteAdapter({ filename: ':memory:' });
    await db.init(config(db));
    expect(await db.count({ collection: 'items' })).toBe(0);
    const doc = await db.create({ collection: 'items', data: { name: 'a' } });
    expect(await db.count({ collection: 'items' })).toBe(1);
    const transaction = await db.beginTransaction();
    await db.create({ collection: 'items', data: { name: 'b' }, transaction });
    await db.rollbackTransaction(transaction);
    expect(await db.count({ collection: 'items' })).toBe(1);
    await db.deleteOne({ collection: 'items', id: doc.id });
    expect(await db.count({ collection: 'items' })).toBe(0);
    await db.destroy();
  });

  it("keeps the content token through bookkeeping writes, its own and another server's, but not through an uncounted write", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'atrium-sqlite-'));
    folders.push(folder);
    const filename = join(folder, 'tokens.db');
    const db = sqliteAdapter({ filename });
    await db.init(config(db));
    const other = sqliteAdapter({ filename });
    await other.init(config(other));
    const doc = await db.create({ collection: 'items', data: { name: 'a' } });
    const tokens = () => ({ content: db.contentToken!(), items: db.bookkeepingToken!('items') });

    const bookkeep = async (adapter: typeof db) => {
      const transaction = await adapter.beginTransaction();
      await adapter.updateOne({ collection: 'items', id: doc.id, data: { name: 'a' }, transaction, bookkeeping: true });
      await adapter.commitTransaction(transaction);
    };
    for (const adapter of [db, other]) {
      const before = tokens();
      await bookkeep(adapter);
      const after = tokens();
      expect(after.content).toBe(before.content);
      expect(after.items).not.toBe(before.items);
    }
    // Another server's ordinary write moves it.
    let before = tokens();
    await other.create({ collection: 'items', data: { name: 'b' } });
    expect(tokens().content).not.toBe(before.content);
    // A program that does not count (a script with its own connection), even between our own bookkeeping writes.
    before = tokens();
    const script = new Database(filename);
    script.prepare('UPDATE items SET data = ? WHERE id = ?').run('{"name":"by a script"}', doc.id);
    script.close();
    await bookkeep(db);
    expect(tokens().content).not.toBe(before.content);
    await other.destroy();
    await db.destroy();
  });

  it('notices rows another process wrote to the file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'atrium-sqlite-'));
    folders.push(folder);
    const filename = join(folder, 'nested', 'atrium.db');
    const db = sqliteAdapter({ filename });
    await db.init(config(db));
    await db.create({ collection: 'items', data: { name: 'a' } });
    expect(await db.count({ collection: 'items' })).toBe(1);
    const other = new Database(filename);
    other.prepare('INSERT INTO items (created_at, updated_at, data) VALUES (?, ?, ?)').run('x', 'x', '{"name":"b"}');
    other.close();
    expect(await db.count({ collection: 'items' })).toBe(2);
    expect((await db.find({ collection: 'items', limit: 1 })).totalDocs).toBe(2);
    await db.destroy();
  });

  it("keeps cached filtered counts current across its own and other processes' writes", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'atrium-sqlite-'));
    folders.push(folder);
    const filename = join(folder, 'atrium.db');
    const db = sqliteAdapter({ filename });
    const sanitized = config(db);
    await db.init(sanitized);
    const [path] = resolvePath(sanitized.collectionsBySlug.items, 'name', { config: sanitized });
    const named = (value: string): WhereNode => ({ kind: 'condition', path, operator: 'equals', value });
    await db.create({ collection: 'items', data: { name: 'a' } });
    expect(await db.count({ collection: 'items', where: named('a') })).toBe(1);
    expect(await db.count({ collection: 'items', where: named('b') })).toBe(0);
    await db.create({ collection: 'items', data: { name: 'b' } });
    expect(await db.count({ collection: 'items', where: named('b') })).toBe(1);
    const other = new Database(filename);
    other.prepare('INSERT INTO items (created_at, updated_at, data) VALUES (?, ?, ?)').run('x', 'x', '{"name":"a"}');
    other.close();
    expect(await db.count({ collection: 'items', where: named('a') })).toBe(2);
    expect((await db.find({ collection: 'items', where: named('a'), limit: 1 })).totalDocs).toBe(2);
    await db.destroy();
  });

  it('pages a filter on a common value (read in sort-index order) and on a rare one alike', async () => {
    const db = sqliteAdapter({ filename: ':memory:' });
    const sanitized = sanitizeConfig({
      secret: 'sqlite-adapter-test-secret',
      db,
      collections: [
        {
          slug: 'posts',
          fields: [
            { name: 'status', type: 'select', options: ['draft', 'published', 'archived'], index: true },
            { name: 'publishedAt', type: 'date', index: true },
          ],
        },
      ],
    });
    await db.init(sanitized);
    const statusOf = (i: number) => (i % 100 === 7 ? 'archived' : i % 10 === 0 ? 'draft' : 'published');
    for (let i = 0; i < 300; i++) {
      await db.create({
        collection: 'posts',
        data: { status: statusOf(i), publishedAt: new Date(Date.UTC(2024, 0, 1 + i)).toISOString() },
      });
    }
    const posts = sanitized.collectionsBySlug.posts;
    const [status] = resolvePath(posts, 'status', { config: sanitized });
    const [publishedAt] = resolvePath(posts, 'publishedAt', { config: sanitized });
    const page = (value: string, limit: number, pageNumber = 1) =>
      db.find({
        collection: 'posts',
        where: { kind: 'condition', path: status, operator: 'equals', value },
        sort: [{ path: publishedAt, direction: 'desc' }],
        limit,
        page: pageNumber,
      });
    const expected = (value: string) =>
      Array.from({ length: 300 }, (_, i) => i)
        .filter((i) => statusOf(i) === value)
        .reverse()
        .map((i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString());
    const common = await page('published', 25, 3);
    expect(common.totalDocs).toBe(267);
    expect(common.docs.map((d) => d.publishedAt)).toEqual(expected('published').slice(50, 75));
    const rare = await page('archived', 25);
    expect(rare.totalDocs).toBe(3);
    expect(rare.docs.map((d) => d.publishedAt)).toEqual(expected('archived'));
    await db.destroy();
  });

  it('fails a write that waits too long for the open transaction, with a message that names the cause', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'atrium-sqlite-'));
    folders.push(folder);
    const db = sqliteAdapter({ filename: join(folder, 'atrium.db'), lockTimeout: 100 });
    await db.init(config(db));
    const outer = await db.beginTransaction();
    await db.create({ collection: 'items', data: { name: 'inside' }, transaction: outer });
    // What a hook does when it calls the Local API without `req`: a second write behind the first.
    await expect(db.create({ collection: 'items', data: { name: 'outside' } })).rejects.toThrow(/without passing `req`/);
    await db.commitTransaction(outer);
    await db.create({ collection: 'items', data: { name: 'after' } });
    expect(await db.count({ collection: 'items' })).toBe(2);
    await db.destroy();
  });

  it('uses WAL on a file database', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'atrium-sqlite-'));
    folders.push(folder);
    const filename = join(folder, 'atrium.db');
    const db = sqliteAdapter({ filename });
    await db.init(config(db));
    const check = new Database(filename, { readonly: true });
    expect(check.pragma('journal_mode', { simple: true })).toBe('wal');
    check.close();
    await db.destroy();
  });
});
