import { clientConfig } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { type Headers, signIn, versionsConfig } from './setup.ts';

describe.each(dialects)('versions on %s', (dialect) => {
  let h: Harness;
  let editor: Headers;
  const versionCount = (slug: string) => h.atrium.config.db.count({ collection: `_${slug}_versions` });
  const rowCount = (slug: string) => h.atrium.config.db.count({ collection: slug });

  beforeAll(async () => {
    h = await startAtrium(dialect, versionsConfig);
    editor = await signIn(h, `editor-${dialect}@example.com`);
  });
  afterAll(() => h.close());

  it('stores a version with every save, in the save’s transaction: a failing afterChange hook leaves neither row nor version', async () => {
    const rows = await rowCount('posts');
    const versions = await versionCount('posts');
    const failed = await h.inject({
      method: 'POST',
      url: '/api/posts',
      payload: { title: 'fail after storing' },
      headers: editor,
    });
    expect(failed.statusCode).toBe(500);
    expect(await rowCount('posts')).toBe(rows);
    expect(await versionCount('posts')).toBe(versions);

    const created = await h.inject({
      method: 'POST',
      url: '/api/posts',
      payload: { title: 'Kept', _status: 'published' },
      headers: editor,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().doc.id;
    expect(await versionCount('posts')).toBe(versions + 1);
    const update = await h.inject({
      method: 'PATCH',
      url: `/api/posts/${id}`,
      payload: { title: 'fail after storing' },
      headers: editor,
    });
    expect(update.statusCode).toBe(500);
    expect(await versionCount('posts')).toBe(versions + 1);
    expect((await h.inject({ url: `/api/posts/${id}` })).json().title).toBe('Kept');
  });

  it('prunes to maxPerDoc in the same save, oldest first', async () => {
    const doc = await h.atrium.create({ collection: 'posts', data: { title: 'v1', _status: 'published' }, overrideAccess: true });
    for (const title of ['v2', 'v3', 'v4', 'v5'])
      await h.atrium.update({ collection: 'posts', id: doc.id, data: { title }, overrideAccess: true });
    const res = await h.inject({
      url: `/api/posts/versions?where[parent][equals]=${doc.id}&sort=-updatedAt&depth=0`,
      headers: editor,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.totalDocs).toBe(3);
    expect(page.docs.map((v: { version: { title: string } }) => v.version.title)).toEqual(['v5', 'v4', 'v3']);
    expect(page.docs.map((v: { latest: boolean }) => v.latest)).toEqual([true, false, false]);
    expect(page.docs[0]).toMatchObject({ parent: doc.id, autosave: false, version: { _status: 'published' } });

    // The pruning is part of the save: a save that fails afterwards leaves the oldest version in place.
    const failed = await h.inject({
      method: 'PATCH',
      url: `/api/posts/${doc.id}`,
      payload: { title: 'fail after storing' },
      headers: editor,
    });
    expect(failed.statusCode).toBe(500);
    const after = await h.inject({
      url: `/api/posts/versions?where[parent][equals]=${doc.id}&sort=-updatedAt&depth=0`,
      headers: editor,
    });
    expect(after.json().docs.map((v: { id: number }) => v.id)).toEqual(page.docs.map((v: { id: number }) => v.id));
  });

  it('lists versions with where on parent and version.*, sort, pagination and depth; reads one by id', async () => {
    const author = await h.atrium.create({ collection: 'authors', data: { name: 'Ada' }, overrideAccess: true });
    const doc = await h.atrium.create({
      collection: 'posts',
      data: { title: 'first', author: author.id, _status: 'published' },
      overrideAccess: true,
    });
    await h.atrium.update({ collection: 'posts', id: doc.id, data: { title: 'second' }, overrideAccess: true });
    const byTitle = await h.inject({
      url: `/api/posts/versions?where[parent][equals]=${doc.id}&where[version.title][equals]=first&depth=0`,
      headers: editor,
    });
    expect(byTitle.json().docs.map((v: { version: { title: string } }) => v.version.title)).toEqual(['first']);
    const paged = await h.inject({
      url: `/api/posts/versions?where[parent][equals]=${doc.id}&sort=createdAt&limit=1&page=2`,
      headers: editor,
    });
    expect(paged.json()).toMatchObject({ totalDocs: 2, totalPages: 2, page: 2, hasPrevPage: true });
    expect(paged.json().docs[0].version.title).toBe('second');
    const populated = await h.inject({ url: `/api/posts/versions?where[parent][equals]=${doc.id}&depth=2`, headers: editor });
    expect(populated.json().docs[0].parent).toMatchObject({ id: doc.id, title: 'second' });
    expect(populated.json().docs[0].version.author).toMatchObject({ id: author.id, name: 'Ada' });

    const versionID = byTitle.json().docs[0].id;
    expect(byTitle.json().docs[0]).toStrictEqual({
      id: versionID,
      parent: doc.id,
      version: {
        title: 'first',
        author: author.id,
        _status: 'published',
        createdAt: doc.createdAt,
        updatedAt: doc.updatedAt,
      },
      autosave: false,
      latest: false,
      createdAt: doc.updatedAt,
      updatedAt: doc.updatedAt,
    });
    const one = await h.inject({ url: `/api/posts/versions/${versionID}?depth=0`, headers: editor });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: versionID, parent: doc.id, version: { title: 'first', author: author.id } });
    const missing = await h.inject({ url: '/api/posts/versions/987654', headers: editor });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe('There is no version 987654 of posts.');
    const bad = await h.inject({ url: '/api/posts/versions?where[version.nope][equals]=1', headers: editor });
    expect(bad.statusCode).toBe(400);
  });

  it('guards versions with readVersions (signed in by default) and reports it in /api/access', async () => {
    expect((await h.inject({ url: '/api/posts/versions' })).statusCode).toBe(401);
    expect((await h.inject({ url: '/api/notes/versions/1' })).statusCode).toBe(401);
    expect((await h.inject({ method: 'POST', url: '/api/notes/versions/1' })).statusCode).toBe(401);
    expect((await h.inject({ url: '/api/globals/site/versions' })).statusCode).toBe(401);
    const access = (await h.inject({ url: '/api/access', headers: editor })).json();
    expect(access.collections.posts.readVersions).toEqual({ permission: true });
    expect(access.globals.site.readVersions).toEqual({ permission: true });
    expect(access.collections.authors.readVersions).toBeUndefined();
    expect(Object.keys(access.collections)).not.toContain('_posts_versions');
  });

  it('keeps the versions collections internal: not in the client config, not served as collections', async () => {
    const slugs = clientConfig(h.atrium.config).collections.map((c) => c.slug);
    expect(slugs).toContain('posts');
    expect(slugs.filter((slug) => slug.endsWith('_versions'))).toEqual([]);
    expect((await h.inject({ url: '/api/_posts_versions', headers: editor })).statusCode).toBe(404);
    const noVersions = await h.inject({ url: '/api/authors/versions', headers: editor });
    expect(noVersions.statusCode).toBe(404);
    expect(noVersions.json().errors[0].message).toBe('"authors" keeps no versions.');
  });

  it('restores a version as a new save of its document, and deletes the versions with the document', async () => {
    const note = (await h.inject({ method: 'POST', url: '/api/notes', payload: { text: 'original' }, headers: editor })).json()
      .doc;
    await h.inject({ method: 'PATCH', url: `/api/notes/${note.id}`, payload: { text: 'changed' }, headers: editor });
    const { docs } = (
      await h.inject({ url: `/api/notes/versions?where[parent][equals]=${note.id}&sort=createdAt`, headers: editor })
    ).json();
    expect(docs.map((v: { version: { text: string } }) => v.version.text)).toEqual(['original', 'changed']);
    const restored = await h.inject({ method: 'POST', url: `/api/notes/versions/${docs[0].id}`, headers: editor });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ doc: { id: note.id, text: 'original' }, message: 'Note restored.' });
    expect((await h.inject({ url: `/api/notes/${note.id}` })).json().text).toBe('original');
    expect(
      (await h.atrium.findVersions({ collection: 'notes', where: { parent: { equals: note.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(3);

    const local = await h.atrium.restoreVersion({ collection: 'notes', id: docs[1].id, overrideAccess: true });
    expect(local.text).toBe('changed');
    const one = await h.atrium.findVersionByID({ collection: 'notes', id: docs[1].id, overrideAccess: true, depth: 0 });
    expect(one.version).toMatchObject({ text: 'changed' });

    await h.inject({ method: 'DELETE', url: `/api/notes/${note.id}`, headers: editor });
    expect(
      (await h.atrium.findVersions({ collection: 'notes', where: { parent: { equals: note.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0);
  });

  it('keeps one latest version, and every save’s version, when saves of one document race', async () => {
    const note = await h.atrium.create({ collection: 'notes', data: { text: 'start' }, overrideAccess: true });
    const texts = Array.from({ length: 8 }, (_, i) => `racer ${i}`);
    const answers = await Promise.all(
      texts.map((text) => h.inject({ method: 'PATCH', url: `/api/notes/${note.id}`, payload: { text }, headers: editor })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(texts.map(() => 200));
    const { docs } = await h.atrium.findVersions({
      collection: 'notes',
      where: { parent: { equals: note.id } },
      sort: '-updatedAt',
      limit: 0,
      overrideAccess: true,
    });
    expect(docs).toHaveLength(texts.length + 1);
    const latest = docs.filter((v) => v.latest === true);
    expect(latest).toHaveLength(1);
    expect(latest[0].id).toBe(docs[0].id);
    const stored = await h.atrium.findByID({ collection: 'notes', id: note.id, overrideAccess: true });
    expect((latest[0].version as { text: string }).text).toBe(stored.text);
  });

  it("keeps a global's versions (pruned to max), lists, reads and restores them", async () => {
    for (const tagline of ['one', 'two', 'three'])
      expect(
        (
          await h.inject({
            method: 'POST',
            url: '/api/globals/site',
            payload: { tagline, _status: 'published' },
            headers: editor,
          })
        ).statusCode,
      ).toBe(200);
    const page = (await h.inject({ url: '/api/globals/site/versions?sort=-updatedAt', headers: editor })).json();
    expect(page.totalDocs).toBe(2);
    expect(page.docs.map((v: { version: { tagline: string } }) => v.version.tagline)).toEqual(['three', 'two']);
    expect(page.docs[0].parent).toBeUndefined();
    const one = await h.inject({ url: `/api/globals/site/versions/${page.docs[1].id}`, headers: editor });
    expect(one.json().version.tagline).toBe('two');
    const restored = await h.inject({ method: 'POST', url: `/api/globals/site/versions/${page.docs[1].id}`, headers: editor });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      doc: { tagline: 'two', _status: 'published' },
      result: { tagline: 'two' },
      message: 'Site restored.',
    });
    expect((await h.inject({ url: '/api/globals/site' })).json().tagline).toBe('two');
    const local = await h.atrium.findGlobalVersions({ slug: 'site', overrideAccess: true });
    expect(local.totalDocs).toBe(2);
    const byID = await h.atrium.findGlobalVersionByID({ slug: 'site', id: local.docs[0].id, overrideAccess: true });
    expect(byID.version).toMatchObject({ tagline: 'two' });
    const back = await h.atrium.restoreGlobalVersion({ slug: 'site', id: local.docs[1].id, overrideAccess: true });
    expect(back.tagline).toBe('three');
  });
});
