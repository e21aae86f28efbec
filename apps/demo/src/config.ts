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
    admin: { user: users.slug, pagination: { defaultLimit: 25 } },
    collections: [pages, posts, categories, media, users],
    globals: [header, footer, siteSettings],
  };
}
