import type { GroupField, SEOGroupOptions } from '@atrium/core';

/** Where the demo site would publish a document (posts under /posts/). */
const siteURL = 'https://atrium.example';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The admin's "Generate" buttons and the preview's address: a title with the site's name, a description from
 * the excerpt, the address from the slug. Each gets the form's data as it is, unsaved changes included.
 */
const generators: SEOGroupOptions = {
  generateTitle: ({ doc }) => (text(doc.title) ? `${text(doc.title)} · Atrium demo` : null),
  generateDescription: ({ doc }) => text(doc.excerpt) || null,
  generateURL: ({ doc, collectionSlug }) =>
    text(doc.slug) ? `${siteURL}/${collectionSlug === 'posts' ? 'posts/' : ''}${text(doc.slug)}` : siteURL,
};

/** SEO metadata: what search engines and link previews show for a document. */
export function metaGroup(): GroupField {
  return {
    name: 'meta',
    type: 'group',
    label: 'Search and sharing',
    // The admin shows how the document will look in search results, with length checks (its SEO panel).
    admin: { seo: generators },
    fields: [
      {
        name: 'title',
        type: 'text',
        label: 'Meta title',
        maxLength: 70,
        admin: { description: 'Falls back to the document title when empty. Around 50–60 characters reads best.' },
      },
      {
        name: 'description',
        type: 'textarea',
        label: 'Meta description',
        maxLength: 200,
        admin: { description: 'One or two sentences shown under the title in search results.' },
      },
      {
        name: 'image',
        type: 'upload',
        label: 'Preview image',
        relationTo: 'media',
        admin: { description: 'Shown when the link is shared. Falls back to the default in site settings.' },
      },
    ],
  };
}
