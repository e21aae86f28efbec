import { type CollectionConfig, clientConfig, type GlobalConfig } from '@atrium/core';
import { seoPlugin } from '@atrium/plugin-seo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminConfig, errorOf, type SignedIn, signUp } from '../admin-api/adminApiFixtures.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

// REST contract: POST /api/plugin-seo/generate-{title,description,image,url} → { result }, for a caller who may
// change the document (Payload checks nothing). The generators are the plugin's options; the route is the
// plugin's own endpoint.

const seo = seoPlugin({
  collections: ['notes'],
  globals: ['site'],
  generateTitle: ({ doc, req }) => `${doc.title} · ${String(req.user?.email)}`,
  generateURL: ({ doc, collectionSlug, globalSlug, id }) =>
    `https://example.com/${collectionSlug ?? globalSlug}/${id ?? 'new'}/${doc.slug}`,
});

/** Each note may be changed by its owner only. */
const notes: CollectionConfig = {
  slug: 'notes',
  access: {
    read: () => true,
    create: ({ req }) => req.user !== null,
    update: ({ req }) => (req.user ? { owner: { equals: req.user.id } } : false),
  },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'owner', type: 'relationship', relationTo: 'users' },
  ],
};
const site: GlobalConfig = { slug: 'site', fields: [{ name: 'title', type: 'text' }] };

describe.each(dialects)('SEO generation on %s', (dialect) => {
  let h: Harness;
  let alice: SignedIn;
  let bob: SignedIn;
  let aliceNote: number;

  beforeAll(async () => {
    h = await startAtrium(dialect, adminConfig({ collections: [notes], globals: [site], plugins: [seo] }));
    alice = await signUp(h, 'alice@example.com', 'users', { role: 'admin' });
    bob = await signUp(h, 'bob@example.com');
    const note = await h.atrium.create({ collection: 'notes', data: { title: 'Hers', owner: alice.id }, overrideAccess: true });
    aliceNote = note.id as number;
  });
  afterAll(() => h.close());

  const ask = (kind: string, payload: unknown, who: SignedIn | null = alice) =>
    h.inject({ method: 'POST', url: `/api/plugin-seo/generate-${kind}`, headers: who?.headers, payload: payload as object });

  it('answers the generator’s result on the form’s data, with the caller and the document', async () => {
    const title = await ask('title', { collection: 'notes', id: aliceNote, path: 'meta', doc: { title: 'Unsaved title' } });
    expect(title.statusCode, title.body).toBe(200);
    expect(title.json()).toEqual({ result: 'Unsaved title · alice@example.com' });
    const url = await ask('url', { collection: 'notes', path: 'meta', doc: { slug: 'fresh' } });
    expect(url.json()).toEqual({ result: 'https://example.com/notes/new/fresh' });
    const global = await ask('url', { global: 'site', path: 'meta', doc: { slug: 'home' } });
    expect(global.json()).toEqual({ result: 'https://example.com/site/new/home' });
  });

  it('tells the admin which generators a group has, in the client config', () => {
    const client = clientConfig(h.atrium.config) as { collections: Array<{ slug: string; fields: any[] }> };
    const group = client.collections.find((c) => c.slug === 'notes')!.fields.find((f) => f.name === 'meta');
    expect(group.admin.custom.seo).toEqual({ generate: ['title', 'url'] });
    expect(group.admin.components.Field).toBe('@atrium/plugin-seo#SeoGroup');
  });

  it('refuses callers who may not change the document, and anonymous ones', async () => {
    const theirs = await ask('title', { collection: 'notes', id: aliceNote, path: 'meta', doc: { title: 'x' } }, bob);
    expect(theirs.statusCode).toBe(404);
    const anonymous = await ask('title', { collection: 'notes', path: 'meta', doc: {} }, null);
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for a kind without a generator, and 400 naming bad input', async () => {
    const missing = await ask('description', { collection: 'notes', path: 'meta', doc: {} });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('No generator for the description is configured on "meta".');
    expect((await ask('colour', { collection: 'notes', path: 'meta', doc: {} })).statusCode).toBe(404);
    const noPath = await ask('title', { collection: 'notes', doc: {} });
    expect(noPath.statusCode).toBe(400);
    expect(errorOf(noPath).message).toBe('path must name the SEO group, such as "meta".');
    const both = await ask('title', { collection: 'notes', global: 'site', path: 'meta', doc: {} });
    expect(errorOf(both).message).toBe('Name exactly one of collection or global (a slug).');
  });
});
