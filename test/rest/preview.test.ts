import { type CollectionConfig, clientConfig, type GlobalConfig } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

// The preview address (`admin.preview`, a server function): `GET /api/:slug/:id/preview` and
// `GET /api/globals/:slug/preview` answer it as a JSON string, for a document the caller may read.

const users: CollectionConfig = { slug: 'users', auth: true, fields: [] };

const pages: CollectionConfig = {
  slug: 'pages',
  access: { read: ({ req }) => (req.user ? true : { isPublic: { equals: true } }) },
  admin: {
    preview: (doc, { locale, token }) =>
      typeof doc.slug === 'string'
        ? `https://site.example/${doc.slug}?locale=${locale ?? 'none'}&signedIn=${token ? 'yes' : 'no'}`
        : null,
  },
  fields: [
    { name: 'slug', type: 'text' },
    { name: 'isPublic', type: 'checkbox' },
  ],
};

/** With drafts: an editor previews the latest draft, a visitor (who may read only what is published) the published one. */
const stories: CollectionConfig = {
  slug: 'stories',
  access: { read: () => true },
  versions: { drafts: true },
  admin: { preview: (doc) => `https://site.example/stories/${String(doc.slug)}` },
  fields: [{ name: 'slug', type: 'text' }],
};

const plain: CollectionConfig = { slug: 'plain', access: { read: () => true }, fields: [{ name: 'title', type: 'text' }] };

const settings: GlobalConfig = {
  slug: 'settings',
  access: { read: () => true },
  admin: { preview: (doc) => `https://site.example/?name=${String(doc.siteName)}` },
  fields: [{ name: 'siteName', type: 'text' }],
};

describe.each(dialects)('preview addresses on %s', (dialect) => {
  let h: Harness;
  let token: string;
  const ids: Record<string, string | number> = {};
  beforeAll(async () => {
    h = await startAtrium(dialect, {
      collections: [users, pages, stories, plain],
      globals: [settings],
      localization: { locales: ['en', 'de'], defaultLocale: 'en' },
    });
    await h.atrium.create({
      collection: 'users',
      data: { email: 'ed@example.com', password: 'long enough secret' },
      overrideAccess: true,
    });
    const login = await h.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'ed@example.com', password: 'long enough secret' },
    });
    token = login.json().token;
    const create = (collection: string, data: Record<string, unknown>) =>
      h.atrium.create({ collection, data, overrideAccess: true }).then((doc) => doc.id);
    ids.hidden = await create('pages', { slug: 'hidden', isPublic: false });
    ids.open = await create('pages', { slug: 'open', isPublic: true });
    ids.noSlug = await create('pages', { isPublic: true });
    ids.plain = await create('plain', { title: 'no preview' });
    ids.story = await create('stories', { slug: 'as-published', _status: 'published' });
    await h.atrium.update({
      collection: 'stories',
      id: ids.story,
      data: { slug: 'as-drafted' },
      draft: true,
      overrideAccess: true,
    });
    await h.atrium.updateGlobal({ slug: 'settings', data: { siteName: 'Atrium' }, overrideAccess: true });
  });
  afterAll(() => h.close());

  const get = (url: string, signedIn: boolean) =>
    h.inject({ method: 'GET', url, headers: signedIn ? { authorization: `JWT ${token}` } : {} });

  it('previews the latest draft for a caller who may see drafts, the published document for anyone else', async () => {
    expect((await get(`/api/stories/${ids.story}/preview`, true)).json()).toBe('https://site.example/stories/as-drafted');
    expect((await get(`/api/stories/${ids.story}/preview`, false)).json()).toBe('https://site.example/stories/as-published');
  });

  it('answers the address with the locale and the caller’s token', async () => {
    const res = await get(`/api/pages/${ids.hidden}/preview`, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toBe('https://site.example/hidden?locale=en&signedIn=yes');
    const german = await get(`/api/pages/${ids.hidden}/preview?locale=de`, true);
    expect(german.json()).toBe('https://site.example/hidden?locale=de&signedIn=yes');
  });

  it('tells nothing about a document the caller may not read', async () => {
    const res = await get(`/api/pages/${ids.hidden}/preview`, false);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.body).not.toContain('site.example');
    const open = await get(`/api/pages/${ids.open}/preview`, false);
    expect(open.json()).toBe('https://site.example/open?locale=en&signedIn=no');
  });

  it('answers null when the function has no address or there is no function', async () => {
    expect((await get(`/api/pages/${ids.noSlug}/preview`, true)).json()).toBeNull();
    const plainRes = await get(`/api/plain/${ids.plain}/preview`, true);
    expect(plainRes.statusCode).toBe(200);
    expect(plainRes.json()).toBeNull();
  });

  it('answers a global’s address', async () => {
    const res = await get('/api/globals/settings/preview', false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBe('https://site.example/?name=Atrium');
  });

  it('404s an unknown collection or document', async () => {
    expect((await get('/api/nothing/1/preview', true)).statusCode).toBe(404);
    expect((await get('/api/pages/999999/preview', true)).statusCode).toBe(404);
  });

  it('keeps the function out of the client config and marks that there is one', () => {
    const client = clientConfig(h.atrium.config);
    const byslug = Object.fromEntries(client.collections.map((c) => [c.slug, c]));
    expect(byslug.pages?.admin).toMatchObject({ hasPreview: true });
    expect(byslug.pages?.admin).not.toHaveProperty('preview');
    expect(byslug.plain?.admin).not.toHaveProperty('hasPreview');
    expect(client.globals[0]?.admin).toMatchObject({ hasPreview: true });
  });
});
