import type { Access, AtriumRequest, CollectionConfig } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminConfig, errorOf, type SignedIn, signUp } from '../admin-api/adminApiFixtures.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

const isAdmin = (req: AtriumRequest) => req.user?.role === 'admin';
const signedIn: Access = ({ req }) => req.user !== null;

/** Editors may move posts to the trash (delete access sees the `deletedAt` being set); only admins delete for good. */
const posts: CollectionConfig = {
  slug: 'posts',
  trash: true,
  access: {
    read: () => true,
    create: signedIn,
    update: signedIn,
    delete: ({ req, data }) => isAdmin(req) || (req.user !== null && Boolean(data?.deletedAt)),
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'topic', type: 'relationship', relationTo: 'topics' },
  ],
};

/** Lists its posts through a join, which must leave trashed ones out. */
const topics: CollectionConfig = {
  slug: 'topics',
  access: { read: () => true, create: signedIn, update: signedIn, delete: signedIn },
  fields: [
    { name: 'name', type: 'text' },
    { name: 'posts', type: 'join', collection: 'posts', on: 'topic' },
  ],
};

/** Only admins may delete, to the trash or for good. */
const pages: CollectionConfig = {
  slug: 'pages',
  trash: true,
  access: { read: () => true, create: signedIn, update: signedIn, delete: ({ req }) => isAdmin(req) },
  fields: [{ name: 'title', type: 'text' }],
};

/** Points at posts: population and joins must not bring a trashed post back. */
const notes: CollectionConfig = {
  slug: 'notes',
  access: { read: () => true, create: signedIn, update: signedIn, delete: signedIn },
  fields: [
    { name: 'post', type: 'relationship', relationTo: 'posts' },
    { name: 'posts', type: 'relationship', relationTo: 'posts', hasMany: true },
  ],
};

describe.each(dialects)('trash on %s', (dialect) => {
  let h: Harness;
  let admin: SignedIn;
  let editor: SignedIn;

  const post = async (title: string) =>
    (await h.atrium.create({ collection: 'posts', data: { title }, depth: 0, overrideAccess: true })).id as number;
  const titles = async (url: string) => {
    const res = await h.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().docs as Array<{ title: string }>).map((d) => d.title).sort();
  };

  beforeAll(async () => {
    h = await startAtrium(dialect, adminConfig({ collections: [posts, pages, notes, topics] }));
    admin = await signUp(h, 'admin@example.com', 'users', { role: 'admin' });
    editor = await signUp(h, 'editor@example.com');
  });
  afterAll(() => h.close());

  it('moves a deleted document to the trash: gone from reads unless the trash is asked for', async () => {
    const id = await post('Trashed one');
    await post('Still here');
    const res = await h.inject({ method: 'DELETE', url: `/api/posts/${id}`, headers: editor.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().doc).toMatchObject({ id, title: 'Trashed one', deletedAt: expect.stringMatching(/^\d{4}-.*Z$/) });

    expect((await h.inject({ url: `/api/posts/${id}` })).statusCode).toBe(404);
    expect(errorOf(await h.inject({ url: `/api/posts/${id}` })).name).toBe('NotFound');
    const byID = await h.inject({ url: `/api/posts/${id}?trash=true` });
    expect(byID.statusCode).toBe(200);
    expect(byID.json().deletedAt).toBe(res.json().doc.deletedAt);

    expect(await titles('/api/posts?where[title][like]=one')).toEqual([]);
    expect(await titles('/api/posts?where[title][in]=Trashed one,Still here')).toEqual(['Still here']);
    expect(await titles('/api/posts?trash=true&where[title][in]=Trashed one,Still here')).toEqual(['Still here', 'Trashed one']);
    expect(await titles('/api/posts?trash=true&where[deletedAt][exists]=true&where[title][equals]=Trashed one')).toEqual([
      'Trashed one',
    ]);
    expect(await titles('/api/posts?trash=false&where[title][in]=Trashed one,Still here')).toEqual(['Still here']);

    const counted = await h.inject({ url: '/api/posts/count?where[title][in]=Trashed one,Still here' });
    expect(counted.json()).toEqual({ totalDocs: 1 });
    const countedAll = await h.inject({ url: '/api/posts/count?trash=true&where[title][in]=Trashed one,Still here' });
    expect(countedAll.json()).toEqual({ totalDocs: 2 });

    // The Local API takes the same option.
    const local = await h.atrium.find({
      collection: 'posts',
      trash: true,
      where: { deletedAt: { exists: true } },
      depth: 0,
      overrideAccess: true,
    });
    expect(local.docs.map((d) => d.id)).toContain(id);
    expect((await h.atrium.find({ collection: 'posts', depth: 0, overrideAccess: true })).docs.map((d) => d.id)).not.toContain(
      id,
    );
  });

  it('leaves a trashed document out of population: it stays an id, as one the reader may not see', async () => {
    const live = await post('Live target');
    const gone = await post('Trashed target');
    const note = await h.atrium.create({
      collection: 'notes',
      data: { post: gone, posts: [live, gone] },
      depth: 0,
      overrideAccess: true,
    });
    await h.atrium.delete({ collection: 'posts', id: gone, overrideAccess: true });
    const res = await h.inject({ url: `/api/notes/${note.id}?depth=1` });
    expect(res.json().post).toBe(gone);
    expect(res.json().posts).toEqual([expect.objectContaining({ id: live, title: 'Live target' }), gone]);
  });

  it('leaves a trashed document out of a join and out of a filter through a relationship', async () => {
    const topic = await h.atrium.create({ collection: 'topics', data: { name: 'Joined' }, depth: 0, overrideAccess: true });
    const kept = await h.atrium.create({
      collection: 'posts',
      data: { title: 'Joined kept', topic: topic.id },
      depth: 0,
      overrideAccess: true,
    });
    const gone = await h.atrium.create({
      collection: 'posts',
      data: { title: 'Joined gone', topic: topic.id },
      depth: 0,
      overrideAccess: true,
    });
    await h.atrium.delete({ collection: 'posts', id: gone.id, overrideAccess: true });
    const res = await h.inject({ url: `/api/topics/${topic.id}?depth=0` });
    expect(res.json().posts.docs).toEqual([kept.id]);
    const note = await h.atrium.create({ collection: 'notes', data: { post: gone.id }, depth: 0, overrideAccess: true });
    const filtered = await h.inject({ url: `/api/notes?depth=0&where[post.title][equals]=Joined gone` });
    expect(filtered.json().docs).toEqual([]);
    expect((await h.inject({ url: `/api/notes/${note.id}?depth=0` })).json().post).toBe(gone.id);
  });

  it('restores a trashed document with an update of deletedAt to null, found through trash=true', async () => {
    const id = await post('Come back');
    await h.inject({ method: 'DELETE', url: `/api/posts/${id}`, headers: editor.headers });
    const hidden = await h.inject({
      method: 'PATCH',
      url: `/api/posts/${id}`,
      headers: editor.headers,
      payload: { deletedAt: null },
    });
    expect(hidden.statusCode).toBe(404);
    const restored = await h.inject({
      method: 'PATCH',
      url: `/api/posts/${id}?trash=true`,
      headers: editor.headers,
      payload: { deletedAt: null },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().doc.deletedAt).toBeNull();
    expect((await h.inject({ url: `/api/posts/${id}` })).json().title).toBe('Come back');
  });

  it('trashes with an update that sets deletedAt (Payload’s way), under delete access', async () => {
    const id = await post('Patched away');
    const deletedAt = new Date().toISOString();
    const res = await h.inject({ method: 'PATCH', url: `/api/posts/${id}`, headers: editor.headers, payload: { deletedAt } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await h.inject({ url: `/api/posts/${id}` })).statusCode).toBe(404);

    const page = (await h.atrium.create({ collection: 'pages', data: { title: 'Kept' }, depth: 0, overrideAccess: true })).id;
    const refused = await h.inject({
      method: 'PATCH',
      url: `/api/pages/${page}`,
      headers: editor.headers,
      payload: { deletedAt },
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).name).toBe('Forbidden');
    expect((await h.inject({ url: `/api/pages/${page}` })).statusCode).toBe(200);
  });

  it('lets a caller with update access but no delete access restore, as Payload does', async () => {
    const page = (await h.atrium.create({ collection: 'pages', data: { title: 'Back again' }, depth: 0, overrideAccess: true }))
      .id;
    expect((await h.inject({ method: 'DELETE', url: `/api/pages/${page}`, headers: admin.headers })).statusCode).toBe(200);
    const restored = await h.inject({
      method: 'PATCH',
      url: `/api/pages/${page}?trash=true`,
      headers: editor.headers,
      payload: { deletedAt: null },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await h.inject({ url: `/api/pages/${page}` })).json().title).toBe('Back again');
  });

  it('deletes a trashed document for good only when asked with trash=true, for those whose delete access allows it', async () => {
    const id = await post('Twice deleted');
    await h.inject({ method: 'DELETE', url: `/api/posts/${id}`, headers: editor.headers });
    // A repeated (or retried) delete does not reach the trash, as reads do not: nothing is lost by it.
    const repeated = await h.inject({ method: 'DELETE', url: `/api/posts/${id}`, headers: admin.headers });
    expect(repeated.statusCode).toBe(404);
    const refused = await h.inject({ method: 'DELETE', url: `/api/posts/${id}?trash=true`, headers: editor.headers });
    expect(refused.statusCode).toBe(403);
    expect((await h.inject({ url: `/api/posts/${id}?trash=true` })).statusCode).toBe(200);

    const gone = await h.inject({ method: 'DELETE', url: `/api/posts/${id}?trash=true`, headers: admin.headers });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().doc.title).toBe('Twice deleted');
    expect((await h.inject({ url: `/api/posts/${id}?trash=true` })).statusCode).toBe(404);
    expect((await h.inject({ method: 'DELETE', url: `/api/posts/${id}?trash=true`, headers: admin.headers })).statusCode).toBe(
      404,
    );
  });

  it('refuses to trash for a caller without delete access, and a create cannot start in the trash', async () => {
    const page = (
      await h.atrium.create({ collection: 'pages', data: { title: 'Editor cannot' }, depth: 0, overrideAccess: true })
    ).id;
    expect((await h.inject({ method: 'DELETE', url: `/api/pages/${page}`, headers: editor.headers })).statusCode).toBe(403);
    expect((await h.inject({ method: 'DELETE', url: `/api/posts/${await post('Anonymous')}` })).statusCode).toBe(401);

    const created = await h.inject({
      method: 'POST',
      url: '/api/posts',
      headers: editor.headers,
      payload: { title: 'Born live', deletedAt: new Date().toISOString() },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().doc.deletedAt).toBeUndefined();
    expect((await h.inject({ url: `/api/posts/${created.json().doc.id}` })).statusCode).toBe(200);
  });

  it('deletes by where to the trash, and empties the trash with trash=true and where[deletedAt][exists]=true', async () => {
    const ids = [await post('Bulk a'), await post('Bulk b'), await post('Bulk c')];
    const trashed = await h.inject({
      method: 'DELETE',
      url: `/api/posts?where[id][in]=${ids[0]},${ids[1]}`,
      headers: editor.headers,
    });
    expect(trashed.statusCode, trashed.body).toBe(200);
    expect(trashed.json().docs).toHaveLength(2);
    expect(await titles('/api/posts?where[title][like]=Bulk')).toEqual(['Bulk c']);
    expect(await titles('/api/posts?trash=true&where[deletedAt][exists]=true&where[title][like]=Bulk')).toEqual([
      'Bulk a',
      'Bulk b',
    ]);

    // An editor may not empty the trash: every document is reported, none removed.
    const emptyURL = '/api/posts?trash=true&where[deletedAt][exists]=true';
    const refused = await h.inject({ method: 'DELETE', url: emptyURL, headers: editor.headers });
    expect(refused.statusCode).toBe(403);
    const emptied = await h.inject({ method: 'DELETE', url: emptyURL, headers: admin.headers });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().errors).toEqual([]);
    expect(await titles('/api/posts?trash=true&where[deletedAt][exists]=true')).toEqual([]);
    expect(await titles('/api/posts?trash=true&where[title][like]=Bulk')).toEqual(['Bulk c']);
  });

  it('restores many at once with a bulk update under trash=true', async () => {
    const ids = [await post('Many a'), await post('Many b')];
    await h.inject({ method: 'DELETE', url: `/api/posts?where[id][in]=${ids.join(',')}`, headers: editor.headers });
    const restored = await h.inject({
      method: 'PATCH',
      url: `/api/posts?trash=true&where[id][in]=${ids.join(',')}`,
      headers: editor.headers,
      payload: { deletedAt: null },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await titles('/api/posts?where[title][like]=Many')).toEqual(['Many a', 'Many b']);
  });

  it('keeps cached live and trash answers apart', async () => {
    const id = await post('Cached');
    const url = '/api/posts?depth=0&where[title][equals]=Cached';
    expect(await titles(url)).toEqual(['Cached']);
    const again = await h.inject({ url });
    expect(again.headers['x-atrium-cache']).toBe('hit');
    await h.inject({ method: 'DELETE', url: `/api/posts/${id}`, headers: editor.headers });
    expect(await titles(url)).toEqual([]);
    expect(await titles(`${url}&trash=true`)).toEqual(['Cached']);
    expect((await h.inject({ url: `/api/posts/${id}` })).statusCode).toBe(404);
    await h.inject({
      method: 'PATCH',
      url: `/api/posts/${id}?trash=true`,
      headers: editor.headers,
      payload: { deletedAt: null },
    });
    expect(await titles(url)).toEqual(['Cached']);
  });

  it('tells the admin apart who may trash and who may delete for good (the access map’s trash)', async () => {
    const of = async (who: SignedIn) => (await h.inject({ url: '/api/access', headers: who.headers })).json().collections;
    const editorMay = await of(editor);
    expect(editorMay.posts.trash).toEqual({ permission: true });
    expect(editorMay.posts.delete).toEqual({ permission: false });
    expect(editorMay.pages.trash).toEqual({ permission: false });
    expect(editorMay.notes).not.toHaveProperty('trash');
    const adminMay = await of(admin);
    expect(adminMay.posts.trash).toEqual({ permission: true });
    expect(adminMay.posts.delete).toEqual({ permission: true });
    const id = await post('Access of one');
    const one = await h.inject({ method: 'POST', url: `/api/posts/access/${id}`, headers: editor.headers });
    expect(one.json()).toMatchObject({ trash: { permission: true }, delete: { permission: false } });
  });

  it('answers 400 for a trash flag that is neither true nor false', async () => {
    const res = await h.inject({ url: '/api/posts?trash=maybe' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).name).toBe('QueryError');
  });
});
