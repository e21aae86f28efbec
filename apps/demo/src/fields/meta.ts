import type { GroupField } from '@atrium/core';

/** SEO metadata: what search engines and link previews show for a document. */
export function metaGroup(): GroupField {
  return {
    name: 'meta',
    type: 'group',
    label: 'Search and sharing',
    // The admin shows how the document will look in search results, with length checks (its SEO panel).
    admin: { seo: true },
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
