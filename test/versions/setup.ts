import type { Access, Config } from '@atrium/core';
import { expect } from 'vitest';
import type { Harness } from '../helpers/startAtrium.ts';

const anyone: Access = () => true;

/**
 * The versions suites' config: everyone reads (drafts stay hidden from visitors: `readVersions` defaults to signed
 * in), signed-in users write. `posts` keeps drafts and at most 3 versions per document; `notes` keeps versions
 * without drafts; `pages` is localized; `site` is a global with drafts.
 */
export const versionsConfig: Omit<Config, 'db' | 'secret'> = {
  localization: { locales: ['en', 'de'], defaultLocale: 'en' },
  collections: [
    { slug: 'users', auth: true, fields: [{ name: 'name', type: 'text' }] },
    { slug: 'authors', access: { read: anyone }, fields: [{ name: 'name', type: 'text' }] },
    {
      slug: 'posts',
      access: { read: anyone },
      versions: { maxPerDoc: 3, drafts: { autosave: { interval: 500 } } },
      hooks: {
        afterChange: [
          ({ doc }) => {
            if (doc.title === 'fail after storing') throw new Error('afterChange failed on purpose');
            return doc;
          },
        ],
      },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'slug', type: 'text', unique: true },
        { name: 'author', type: 'relationship', relationTo: 'authors' },
      ],
    },
    { slug: 'notes', access: { read: anyone }, versions: true, fields: [{ name: 'text', type: 'text' }] },
    {
      slug: 'pages',
      access: { read: anyone },
      versions: { drafts: true },
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'code', type: 'text' },
      ],
    },
    {
      // Visitors may read public briefs only: their Where and "published only" must both hold.
      slug: 'briefs',
      access: { read: ({ req }) => (req.user ? true : { audience: { equals: 'public' } }) },
      versions: { drafts: true },
      fields: [
        { name: 'title', type: 'text' },
        { name: 'audience', type: 'select', options: ['public', 'staff'] },
      ],
    },
    {
      slug: 'features',
      access: { read: anyone },
      fields: [
        { name: 'label', type: 'text' },
        { name: 'post', type: 'relationship', relationTo: 'posts' },
      ],
    },
  ],
  globals: [
    {
      slug: 'site',
      access: { read: anyone },
      versions: { max: 2, drafts: true },
      fields: [{ name: 'tagline', type: 'text' }],
    },
  ],
};

export type Headers = Record<string, string>;

/** Signs a new editor in; answers the header their requests carry. */
export async function signIn(h: Harness, email: string): Promise<Headers> {
  const password = 'correct horse battery staple';
  await h.atrium.create({ collection: 'users', data: { email, password }, overrideAccess: true });
  const res = await h.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return { authorization: `JWT ${res.json().token}` };
}
