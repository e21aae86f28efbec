import type { Document } from '@atrium/core';
import { seed } from '@atrium/demo/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paragraphDocument } from '../helpers/richText.ts';
import { dialects, type Harness } from '../helpers/startAtrium.ts';
import { startDemo } from './demoHarness.ts';

type Headers = Record<string, string>;

describe.each(dialects)("the demo's drafts on %s", (dialect) => {
  let h: Harness;
  let staff: Headers;
  const visitor: Headers = {};
  const get = (url: string, headers: Headers = visitor) => h.inject({ url, headers });
  const ids = (docs: Document[]) => docs.map((doc) => doc.id);

  beforeAll(async () => {
    ({ h, auth: staff } = await startDemo(dialect));
    // The site as it ships: published posts and pages, a few drafts, and a published post with a newer draft.
    await seed(h.atrium, { posts: 12 });
  });
  afterAll(() => h.close());

  const create = async (url: string, payload: object) => {
    const res = await h.inject({ method: 'POST', url, headers: staff, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().doc as Document;
  };

  it('shows visitors published posts only: lists, by id, counts and population', async () => {
    const live = await create('/api/posts', {
      title: 'Harbour lights',
      content: paragraphDocument('Lit.'),
      _status: 'published',
    });
    // A draft may lack the body: required fields wait for publishing.
    const draft = await create('/api/posts?draft=true', { title: 'Harbour walls' });
    expect(draft._status).toBe('draft');

    const everything = (await get('/api/posts?limit=0&depth=0', staff)).json().docs as Document[];
    const publicPosts = (await get('/api/posts?limit=0&depth=0')).json().docs as Document[];
    expect(publicPosts.every((post) => post._status === 'published')).toBe(true);
    expect(ids(publicPosts)).toContain(live.id);
    expect(ids(publicPosts)).not.toContain(draft.id);
    // The seeded drafts are hidden too, and nothing published is.
    const drafts = everything.filter((post) => post._status === 'draft');
    expect(drafts.length).toBeGreaterThan(1);
    expect(ids(publicPosts).sort()).toEqual(ids(everything.filter((post) => post._status === 'published')).sort());

    expect((await get(`/api/posts/${draft.id}`)).statusCode).toBe(404);
    expect((await get(`/api/posts/${draft.id}?draft=true`)).statusCode).toBe(404);
    expect((await get(`/api/posts/${draft.id}`, staff)).json()).toMatchObject({ title: 'Harbour walls', _status: 'draft' });

    const publicCount = (await get('/api/posts/count')).json().totalDocs;
    expect(publicCount).toBe(publicPosts.length);
    expect((await get('/api/posts/count', staff)).json().totalDocs).toBe(publicCount + drafts.length);

    // A published page that hand-picks both posts: visitors get the published one populated, never the draft.
    const page = await create('/api/pages', {
      title: 'Harbours',
      _status: 'published',
      layout: [
        {
          blockType: 'archive',
          populateBy: 'selection',
          selectedDocs: [
            { relationTo: 'posts', value: live.id },
            { relationTo: 'posts', value: draft.id },
          ],
        },
      ],
    });
    const asVisitor = await get(`/api/pages/${page.id}?depth=1`);
    const [shown, hidden] = asVisitor.json().layout[0].selectedDocs;
    expect(shown).toMatchObject({ relationTo: 'posts', value: { id: live.id, title: 'Harbour lights' } });
    expect(hidden).toStrictEqual({ relationTo: 'posts', value: draft.id });
    expect(asVisitor.body).not.toContain('Harbour walls');
    const asStaff = (await get(`/api/pages/${page.id}?depth=1`, staff)).json();
    expect(asStaff.layout[0].selectedDocs[1]).toMatchObject({ value: { id: draft.id, title: 'Harbour walls' } });

    // A category's posts (a join) and the Local API without a user answer the same as a visitor's list.
    const category = await create('/api/categories', { title: 'Harbours' });
    for (const post of [live, draft]) {
      const res = await h.inject({
        method: 'PATCH',
        url: `/api/posts/${post.id}${post === draft ? '?draft=true' : ''}`,
        headers: staff,
        payload: { categories: [category.id] },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await get(`/api/categories/${category.id}?depth=0`)).json().posts.docs).toStrictEqual([live.id]);
    expect(ids((await h.atrium.find({ collection: 'posts', limit: 0, depth: 0 })).docs).sort()).toEqual(ids(publicPosts).sort());
  });

  it('keeps visitors and staff apart in the response cache', async () => {
    const draft = await create('/api/posts?draft=true', { title: 'Cached draft' });
    const url = '/api/posts?limit=0&depth=0&sort=-createdAt';
    expect(ids((await get(url, staff)).json().docs)).toContain(draft.id);
    const first = await get(url);
    const again = await get(url);
    expect(ids(first.json().docs)).not.toContain(draft.id);
    expect(ids(again.json().docs)).not.toContain(draft.id);
    const staffAgain = await get(url, staff);
    expect(ids(staffAgain.json().docs)).toContain(draft.id);
    expect((await get(`/api/posts/${draft.id}?depth=0`, staff)).statusCode).toBe(200);
    expect((await get(`/api/posts/${draft.id}?depth=0`)).statusCode).toBe(404);
    // The repeated reads came from the cache.
    expect(again.headers['x-atrium-cache']).toBe('hit');
    expect(staffAgain.headers['x-atrium-cache']).toBe('hit');
  });

  it("gives visitors a published post's published text, not its newer draft", async () => {
    // The seeded one: published as "A Year of Plain Text Notes", then rewritten as a draft.
    const [seeded] = (await get('/api/posts?where[slug][equals]=a-year-of-plain-text-notes&depth=0')).json().docs;
    expect(seeded).toMatchObject({ title: 'A Year of Plain Text Notes', _status: 'published' });
    expect((await get(`/api/posts/${seeded.id}?draft=true`)).json().title).toBe('A Year of Plain Text Notes');
    expect((await get(`/api/posts/${seeded.id}?draft=true`, staff)).json()).toMatchObject({
      title: 'Eighteen Months of Plain Text Notes',
      _status: 'draft',
    });

    // And one revised over REST, as the admin saves a draft.
    const post = await create('/api/posts', {
      title: 'Ferry times',
      content: paragraphDocument('Hourly.'),
      _status: 'published',
    });
    const saved = await h.inject({
      method: 'PATCH',
      url: `/api/posts/${post.id}?draft=true`,
      headers: staff,
      payload: { title: 'Ferry times, winter', excerpt: 'Fewer boats.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const url of [`/api/posts/${post.id}`, `/api/posts/${post.id}?draft=true`]) {
      const doc = (await get(url)).json();
      expect(doc).toMatchObject({ title: 'Ferry times', _status: 'published' });
      expect(doc.excerpt ?? null).toBeNull();
    }
    const listed = (await get(`/api/posts?where[id][equals]=${post.id}&draft=true`)).json().docs;
    expect(listed.map((doc: Document) => doc.title)).toEqual(['Ferry times']);
    // Staff see the published text unless they ask for the draft.
    expect((await get(`/api/posts/${post.id}`, staff)).json().title).toBe('Ferry times');
    expect((await get(`/api/posts/${post.id}?draft=true`, staff)).json()).toMatchObject({
      title: 'Ferry times, winter',
      excerpt: 'Fewer boats.',
      _status: 'draft',
    });
    // A search for the draft's words finds nothing for a visitor.
    expect((await get('/api/posts?where[title][like]=winter')).json().totalDocs).toBe(0);
  });
});
