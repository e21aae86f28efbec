import { join } from 'node:path';
import type { Config, DatabaseAdapter } from '@atrium/core';
import type { RateLimitStore } from '@atrium/server';
import { categories } from './collections/categories.ts';
import { mediaCollection } from './collections/media.ts';
import { pages } from './collections/pages.ts';
import { posts } from './collections/posts.ts';
import { users } from './collections/users.ts';
import { demoSeo } from './fields/meta.ts';
import { demoFormBuilder } from './forms.ts';
import { footer } from './globals/footer.ts';
import { header } from './globals/header.ts';
import { siteSettings } from './globals/site-settings.ts';

/** What the demo's config is built around (from env, a test or the bench). */
export type DemoConfigOptions = {
  db: DatabaseAdapter;
  secret: string;
  serverURL?: string;
  /** Folder of the uploaded files: the media collection keeps its own in `<uploadsDir>/media`. Defaults to `data/uploads`. */
  uploadsDir?: string;
  /** Where email goes (see `demoEmail`); defaults to the server log. */
  email?: Config['email'];
  /** Where the form builder counts submissions per IP (the server's rate-limit store). Defaults to memory. */
  rateLimitStore?: RateLimitStore;
};

/** Builds the demo site's user config around a database adapter, a secret and a folder for uploads. */
export function demoConfig({
  db,
  secret,
  serverURL,
  uploadsDir = 'data/uploads',
  email,
  rateLimitStore,
}: DemoConfigOptions): Config {
  return {
    secret,
    db,
    serverURL,
    // No admin.pagination here: core also uses it as the REST default limit, which the contract fixes at 10.
    admin: { user: users.slug },
    // Content in English, German and Arabic: titles, excerpts and bodies are kept per locale (the admin's edit view
    // switches between them); everything else is shared.
    localization: {
      locales: [
        { code: 'en', label: { en: 'English', de: 'Englisch', ar: 'الإنجليزية' } },
        { code: 'de', label: { en: 'German', de: 'Deutsch', ar: 'الألمانية' } },
        { code: 'ar', label: { en: 'Arabic', de: 'Arabisch', ar: 'العربية' }, rtl: true },
      ],
      defaultLocale: 'en',
    },
    collections: [pages, posts, categories, mediaCollection({ staticDir: join(uploadsDir, 'media') }), users],
    globals: [header, footer, siteSettings],
    ...(email ? { email } : {}),
    plugins: [demoSeo, demoFormBuilder(rateLimitStore)],
  };
}
