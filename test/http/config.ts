import type { Access, Config } from '@atrium/core';

const anyone: Access = () => true;

/**
 * The HTTP suites' config: `articles` (anyone may read and write, anonymous reads are cacheable), `notes`
 * (signed-in users only) and `users` (sign-in with cookie, JWT or API key). The body limit is the default.
 */
export const httpConfig: Omit<Config, 'db' | 'secret'> = {
  collections: [
    {
      slug: 'articles',
      access: { read: anyone, create: anyone, update: anyone, delete: anyone },
      fields: [{ name: 'title', type: 'text' }],
    },
    { slug: 'notes', fields: [{ name: 'title', type: 'text' }] },
    { slug: 'users', auth: { useAPIKey: true }, fields: [{ name: 'name', type: 'text' }] },
  ],
};
