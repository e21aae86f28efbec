import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paragraphDocument } from '../helpers/richText.ts';
import { dialects, type Harness } from '../helpers/startAtrium.ts';
import { startDemo } from './demoHarness.ts';

describe.each(dialects)("duplicating the demo's content on %s", (dialect) => {
  let h: Harness;
  let auth: { authorization: string };
  beforeAll(async () => {
    ({ h, auth } = await startDemo(dialect));
  });
  afterAll(() => h.close());

  it('makes a draft of a published page, without its publication date, with a slug of its own', async () => {
    const created = await h.inject({
      method: 'POST',
      url: '/api/pages',
      headers: auth,
      payload: { title: 'Summer sale', _status: 'published', publishedAt: '2026-06-01T09:00:00.000Z' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const original = created.json().doc;

    const res = await h.inject({ method: 'POST', url: `/api/pages/${original.id}/duplicate`, headers: auth });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json().doc;
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ title: 'Summer sale', _status: 'draft', slug: 'summer-sale-2' });
    expect(copy.publishedAt ?? null).toBeNull();

    // Visitors still see only the original: the copy did not go public by itself.
    const visible = await h.inject({ url: '/api/pages?depth=0' });
    expect(visible.json().docs.map((doc: { id: number }) => doc.id)).toEqual([original.id]);
    const stored = await h.inject({ url: `/api/pages/${original.id}?depth=0`, headers: auth });
    expect(stored.json()).toMatchObject({ _status: 'published', publishedAt: '2026-06-01T09:00:00.000Z', slug: 'summer-sale' });
  });

  it('duplicates a published post as a draft too, and a second copy takes the next slug', async () => {
    const content = paragraphDocument('Hello');
    const created = await h.inject({
      method: 'POST',
      url: '/api/posts',
      headers: auth,
      payload: { title: 'Launch day', content, _status: 'published' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const original = created.json().doc;
    expect(original.publishedAt).toEqual(expect.any(String));
    const copies = [];
    for (let i = 0; i < 2; i++) {
      const res = await h.inject({ method: 'POST', url: `/api/posts/${original.id}/duplicate`, headers: auth });
      expect(res.statusCode, res.body).toBe(201);
      copies.push(res.json().doc);
    }
    expect(copies.map(({ _status, slug, publishedAt }) => ({ _status, slug, publishedAt: publishedAt ?? null }))).toEqual([
      { _status: 'draft', slug: 'launch-day-2', publishedAt: null },
      { _status: 'draft', slug: 'launch-day-3', publishedAt: null },
    ]);
    const visible = await h.inject({ url: '/api/posts?depth=0' });
    expect(visible.json().docs.map((doc: { id: number }) => doc.id)).toEqual([original.id]);
  });
});
