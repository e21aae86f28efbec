import { ValidationError } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { type ContractSetup, useAdapter } from './useAdapter.ts';

const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const createdAt = '2024-03-01T10:00:00.000Z';
const updatedAt = '2024-03-02T10:00:00.000Z';

/** Create, read, update and delete round trips and their answers for missing ids. */
export function crudSuite(setup: ContractSetup): void {
  describe('documents', () => {
    const adapter = useAdapter(setup);

    it('creates a document and returns id, fields and timestamps', async () => {
      const doc = await adapter().create({ collection: 'people', data: { name: 'Ann', age: 30, createdAt, updatedAt } });
      expect(doc).toStrictEqual({ id: doc.id, name: 'Ann', age: 30, createdAt, updatedAt });
      expect(typeof doc.id).toBe('number');
      expect(await adapter().findByIDs({ collection: 'people', ids: [doc.id] })).toStrictEqual([doc]);
    });

    it('fills timestamps with the current time as ISO strings', async () => {
      const before = Date.now();
      const doc = await adapter().create({ collection: 'people', data: { name: 'Now' } });
      expect(doc.createdAt).toMatch(iso);
      expect(doc.updatedAt).toBe(doc.createdAt);
      expect(Date.parse(doc.createdAt!)).toBeGreaterThanOrEqual(before);
      const [stored] = await adapter().findByIDs({ collection: 'people', ids: [doc.id] });
      expect(stored).toStrictEqual(doc);
    });

    it('keeps id and timestamps out of the stored fields and uses a given id', async () => {
      const doc = await adapter().create({ collection: 'people', data: { id: 5000, name: 'Given', createdAt, updatedAt } });
      expect(doc).toStrictEqual({ id: 5000, name: 'Given', createdAt, updatedAt });
      const next = await adapter().create({ collection: 'people', data: { name: 'After' } });
      expect(next.id as number).toBeGreaterThan(5000);
    });

    it('answers a raw read with the same documents, as JSON bytes or parsed', async () => {
      await adapter().create({ collection: 'people', data: { name: 'Raw "quoted" Ärger', age: 41, createdAt, updatedAt } });
      await adapter().create({ collection: 'people', data: {} });
      const parsed = await adapter().find({ collection: 'people', limit: 0 });
      const raw = await adapter().find({ collection: 'people', limit: 0, raw: true });
      const docs = 'rawDocs' in raw ? raw.rawDocs.map((doc) => JSON.parse(Buffer.from(doc).toString('utf8'))) : raw.docs;
      expect(docs).toStrictEqual(parsed.docs);
      expect(raw.totalDocs).toBe(parsed.totalDocs);
    });

    it('tells which ids exist without reading the documents', async () => {
      const a = await adapter().create({ collection: 'people', data: { name: 'Here' } });
      const b = await adapter().create({ collection: 'people', data: { name: 'Also here' } });
      const found = await adapter().existingIDs({ collection: 'people', ids: [b.id, 999_999, a.id, 'not-an-id'] });
      expect([...found].sort()).toStrictEqual([a.id, b.id].sort());
      expect(await adapter().existingIDs({ collection: 'people', ids: [] })).toStrictEqual([]);
    });

    it('round-trips nested values unchanged', async () => {
      const data = {
        slug: 'nested',
        meta: { summary: 'S', score: 1.5, code: 'N1' },
        rows: [{ id: 'r1', label: 'a', qty: 1 }],
        layout: [{ blockType: 'hero', heading: 'H' }],
        location: [2.35, 48.85],
        extra: { list: [1, 'two', null, { deep: true }] },
        headline: { en: 'E', de: 'D' },
        tags: ['a'],
        empty: null,
      };
      const doc = await adapter().create({ collection: 'posts', data: { ...data, createdAt, updatedAt } });
      expect(doc).toStrictEqual({ id: doc.id, ...data, createdAt, updatedAt });
      expect(await adapter().findByIDs({ collection: 'posts', ids: [doc.id] })).toStrictEqual([doc]);
    });

    it('returns fresh objects that callers may mutate', async () => {
      const doc = await adapter().create({ collection: 'posts', data: { slug: 'fresh', meta: { summary: 'kept' } } });
      (doc.meta as Record<string, unknown>).summary = 'changed';
      const [first] = await adapter().findByIDs({ collection: 'posts', ids: [doc.id] });
      (first.meta as Record<string, unknown>).summary = 'changed again';
      const [second] = await adapter().findByIDs({ collection: 'posts', ids: [doc.id] });
      expect(second.meta).toStrictEqual({ summary: 'kept' });
    });

    it('finds by several ids, leaving out missing and invalid ones', async () => {
      const a = await adapter().create({ collection: 'notes', data: { text: 'a' } });
      const b = await adapter().create({ collection: 'notes', data: { text: 'b' } });
      const docs = await adapter().findByIDs({ collection: 'notes', ids: [b.id, 987654, a.id, 'not-a-number'] });
      expect(docs.map((doc) => doc.text).sort()).toStrictEqual(['a', 'b']);
      expect(await adapter().findByIDs({ collection: 'notes', ids: [] })).toStrictEqual([]);
      expect(await adapter().findByIDs({ collection: 'notes', ids: [987654] })).toStrictEqual([]);
      expect(await adapter().findByIDs({ collection: 'notes', ids: [String(a.id)] })).toStrictEqual([a]);
    });

    it('omits timestamps for a collection without them', async () => {
      const doc = await adapter().create({ collection: 'notes', data: { text: 'plain', createdAt } });
      expect(doc).toStrictEqual({ id: doc.id, text: 'plain' });
      const updated = await adapter().updateOne({ collection: 'notes', id: doc.id, data: { text: 'again' } });
      expect(updated).toStrictEqual({ id: doc.id, text: 'again' });
    });

    it('replaces the stored fields on update and keeps createdAt', async () => {
      const doc = await adapter().create({ collection: 'people', data: { name: 'Old', age: 1, createdAt, updatedAt } });
      const later = '2024-04-01T00:00:00.000Z';
      const updated = await adapter().updateOne({ collection: 'people', id: doc.id, data: { name: 'New', updatedAt: later } });
      expect(updated).toStrictEqual({ id: doc.id, name: 'New', createdAt, updatedAt: later });
      expect(await adapter().findByIDs({ collection: 'people', ids: [doc.id] })).toStrictEqual([updated]);
    });

    it('sets createdAt on update when the data gives one (regression: SQLite bound it to the id, and nothing was updated)', async () => {
      const doc = await adapter().create({ collection: 'people', data: { name: 'Dated', createdAt, updatedAt } });
      const earlier = '2023-01-01T00:00:00.000Z';
      const updated = await adapter().updateOne({
        collection: 'people',
        id: doc.id,
        data: { name: 'Redated', createdAt: earlier, updatedAt },
      });
      expect(updated).toStrictEqual({ id: doc.id, name: 'Redated', createdAt: earlier, updatedAt });
      expect(await adapter().findByIDs({ collection: 'people', ids: [doc.id] })).toStrictEqual([updated]);
    });

    it('moves updatedAt forward when the data has none', async () => {
      const doc = await adapter().create({ collection: 'people', data: { name: 'Touch', createdAt, updatedAt } });
      const updated = await adapter().updateOne({ collection: 'people', id: doc.id, data: { name: 'Touched' } });
      expect(updated!.updatedAt).toMatch(iso);
      expect(updated!.updatedAt! > updatedAt).toBe(true);
      expect(updated!.createdAt).toBe(createdAt);
    });

    it('answers null when updating a missing document and false when deleting one', async () => {
      expect(await adapter().updateOne({ collection: 'people', id: 424242, data: { name: 'x' } })).toBeNull();
      expect(await adapter().updateOne({ collection: 'people', id: 'abc', data: { name: 'x' } })).toBeNull();
      expect(await adapter().deleteOne({ collection: 'people', id: 424242 })).toBe(false);
      expect(await adapter().deleteOne({ collection: 'people', id: 'abc' })).toBe(false);
    });

    it('deletes a document once', async () => {
      const doc = await adapter().create({ collection: 'people', data: { name: 'Gone' } });
      const before = await adapter().count({ collection: 'people' });
      expect(await adapter().deleteOne({ collection: 'people', id: doc.id })).toBe(true);
      expect(await adapter().deleteOne({ collection: 'people', id: doc.id })).toBe(false);
      expect(await adapter().findByIDs({ collection: 'people', ids: [doc.id] })).toStrictEqual([]);
      expect(await adapter().count({ collection: 'people' })).toBe(before - 1);
    });

    it('generates uuids for a uuid collection and accepts a given one', async () => {
      const doc = await adapter().create({ collection: 'orgs', data: { name: 'Acme', createdAt, updatedAt } });
      expect(doc).toStrictEqual({ id: doc.id, name: 'Acme', createdAt, updatedAt });
      expect(doc.id).toMatch(uuid);
      const given = '0b9a3c1e-7f6d-4e2a-9c8b-1a2b3c4d5e6f';
      const second = await adapter().create({ collection: 'orgs', data: { id: given, name: 'Given' } });
      expect(second.id).toBe(given);
      const found = await adapter().findByIDs({ collection: 'orgs', ids: [given, doc.id, 'missing'] });
      expect(found.map((d) => d.name).sort()).toStrictEqual(['Acme', 'Given']);
      const updated = await adapter().updateOne({ collection: 'orgs', id: given, data: { name: 'Renamed' } });
      expect(updated!.name).toBe('Renamed');
      expect(await adapter().deleteOne({ collection: 'orgs', id: given })).toBe(true);
      expect(await adapter().findByIDs({ collection: 'orgs', ids: [given] })).toStrictEqual([]);
    });

    it('turns a unique violation into a ValidationError on the field path and stores nothing', async () => {
      const first = await adapter().create({ collection: 'posts', data: { slug: 'unique-one', title: 'First' } });
      const before = await adapter().count({ collection: 'posts' });
      const error = await adapter()
        .create({ collection: 'posts', data: { slug: 'unique-one', title: 'Second' } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).errors).toStrictEqual([{ path: 'slug', message: 'validation:unique' }]);
      expect((error as ValidationError).collection).toBe('posts');
      expect(await adapter().count({ collection: 'posts' })).toBe(before);
      expect(await adapter().findByIDs({ collection: 'posts', ids: [first.id] })).toStrictEqual([first]);
    });

    it('reports a unique field inside a group by its dot path, on update too', async () => {
      await adapter().create({ collection: 'posts', data: { slug: 'g1', meta: { code: 'X' } } });
      const other = await adapter().create({ collection: 'posts', data: { slug: 'g2', meta: { code: 'Y' } } });
      const error = await adapter()
        .updateOne({ collection: 'posts', id: other.id, data: { slug: 'g2', meta: { code: 'X' } } })
        .catch((e: unknown) => e);
      expect((error as ValidationError).errors).toStrictEqual([{ path: 'meta.code', message: 'validation:unique' }]);
      expect(await adapter().findByIDs({ collection: 'posts', ids: [other.id] })).toStrictEqual([other]);
    });

    it('reports a duplicate id as a unique violation on id', async () => {
      const doc = await adapter().create({ collection: 'notes', data: { text: 'one' } });
      const error = await adapter()
        .create({ collection: 'notes', data: { id: doc.id, text: 'two' } })
        .catch((e: unknown) => e);
      expect((error as ValidationError).errors).toStrictEqual([{ path: 'id', message: 'validation:unique' }]);
    });

    it('allows many documents without a value for a unique field', async () => {
      await adapter().create({ collection: 'posts', data: { title: 'no slug 1' } });
      await adapter().create({ collection: 'posts', data: { title: 'no slug 2', slug: null } });
      expect(await adapter().count({ collection: 'posts' })).toBeGreaterThanOrEqual(2);
    });

    it('rejects an unknown collection with a plain error', async () => {
      const error = await adapter()
        .find({ collection: 'nope', limit: 10 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(ValidationError);
    });
  });
}
