import type { Config } from '@atrium/core';
import { withOpenAccess } from '../helpers/openAccess.ts';
import { paragraphDocument } from '../helpers/richText.ts';

/** The password every user of these suites gets. */
export const password = 'correct horse battery';

/**
 * A small site for the hostile-input suites: signed-in users (logins, preferences and form state need them),
 * posts with text, a list of rows, rich text, JSON and numbers of every kind, and one global.
 */
export const inputConfig: Omit<Config, 'db' | 'secret'> = withOpenAccess({
  collections: [
    { slug: 'users', auth: true, fields: [] },
    {
      slug: 'posts',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'status', type: 'select', options: ['draft', 'published'] },
        { name: 'links', type: 'array', fields: [{ name: 'label', type: 'text' }] },
        { name: 'body', type: 'richText' },
        { name: 'extra', type: 'json' },
        { name: 'count', type: 'number', integer: true },
        { name: 'price', type: 'number', min: 0 },
        { name: 'score', type: 'number' },
        { name: 'counts', type: 'number', hasMany: true, integer: true },
      ],
    },
  ],
  globals: [{ slug: 'site', fields: [{ name: 'title', type: 'text' }] }],
});

/** Rich text as Lexical stores it: one paragraph of `text`. */
export const richText = paragraphDocument;
