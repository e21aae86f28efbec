import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { hookLog, restConfig } from './config.ts';

describe.each(dialects)('REST CRUD on %s', (dialect) => {
  let h: Harness;
  let categoryID: number;

  beforeAll(async () => {
    h = await startAtrium(dialect, restConfig);
    const cat = await h.atrium.create({ collection: 'categories', data: { title: 'Travel', rank: 2 } });
    categoryID = cat.id as number;
  });
  afterAll(() => h.close());
  beforeEach(() => {
    hookLog.length = 0;
  });

  it('creates a document with 201 and the contract shape', async () => {
    const res = await h.inject({
      method: 'POST',
      url: '/api/articles',
      payload: { title: 'Hello there world', category: categoryID },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['doc', 'message']);
    expect(body.message).toBe('Article created.');
    const { doc } = body;
    expect(doc.title).toBe('Hello there world');
    expect(doc.slug).toBe('hello-there-world');
    expect(doc.status).toBe('draft');
    expect(doc.wordCount).toBe(3);
    expect(doc.readAt).toBe('now');
    expect(doc.category).toEqual({
      id: categoryID,
      title: 'Travel',
      rank: 2,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(typeof doc.id).toBe('number');
    expect(doc.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(doc.updatedAt).toBe(doc.createdAt);
    expect(hookLog).toEqual(['beforeOperation:', 'beforeValidate:Hello there world', 'beforeChange', `afterChange:${doc.id}`]);
  });

  it('reads one document by id at the requested depth, and 404s a missing or malformed id', async () => {
    const created = await h.atrium.create({ collection: 'articles', data: { title: 'By id', category: categoryID }, depth: 0 });
    const res = await h.inject({ url: `/api/articles/${created.id}?depth=0` });
    expect(res.statusCode).toBe(200);
    expect(res.json().category).toBe(categoryID);
    const missing = await h.inject({ url: '/api/articles/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      errors: [{ name: 'NotFound', message: 'articles has no document with the id 999999.' }],
    });
    const malformed = await h.inject({ url: '/api/articles/abc' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().errors[0].message).toBe('"abc" cannot be an id in articles.');
  });

  it('updates by id, keeping fields that were not sent', async () => {
    const created = await h.atrium.create({ collection: 'articles', data: { title: 'Before', views: 5, tags: ['news'] } });
    const res = await h.inject({ method: 'PATCH', url: `/api/articles/${created.id}`, payload: { title: 'After edit' } });
    expect(res.statusCode).toBe(200);
    const { doc, message } = res.json();
    expect(message).toBe('Article saved.');
    expect(doc.title).toBe('After edit');
    expect(doc.views).toBe(5);
    expect(doc.tags).toEqual(['news']);
    expect(doc.slug).toBe('before');
    expect(doc.createdAt).toBe(created.createdAt);
    expect(doc.updatedAt >= String(created.updatedAt)).toBe(true);
  });

  it('updates and deletes by where, reporting counts', async () => {
    for (const title of ['bulk one', 'bulk two', 'bulk three'])
      await h.atrium.create({ collection: 'articles', data: { title, summary: 'bulk' } });
    const patched = await h.inject({
      method: 'PATCH',
      url: '/api/articles?where[summary][equals]=bulk',
      payload: { status: 'published' },
    });
    expect(patched.statusCode).toBe(200);
    const body = patched.json();
    expect(body.errors).toEqual([]);
    expect(body.docs.map((d: { status: string }) => d.status)).toEqual(['published', 'published', 'published']);
    expect(body.message).toBe('Saved 3 Articles.');

    const deleted = await h.inject({ method: 'DELETE', url: '/api/articles?where[summary][equals]=bulk' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().docs).toHaveLength(3);
    expect((await h.atrium.count({ collection: 'articles', where: { summary: { equals: 'bulk' } } })).totalDocs).toBe(0);
  });

  it('refuses a bulk write without a where query', async () => {
    const before = await h.atrium.count({ collection: 'articles' });
    const res = await h.inject({ method: 'DELETE', url: '/api/articles' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/^Deleting many documents needs a where filter/);
    expect(await h.atrium.count({ collection: 'articles' })).toEqual(before);
  });

  it('deletes by id, running delete hooks, and answers the deleted document', async () => {
    const created = await h.atrium.create({ collection: 'articles', data: { title: 'Doomed' } });
    hookLog.length = 0;
    const res = await h.inject({ method: 'DELETE', url: `/api/articles/${created.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().doc.title).toBe('Doomed');
    expect(res.json().message).toBe('Article deleted.');
    expect(hookLog).toEqual([`beforeDelete:${created.id}`, `afterDelete:${created.id}`]);
    expect((await h.inject({ url: `/api/articles/${created.id}` })).statusCode).toBe(404);
    expect((await h.inject({ method: 'DELETE', url: `/api/articles/${created.id}` })).statusCode).toBe(404);
  });

  it('duplicates a document with fresh row ids and a unique slug', async () => {
    const created = await h.atrium.create({
      collection: 'articles',
      data: { title: 'Original', links: [{ label: 'One' }], layout: [{ blockType: 'quote', text: 'Q' }] },
    });
    const res = await h.inject({ method: 'POST', url: `/api/articles/${created.id}/duplicate` });
    expect(res.statusCode).toBe(201);
    const { doc } = res.json();
    expect(doc.id).not.toBe(created.id);
    expect(doc.title).toBe('Original');
    expect(doc.slug).toBe('original - Copy');
    expect(doc.links[0].label).toBe('One');
    expect(doc.links[0].id).not.toBe((created.links as Array<{ id: string }>)[0].id);
    expect(doc.layout[0]).toMatchObject({ blockType: 'quote', text: 'Q' });
  });

  it('serves documents that reading would not change straight from storage, in the same shape', async () => {
    await h.atrium.create({ collection: 'categories', data: { title: 'Food "and" drink', rank: 1 } });
    const res = await h.inject({ url: '/api/categories?sort=title&limit=5' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect(Object.keys(body)).toEqual([
      'docs',
      'totalDocs',
      'limit',
      'totalPages',
      'page',
      'pagingCounter',
      'hasPrevPage',
      'hasNextPage',
      'prevPage',
      'nextPage',
    ]);
    expect(body.docs.map((d: { title: string }) => d.title)).toEqual(['Food "and" drink', 'Travel']);
    const local = await h.atrium.find({ collection: 'categories', sort: 'title', limit: 5 });
    expect(body).toEqual(JSON.parse(JSON.stringify(local)));
  });

  it('populates only what the reader may read of the related collection, and links only what they may read', async () => {
    const open = await h.atrium.create({ collection: 'vaults', data: { label: 'open', public: true } });
    const shut = await h.atrium.create({ collection: 'vaults', data: { label: 'shut', public: false } });
    const a = await h.atrium.create({ collection: 'articles', data: { title: 'Sees open', vault: open.id }, depth: 0 });
    // Only a trusted caller may point at a vault the writer cannot read: to anyone else it is as missing as an
    // id that never existed, so the answer cannot be used to find out which hidden ids exist.
    await expect(
      h.atrium.create({ collection: 'articles', data: { title: 'Sees shut', vault: shut.id }, depth: 0 }),
    ).rejects.toThrow(/vault/);
    const b = await h.atrium.create({
      collection: 'articles',
      data: { title: 'Sees shut', vault: shut.id },
      depth: 0,
      overrideAccess: true,
    });
    // Editing something else keeps the reference: stored references are not checked again.
    const edited = await h.inject({ method: 'PATCH', url: `/api/articles/${b.id}?depth=0`, payload: { title: 'Still shut' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await h.inject({ url: `/api/articles/${a.id}?depth=1` })).json().vault).toMatchObject({ id: open.id, label: 'open' });
    expect((await h.inject({ url: `/api/articles/${b.id}?depth=1` })).json().vault).toBe(shut.id);
    expect((await h.inject({ url: `/api/vaults/${shut.id}` })).statusCode).toBe(404);
  });

  it('keeps every locale when duplicating', async () => {
    const created = await h.atrium.create({ collection: 'articles', data: { title: 'Two tongues', byline: 'By Ann' } });
    await h.atrium.update({ collection: 'articles', id: created.id, data: { byline: 'Par Ann' }, locale: 'fr' });
    const copy = (await h.inject({ method: 'POST', url: `/api/articles/${created.id}/duplicate` })).json().doc;
    const all = (await h.inject({ url: `/api/articles/${copy.id}?locale=all` })).json();
    expect(all.byline).toEqual({ en: 'By Ann', fr: 'Par Ann' });
  });

  it('applies a bulk update to every match, past one page of matches', async () => {
    for (let i = 0; i < 130; i++)
      await h.atrium.create({ collection: 'articles', data: { title: `many ${i}`, summary: 'many' }, depth: 0 });
    const res = await h.inject({
      method: 'PATCH',
      url: '/api/articles?where[summary][equals]=many&depth=0',
      payload: { views: 9 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toHaveLength(130);
    expect(
      (await h.atrium.count({ collection: 'articles', where: { summary: { equals: 'many' }, views: { equals: 9 } } })).totalDocs,
    ).toBe(130);
    await h.atrium.delete({ collection: 'articles', where: { summary: { equals: 'many' } } });
  });

  it('loses neither of two concurrent updates to different fields of one document', async () => {
    const doc = await h.atrium.create({ collection: 'articles', data: { title: 'Race', views: 0 }, depth: 0 });
    for (let round = 0; round < 5; round++) {
      await Promise.all([
        h.inject({ method: 'PATCH', url: `/api/articles/${doc.id}`, payload: { views: round } }),
        h.inject({ method: 'PATCH', url: `/api/articles/${doc.id}`, payload: { summary: `round ${round}` } }),
      ]);
      const stored = await h.atrium.findByID({ collection: 'articles', id: doc.id, depth: 0 });
      expect([stored.views, stored.summary]).toEqual([round, `round ${round}`]);
    }
  });

  it('accepts a DELETE that carries a JSON content type and no body', async () => {
    const created = await h.atrium.create({ collection: 'articles', data: { title: 'Delete me politely' } });
    const res = await h.inject({
      method: 'DELETE',
      url: `/api/articles/${created.id}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('selects nested fields with dotted or bracketed keys alike', async () => {
    const created = await h.atrium.create({
      collection: 'articles',
      data: { title: 'Selective', meta: { title: 'M', description: 'D' } },
    });
    const dotted = await h.inject({ url: `/api/articles/${created.id}?select[meta.title]=true` });
    const nested = await h.inject({ url: `/api/articles/${created.id}?select[meta][title]=true` });
    expect(dotted.json()).toEqual({ id: created.id, meta: { title: 'M' } });
    expect(nested.json()).toEqual(dotted.json());
  });

  it('gives Local API errors as text, not translation keys', async () => {
    await expect(h.atrium.find({ collection: 'nope' })).rejects.toThrow('There is no collection called "nope".');
    await expect(h.atrium.findByID({ collection: 'articles', id: 987654 })).rejects.toThrow(
      'articles has no document with the id 987654.',
    );
  });

  it('counts with a where', async () => {
    await h.atrium.create({ collection: 'articles', data: { title: 'counted', views: 777 } });
    const res = await h.inject({ url: '/api/articles/count?where[views][equals]=777' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalDocs: 1 });
  });

  it('reads and updates a global, answering both doc and result', async () => {
    const empty = await h.inject({ url: '/api/globals/settings' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ globalType: 'settings' });
    const saved = await h.inject({
      method: 'POST',
      url: '/api/globals/settings',
      payload: { siteName: 'Atrium', featured: categoryID },
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.message).toBe('Settings saved.');
    expect(body.doc).toEqual(body.result);
    expect(body.doc.siteName).toBe('Atrium');
    expect(body.doc.featured.title).toBe('Travel');
    const patched = await h.inject({
      method: 'PATCH',
      url: '/api/globals/settings?depth=0',
      payload: { siteName: 'Atrium CMS' },
    });
    expect(patched.json().doc.featured).toBe(categoryID);
    expect((await h.inject({ url: '/api/globals/nothing' })).statusCode).toBe(404);
  });

  it('keeps hidden fields out of responses but stores them', async () => {
    const person = await h.atrium.create({ collection: 'people', data: { name: 'Ada', secretNote: 'classified' } });
    expect(person.secretNote).toBeUndefined();
    expect(typeof person.id).toBe('string');
    const res = await h.inject({ url: `/api/people/${person.id}` });
    expect(res.json().secretNote).toBeUndefined();
    const stored = await h.atrium.config.db.findByIDs({ collection: 'people', ids: [person.id] });
    expect(stored[0].secretNote).toBe('classified');
  });

  it('stores one locale at a time and falls back to the default locale', async () => {
    const created = await h.atrium.create({ collection: 'articles', data: { title: 'Localized', byline: 'By Ann' } });
    await h.inject({ method: 'PATCH', url: `/api/articles/${created.id}?locale=fr`, payload: { byline: 'Par Ann' } });
    expect((await h.inject({ url: `/api/articles/${created.id}?locale=fr` })).json().byline).toBe('Par Ann');
    expect((await h.inject({ url: `/api/articles/${created.id}?locale=en` })).json().byline).toBe('By Ann');
    expect((await h.inject({ url: `/api/articles/${created.id}?locale=de` })).json().byline).toBe('By Ann');
    expect((await h.inject({ url: `/api/articles/${created.id}?locale=de&fallback-locale=none` })).json().byline).toBeNull();
    expect((await h.inject({ url: `/api/articles/${created.id}?locale=all` })).json().byline).toEqual({
      en: 'By Ann',
      fr: 'Par Ann',
    });
  });
});
