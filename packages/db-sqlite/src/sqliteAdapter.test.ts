import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sanitizeConfig } from '@atrium/core';
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
