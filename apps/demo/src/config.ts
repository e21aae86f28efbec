import type { Config, DatabaseAdapter } from '@atrium/core';
import { categories } from './collections/categories.ts';
import { media } from './collections/media.ts';
import { pages } from './collections/pages.ts';
import { posts } from './collections/posts.ts';
import { users } from './collections/users.ts';
import { footer } from './globals/footer.ts';
import { header } from './globals/header.ts';
import { siteSettings } from './globals/site-settings.ts';

/** Builds the demo site's user config around a storage adapter and secret (from env, a test or the bench). */
export function demoConfig({ db, secret, serverURL }: { db: DatabaseAdapter; secret: string; serverURL?: string }): Config {
  return {
    secret,
    db,
    serverURL,
    // No admin.pagination here: core also uses it as the REST default limit, which the contract fixes at 10.
    admin: { user: users.slug },
    collections: [pages, posts, categories, media, users],
    globals: [header, footer, siteSettings],
  };
}
