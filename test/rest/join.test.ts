import type { Access, CollectionConfig, Config } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOpenAccess } from '../helpers/openAccess.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

// Who reads posts, by header: everything, only published posts (anyone else), or nothing at all.
const readPosts: Access = ({ req }) => {
  const reader = req.headers?.['x-reader'];
  if (reader === 'editor') return true;
  if (reader === 'nobody') return false;
  return { status: { equals: 'published' } };
};

const categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'title' },
  fields: [
    { name: 'title', type: 'text' },
    // A hasMany relationship at the top of the post.
    { name: 'posts', type: 'join', collection: 'posts', on: 'categories', defaultSort: 'title' },
    {
      name: 'featured',
      type: 'group',
      // A single relationship inside a group of the post, with its own defaults.
      fields: [{ name: 'leads', type: 'join', collection: 'posts', on: 'meta.lead', defaultSort: '-title', defaultLimit: 2 }],
    },
    { name: 'pinned', type: 'relationship', relationTo: 'posts' },
  ],
};

const posts: CollectionConfig = {
  slug: 'posts',
  access: { read: readPosts },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'status', type: 'select', options: ['draft', 'published'], defaultValue: 'published' },
    { name: 'categories', type: 'relationship', relationTo: 'categories', hasMany: true },
    { name: 'meta', type: 'group', fields: [{ name: 'lead', type: 'relationship', relationTo: 'categories' }] },
    // Points back at the categories that pin the post: two joins that reach each other.
    { name: 'pinnedIn', type: 'join', collection: 'categories', on: 'pinned' },
  ],
};

const config: Omit<Config, 'db' | 'secret'> = withOpenAccess({ collections: [categories, posts] });

type Post = { id: number | string; title: string };

describe.each(dialects)('join fields on %s', (dialect) => {
  let h: Harness;
  let news: { id: number | string };
  let sport: { id: number | string };
  const byTitle: Record<string, Post> = {};
  const editor = { 'x-reader': 'editor' };
  const get = (url: string, headers: Record<string, string> = editor) => h.inject({ method: 'GET', url, headers });
  const ids = (...titles: string[]) => titles.map((t) => byTitle[t].id);

  beforeAll(async () => {
    h = await startAtrium(dialect, config);
    news = await h.atrium.create({ collection: 'categories', data: { title: 'News' } });
    sport = await h.atrium.create({ collection: 'categories', data: { title: 'Sport' } });
    const buildPost = async (title: string, data: Record<string, unknown>) => {
      byTitle[title] = (await h.atrium.create({ collection: 'posts', data: { title, ...data } })) as unknown as Post;
    };
    await buildPost('Alpha', { categories: [news.id], meta: { lead: news.id } });
    await buildPost('Bravo', { categories: [news.id, sport.id], meta: { lead: news.id } });
    await buildPost('Charlie', { categories: [news.id], status: 'draft', meta: { lead: news.id } });
    await buildPost('Delta', { categories: [sport.id], meta: { lead: sport.id } });
  });
  afterAll(() => h.close());

  it('lists the ids of the posts that point at the category at depth 0, by hasMany and by a relationship in a group', async () => {
    const res = await get(`/api/categories/${news.id}?depth=0`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      posts: { docs: ids('Alpha', 'Bravo', 'Charlie'), hasNextPage: false },
      // defaultSort -title, defaultLimit 2: the third is left for the next page.
      featured: { leads: { docs: ids('Charlie', 'Bravo'), hasNextPage: true } },
    });
    expect(res.json().posts).toStrictEqual({ docs: ids('Alpha', 'Bravo', 'Charlie'), hasNextPage: false });
  });

  it('lists the posts as documents at depth 1, their own relationships as ids', async () => {
    const res = await get(`/api/categories/${sport.id}?depth=1`);
    const listed = res.json().posts.docs;
    expect(listed.map((p: Post) => p.title)).toStrictEqual(['Bravo', 'Delta']);
    expect(listed[0]).toMatchObject({ id: byTitle.Bravo.id, status: 'published', categories: [news.id, sport.id] });
  });

  it('takes limit, sort, where and count per join from the request', async () => {
    const limited = await get(`/api/categories/${news.id}?depth=0&joins[posts][limit]=1&joins[posts][sort]=-title`);
    expect(limited.json().posts).toStrictEqual({ docs: ids('Charlie'), hasNextPage: true });
    const counted = await get(`/api/categories/${news.id}?depth=0&joins[posts][limit]=2&joins[posts][count]=true`);
    expect(counted.json().posts).toStrictEqual({ docs: ids('Alpha', 'Bravo'), hasNextPage: true, totalDocs: 3 });
    const filtered = await get(`/api/categories/${news.id}?depth=0&joins[posts][where][title][not_equals]=Alpha`);
    expect(filtered.json().posts).toStrictEqual({ docs: ids('Bravo', 'Charlie'), hasNextPage: false });
    // The other join keeps its defaults; limit 0 lists all.
    expect(filtered.json().featured.leads).toStrictEqual({ docs: ids('Charlie', 'Bravo'), hasNextPage: true });
    const all = await get(`/api/categories/${news.id}?depth=0&joins[featured.leads][limit]=0`);
    expect(all.json().featured.leads).toStrictEqual({ docs: ids('Charlie', 'Bravo', 'Alpha'), hasNextPage: false });
  });

  it('applies the request options to every listed category, and joins=false skips all joins', async () => {
    const list = await get('/api/categories?depth=0&sort=title&joins[posts][limit]=1');
    expect(list.json().docs.map((c: { posts: unknown }) => c.posts)).toStrictEqual([
      { docs: ids('Alpha'), hasNextPage: true },
      { docs: ids('Bravo'), hasNextPage: true },
    ]);
    const none = await get(`/api/categories/${news.id}?depth=0&joins=false`);
    expect(none.json()).not.toHaveProperty('posts');
    expect(none.json().featured).toStrictEqual({});
  });

  it('fills the joins of the requested documents only: documents reached through a join or a relationship carry none', async () => {
    await h.atrium.update({ collection: 'categories', id: news.id, data: { pinned: byTitle.Alpha.id } });
    const shallow = await get(`/api/categories/${news.id}?depth=0`);
    expect(shallow.statusCode, shallow.body).toBe(200);
    expect(shallow.json().posts.docs).toStrictEqual(ids('Alpha', 'Bravo', 'Charlie'));
    const deep = await get(`/api/categories/${news.id}?depth=2&joins[posts][limit]=1`);
    const [alpha] = deep.json().posts.docs;
    expect(alpha).toMatchObject({ title: 'Alpha', categories: [news.id] });
    expect(alpha).not.toHaveProperty('pinnedIn');
    // A post read at depth 2 populates its categories, which list no posts of their own.
    const post = await get(`/api/posts/${byTitle.Alpha.id}?depth=2`);
    expect(post.json().pinnedIn.docs).toMatchObject([{ id: news.id, title: 'News' }]);
    expect(post.json().categories[0]).toMatchObject({ id: news.id, title: 'News' });
    expect(post.json().categories[0]).not.toHaveProperty('posts');
    expect(post.json().pinnedIn.docs[0]).not.toHaveProperty('posts');
    await h.atrium.update({ collection: 'categories', id: news.id, data: { pinned: null } });
  });

  it("applies the reader's access to the posts: only published ones, or an empty list", async () => {
    const visitor = await get(`/api/categories/${news.id}?depth=0`, {});
    expect(visitor.json().posts).toStrictEqual({ docs: ids('Alpha', 'Bravo'), hasNextPage: false });
    const nobody = await get(`/api/categories/${news.id}?depth=0&joins[posts][count]=true`, { 'x-reader': 'nobody' });
    expect(nobody.statusCode, nobody.body).toBe(200);
    expect(nobody.json().posts).toStrictEqual({ docs: [], hasNextPage: false, totalDocs: 0 });
  });

  it('stores nothing, and a write that sends the join back changes nothing else', async () => {
    const read = (await get(`/api/categories/${news.id}?depth=0`)).json();
    const res = await h.inject({
      method: 'PATCH',
      url: `/api/categories/${news.id}?depth=0`,
      headers: editor,
      payload: { title: 'News!', posts: read.posts, featured: read.featured },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().doc.posts).toStrictEqual(read.posts);
    const [stored] = await h.atrium.config.db.findByIDs({ collection: 'categories', ids: [news.id] });
    expect(stored).not.toHaveProperty('posts');
    expect(stored.featured ?? {}).toStrictEqual({});
    expect(stored.title).toBe('News!');
    await h.atrium.update({ collection: 'categories', id: news.id, data: { title: 'News' } });
  });

  it.each([
    [
      'joins[comments][limit]=1',
      'joins names "comments", which is not a join field of this collection. Join fields: posts, featured.leads.',
    ],
    ['joins[posts][size]=1', 'joins[posts] has no option "size"; the options are limit, sort, where and count.'],
    ['joins[posts][limit]=-1', 'joins[posts][limit] must be a whole number from 0 to 10000; got "-1".'],
    ['joins[posts][limit]=many', 'joins[posts][limit] must be a whole number from 0 to 10000; got "many".'],
    ['joins[posts][count]=maybe', 'Expected true or false, got "maybe".'],
    ['joins=yes', 'joins must be false, or options per join field such as joins[posts][limit]=5.'],
    ['joins[posts]=5', 'joins must be false, or options per join field such as joins[posts][limit]=5.'],
  ])('answers %s with a 400 that says why', async (query, message) => {
    const res = await get(`/api/categories/${news.id}?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ name: 'QueryError', message });
  });

  it('answers a bad sort or where of a join with a 400 naming the path, and in the reader language', async () => {
    for (const query of [
      'joins[posts][sort]=rating',
      'joins[posts][where][rating][equals]=1',
      'joins[posts][where][title][near]=1',
    ]) {
      const res = await get(`/api/categories/${news.id}?${query}`);
      expect(res.statusCode, `${query} ${res.body}`).toBe(400);
      expect(res.json().errors[0].name).toBe('QueryError');
    }
    const german = await h.inject({
      method: 'GET',
      url: `/api/categories/${news.id}?joins[comments][limit]=1`,
      headers: { ...editor, 'accept-language': 'de' },
    });
    expect(german.json().errors[0].message).toBe(
      'joins nennt „comments“, das kein Join-Feld dieser Sammlung ist. Join-Felder: posts, featured.leads.',
    );
  });

  it('refuses to filter or sort by the join itself, like an unknown operator', async () => {
    const filtered = await get(`/api/categories?where[posts][equals]=${byTitle.Alpha.id}`);
    expect(filtered.statusCode, filtered.body).toBe(400);
    const sorted = await get('/api/categories?sort=posts');
    expect(sorted.statusCode, sorted.body).toBe(400);
  });
});

describe.each(dialects)('join fields and the response cache on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAtrium(dialect, config);
  });
  afterAll(() => h.close());

  it('answers a cached category anew once a post joins it', async () => {
    const news = await h.atrium.create({ collection: 'categories', data: { title: 'News' } });
    const url = `/api/categories/${news.id}?depth=0`;
    expect((await h.inject({ url })).headers['x-atrium-cache']).toBe('miss');
    const cached = await h.inject({ url });
    expect(cached.headers['x-atrium-cache']).toBe('hit');
    expect(cached.json().posts).toStrictEqual({ docs: [], hasNextPage: false });
    const created = await h.inject({ method: 'POST', url: '/api/posts', payload: { title: 'First', categories: [news.id] } });
    expect(created.statusCode, created.body).toBe(201);
    const fresh = await h.inject({ url });
    expect(fresh.headers['x-atrium-cache']).toBe('miss');
    expect(fresh.json().posts).toStrictEqual({ docs: [created.json().doc.id], hasNextPage: false });
  });
});
