import type { Document } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { type Headers, signIn, versionsConfig } from './setup.ts';

describe.each(dialects)('drafts on %s', (dialect) => {
  let h: Harness;
  let editor: Headers;
  const anonymous: Headers = {};
  const get = async (url: string, headers: Headers = anonymous) => h.inject({ url, headers });
  const write = async (method: 'POST' | 'PATCH', url: string, payload: object, headers: Headers = editor) =>
    h.inject({ method, url, payload, headers });
  const ids = (docs: Document[]) => docs.map((d) => d.id);

  beforeAll(async () => {
    h = await startAtrium(dialect, versionsConfig);
    editor = await signIn(h, `drafts-${dialect}@example.com`);
  });
  afterAll(() => h.close());

  it('hides a never-published draft from readers without draft access: by id, lists, counts and population', async () => {
    const created = await write('POST', '/api/posts?draft=true', { slug: `hidden-${dialect}` });
    // Required fields wait for publishing.
    expect(created.statusCode).toBe(201);
    // Payload words a create the same with or without `draft`.
    expect(created.json().message).toBe('Post created.');
    const draft = created.json().doc;
    expect(draft._status).toBe('draft');
    const live = (await write('POST', '/api/posts', { title: 'Live', _status: 'published' })).json().doc;
    const feature = (await write('POST', '/api/features', { label: 'points at the draft', post: draft.id })).json().doc;

    expect((await get(`/api/posts/${draft.id}`)).statusCode).toBe(404);
    expect((await get(`/api/posts/${draft.id}`, editor)).json()._status).toBe('draft');
    const publicList = (await get('/api/posts?limit=0')).json().docs;
    expect(ids(publicList)).toContain(live.id);
    expect(ids(publicList)).not.toContain(draft.id);
    expect(ids((await get('/api/posts?limit=0', editor)).json().docs)).toContain(draft.id);
    const publicCount = (await get('/api/posts/count')).json().totalDocs;
    expect((await get('/api/posts/count', editor)).json().totalDocs).toBe(publicCount + 1);
    expect((await get(`/api/features/${feature.id}?depth=1`)).json().post).toBe(draft.id);
    expect((await get(`/api/features/${feature.id}?depth=1`, editor)).json().post).toMatchObject({ id: draft.id });
    // Asking for drafts does not show them to someone who may not see them.
    expect(ids((await get('/api/posts?limit=0&draft=true')).json().docs)).not.toContain(draft.id);
    expect((await get(`/api/posts/${draft.id}?draft=true`)).statusCode).toBe(404);
    // The Local API without a user is a visitor too.
    expect((await h.atrium.find({ collection: 'posts', limit: 0 })).docs.map((d) => d.id)).not.toContain(draft.id);
  });

  it('makes a document created without `_status` a draft (Payload’s default), and ANDs a read Where with "published"', async () => {
    const plain = (await write('POST', '/api/posts', { title: 'No status given' })).json().doc;
    expect(plain._status).toBe('draft');
    expect((await get(`/api/posts/${plain.id}`)).statusCode).toBe(404);

    const make = async (title: string, audience: string, status: string) =>
      (await write('POST', '/api/briefs', { title, audience, _status: status })).json().doc.title;
    await make(`public live ${dialect}`, 'public', 'published');
    await make(`public draft ${dialect}`, 'public', 'draft');
    await make(`staff live ${dialect}`, 'staff', 'published');
    const titles = async (headers: Headers) =>
      (await get(`/api/briefs?limit=0&where[title][like]=${dialect}&sort=title`, headers))
        .json()
        .docs.map((d: Document) => d.title);
    expect(await titles(anonymous)).toEqual([`public live ${dialect}`]);
    expect(await titles(editor)).toEqual([`public draft ${dialect}`, `public live ${dialect}`, `staff live ${dialect}`]);
    expect((await get(`/api/briefs/count?where[title][like]=${dialect}`)).json().totalDocs).toBe(1);
  });

  it('keeps draft readers and visitors apart in the response cache', async () => {
    const draft = (await write('POST', '/api/posts?draft=true', { title: `cached draft ${dialect}` })).json().doc;
    const url = '/api/posts?limit=0&depth=0';
    const asEditor = await get(url, editor);
    expect(ids(asEditor.json().docs)).toContain(draft.id);
    const asVisitor = await get(url);
    expect(ids(asVisitor.json().docs)).not.toContain(draft.id);
    const again = await get(url);
    expect(ids(again.json().docs)).not.toContain(draft.id);
    expect(ids((await get(url, editor)).json().docs)).toContain(draft.id);
    const byID = `/api/posts/${draft.id}?depth=0`;
    expect((await get(byID, editor)).statusCode).toBe(200);
    expect((await get(byID)).statusCode).toBe(404);
    // The second reads were served from the response cache.
    expect(again.headers['x-atrium-cache']).toBe('hit');
    expect((await get(url, editor)).headers['x-atrium-cache']).toBe('hit');
  });

  it('saves drafts beside the published document, publishes and unpublishes', async () => {
    const post = (await write('POST', '/api/posts', { title: 'Published one', _status: 'published' })).json().doc;
    const saved = await write('PATCH', `/api/posts/${post.id}?draft=true`, { title: 'Next one' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ doc: { id: post.id, title: 'Next one', _status: 'draft' }, message: 'Draft saved.' });
    expect((await get(`/api/posts/${post.id}`)).json()).toMatchObject({ title: 'Published one', _status: 'published' });
    expect((await get(`/api/posts/${post.id}`, editor)).json().title).toBe('Published one');
    expect((await get(`/api/posts/${post.id}?draft=true`, editor)).json()).toMatchObject({ title: 'Next one', _status: 'draft' });
    const draftList = (await get(`/api/posts?where[id][equals]=${post.id}&draft=true`, editor)).json().docs;
    expect(draftList[0].title).toBe('Next one');
    expect((await get(`/api/posts?where[id][equals]=${post.id}&draft=true`)).json().docs[0].title).toBe('Published one');

    // Required fields are enforced when publishing, not on drafts.
    expect((await write('PATCH', `/api/posts/${post.id}?draft=true`, { title: null })).statusCode).toBe(200);
    const refused = await write('PATCH', `/api/posts/${post.id}`, { _status: 'published' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].data.errors[0].path).toBe('title');
    await write('PATCH', `/api/posts/${post.id}?draft=true`, { title: 'Next one' });

    // Publishing = an update with `_status: 'published'` (the Local API's form is what the scheduler calls).
    const published = await h.atrium.update({
      collection: 'posts',
      id: post.id,
      data: { _status: 'published' },
      overrideAccess: true,
    });
    expect(published).toMatchObject({ title: 'Next one', _status: 'published' });
    expect((await get(`/api/posts/${post.id}`)).json().title).toBe('Next one');
    const message = (await write('PATCH', `/api/posts/${post.id}`, { title: 'Edited live' })).json().message;
    expect(message).toBe('Post saved.');

    const unpublished = await write('PATCH', `/api/posts/${post.id}`, { _status: 'draft' });
    expect(unpublished.json().doc._status).toBe('draft');
    expect((await get(`/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await get(`/api/posts/${post.id}`, editor)).json().title).toBe('Edited live');
  });

  it('matches where and sort of a draft=true list against the latest drafts, as Payload does', async () => {
    const tag = `sorted-${dialect}`;
    const first = (
      await write('POST', '/api/posts', { title: `${tag} b published`, slug: `${tag}-1`, _status: 'published' })
    ).json().doc;
    const second = (
      await write('POST', '/api/posts', { title: `${tag} a published`, slug: `${tag}-2`, _status: 'published' })
    ).json().doc;
    await write('PATCH', `/api/posts/${first.id}?draft=true`, { title: `${tag} a drafted` });
    await write('PATCH', `/api/posts/${second.id}?draft=true`, { title: `${tag} z drafted` });
    const list = async (query: string, headers: Headers = editor) =>
      (await get(`/api/posts?where[title][like]=${tag}&${query}`, headers)).json().docs.map((d: Document) => d.title);
    expect(await list('sort=title&draft=true')).toEqual([`${tag} a drafted`, `${tag} z drafted`]);
    expect(await list('sort=title')).toEqual([`${tag} a published`, `${tag} b published`]);
    expect(await list('sort=title&draft=true', anonymous)).toEqual([`${tag} a published`, `${tag} b published`]);
    const byDraftTitle = await get(`/api/posts?where[title][equals]=${tag} z drafted&draft=true&depth=0`, editor);
    expect(byDraftTitle.json()).toMatchObject({
      totalDocs: 1,
      docs: [{ id: second.id, title: `${tag} z drafted`, _status: 'draft' }],
    });
    expect((await get(`/api/posts?where[title][equals]=${tag} z drafted&depth=0`, editor)).json().totalDocs).toBe(0);
  });

  it('reverts to the published document by restoring its latest published version; restores as a draft with draft=true', async () => {
    const post = (await write('POST', '/api/posts', { title: 'Stable', _status: 'published' })).json().doc;
    await write('PATCH', `/api/posts/${post.id}?draft=true`, { title: 'Half-done' });
    const query = `where[parent][equals]=${post.id}&where[version._status][equals]=published&sort=-updatedAt&limit=1&depth=0`;
    const [published] = (await get(`/api/posts/versions?${query}`, editor)).json().docs;
    expect(published.version.title).toBe('Stable');
    const reverted = await h.inject({ method: 'POST', url: `/api/posts/versions/${published.id}`, headers: editor });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({ doc: { title: 'Stable', _status: 'published' }, message: 'Post restored.' });
    expect((await get(`/api/posts/${post.id}?draft=true`, editor)).json()).toMatchObject({
      title: 'Stable',
      _status: 'published',
    });

    const asDraft = await h.inject({ method: 'POST', url: `/api/posts/versions/${published.id}?draft=true`, headers: editor });
    expect(asDraft.json().doc._status).toBe('draft');
    expect((await get(`/api/posts/${post.id}`)).json()).toMatchObject({ title: 'Stable', _status: 'published' });
    expect((await get(`/api/posts/${post.id}?draft=true`, editor)).json()._status).toBe('draft');
  });

  it('duplicates a document as a draft, from its latest draft', async () => {
    const post = (
      await write('POST', '/api/posts', { title: 'Original', slug: `original-${dialect}`, _status: 'published' })
    ).json().doc;
    await write('PATCH', `/api/posts/${post.id}?draft=true`, { title: 'Original, reworked' });
    const copy = await h.inject({ method: 'POST', url: `/api/posts/${post.id}/duplicate`, headers: editor });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().doc).toMatchObject({ title: 'Original, reworked', _status: 'draft' });
    expect((await get(`/api/posts/${copy.json().doc.id}`)).statusCode).toBe(404);
  });

  it('updates the one latest autosave version in place instead of adding versions', async () => {
    const post = (await write('POST', '/api/posts', { title: 'Typed', _status: 'published' })).json().doc;
    const versions = async () =>
      (await get(`/api/posts/versions?where[parent][equals]=${post.id}&sort=-updatedAt&depth=0&limit=0`, editor)).json().docs;
    const before = (await versions()).length;
    for (const title of ['Typed a', 'Typed ab', 'Typed abc']) {
      const res = await write('PATCH', `/api/posts/${post.id}?draft=true&autosave=true`, { title });
      expect(res.json().message).toBe('Saved automatically.');
    }
    const after = await versions();
    expect(after.length).toBe(before + 1);
    expect(after[0]).toMatchObject({ autosave: true, latest: true, version: { title: 'Typed abc', _status: 'draft' } });
    expect((await get(`/api/posts/${post.id}`)).json().title).toBe('Typed');
    // A deliberate draft save keeps the autosave as history; the next autosave starts a new one.
    await write('PATCH', `/api/posts/${post.id}?draft=true`, { title: 'Saved by hand' });
    await write('PATCH', `/api/posts/${post.id}?draft=true&autosave=true`, { title: 'Saved by hand, more' });
    const last = await versions();
    expect(last.slice(0, 3).map((v: { autosave: boolean }) => v.autosave)).toEqual([true, false, true]);
    expect((await get(`/api/posts/${post.id}?draft=true`, editor)).json().title).toBe('Saved by hand, more');
  });

  it('checks an autosave against the latest draft it started from (409 when someone saved in between)', async () => {
    const post = (await write('POST', '/api/posts', { title: 'Shared', _status: 'published' })).json().doc;
    const save = (title: string, updatedAt: string) =>
      h.inject({
        method: 'PATCH',
        url: `/api/posts/${post.id}?draft=true&autosave=true`,
        payload: { title },
        headers: { ...editor, 'x-atrium-updated-at': updatedAt },
      });
    const first = await save('Shared, mine', post.updatedAt);
    expect(first.statusCode).toBe(200);
    const second = await save('Shared, mine again', first.json().doc.updatedAt);
    expect(second.statusCode).toBe(200);
    const stale = await save('Shared, from an old tab', first.json().doc.updatedAt);
    expect(stale.statusCode).toBe(409);
    expect((await get(`/api/posts/${post.id}?draft=true`, editor)).json().title).toBe('Shared, mine again');
  });

  it('lets a draft be incomplete but never malformed: a bad relationship value is a 400 naming it, and nothing is stored', async () => {
    const before = (await get('/api/posts/count', editor)).json().totalDocs;
    const refused = await write('POST', '/api/posts?draft=true', { slug: `malformed-${dialect}`, author: { nested: [1] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].data.errors.map((e: { path: string }) => e.path)).toEqual(['author']);
    expect((await get('/api/posts/count', editor)).json().totalDocs).toBe(before);
    // Missing the required title is fine for a draft.
    expect((await write('POST', '/api/posts?draft=true', { slug: `incomplete-${dialect}` })).statusCode).toBe(201);
  });

  it('checks a draft save and a publish against the version the editor started from (409 either way)', async () => {
    const post = (await write('POST', '/api/posts', { title: 'Two editors', _status: 'published' })).json().doc;
    const opened = (await get(`/api/posts/${post.id}?draft=true`, editor)).json().updatedAt;
    const send = (query: string, payload: object, updatedAt: string) =>
      h.inject({
        method: 'PATCH',
        url: `/api/posts/${post.id}${query}`,
        payload,
        headers: { ...editor, 'x-atrium-updated-at': updatedAt },
      });
    // Someone else publishes; a draft save from the older form is stale.
    expect((await send('', {}, opened)).statusCode).toBe(200);
    expect((await send('?draft=true', { title: 'Mine, as a draft' }, opened)).statusCode).toBe(409);
    // Someone else saves a draft; a publish from the form opened before it is stale too.
    const current = (await get(`/api/posts/${post.id}?draft=true`, editor)).json().updatedAt;
    expect((await send('?draft=true', { title: 'Their draft' }, current)).statusCode).toBe(200);
    expect((await send('', { title: 'Mine, published', _status: 'published' }, current)).statusCode).toBe(409);
    expect((await get(`/api/posts/${post.id}?draft=true`, editor)).json().title).toBe('Their draft');
  });

  it('publishes one locale of a localized document, keeping the other locales as published and their drafts', async () => {
    const page = (await write('POST', '/api/pages?locale=en', { title: 'Hello', code: 'p1', _status: 'published' })).json().doc;
    await write('PATCH', `/api/pages/${page.id}?locale=de`, { title: 'Hallo', _status: 'published' });
    await write('PATCH', `/api/pages/${page.id}?locale=en&draft=true`, { title: 'Hello again' });
    await write('PATCH', `/api/pages/${page.id}?locale=de&draft=true`, { title: 'Hallo wieder' });
    const res = await write('PATCH', `/api/pages/${page.id}?locale=de&publishSpecificLocale=de`, { _status: 'published' });
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/pages/${page.id}?locale=de`)).json().title).toBe('Hallo wieder');
    expect((await get(`/api/pages/${page.id}?locale=en`)).json().title).toBe('Hello');
    expect((await get(`/api/pages/${page.id}?locale=en&draft=true`, editor)).json().title).toBe('Hello again');
    const [latest] = (
      await get(`/api/pages/versions?where[parent][equals]=${page.id}&sort=-updatedAt&limit=1&depth=0`, editor)
    ).json().docs;
    expect(latest.publishedLocale).toBe('de');

    // A copy is a draft of every locale, in its row and its version alike.
    const copy = (await h.inject({ method: 'POST', url: `/api/pages/${page.id}/duplicate?locale=en`, headers: editor })).json()
      .doc;
    expect((await get(`/api/pages/${copy.id}?locale=de&draft=true`, editor)).json()).toMatchObject({
      title: 'Hallo wieder',
      _status: 'draft',
    });
    expect((await get(`/api/pages/${copy.id}?locale=de`, editor)).json().title).toBe('Hallo wieder');

    const bad = await write('PATCH', `/api/pages/${page.id}?publishSpecificLocale=xx`, { _status: 'published' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('publishSpecificLocale "xx" is not one of the locales (en, de).');
  });

  it("saves a global's draft beside its published content", async () => {
    await write('POST', '/api/globals/site', { tagline: 'Public words', _status: 'published' });
    const saved = await write('POST', '/api/globals/site?draft=true', { tagline: 'Secret words' });
    expect(saved.json()).toMatchObject({ doc: { tagline: 'Secret words', _status: 'draft' }, message: 'Draft saved.' });
    expect((await get('/api/globals/site')).json().tagline).toBe('Public words');
    expect((await get('/api/globals/site?draft=true')).json().tagline).toBe('Public words');
    expect((await get('/api/globals/site?draft=true', editor)).json().tagline).toBe('Secret words');
    await write('POST', '/api/globals/site', { _status: 'published' });
    expect((await get('/api/globals/site')).json().tagline).toBe('Secret words');
  });
});
