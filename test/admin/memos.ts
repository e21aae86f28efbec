import type { CollectionConfig } from '@atrium/core';

/**
 * A small collection with drafts that autosave quickly and a preview address, for the autosave spec. The test
 * server adds it when asked (`MEMOS=1`), so other specs' navigation stays as it is.
 */
export const memos: CollectionConfig = {
  slug: 'memos',
  labels: { singular: 'Memo', plural: 'Memos' },
  access: { read: ({ req }) => req.user !== null, create: () => true, update: () => true, delete: () => true },
  versions: { drafts: { autosave: { interval: 300 } } },
  admin: {
    group: 'Testing',
    useAsTitle: 'title',
    preview: (doc, { locale }) => (doc.title ? `https://site.example/memos/${String(doc.id)}?locale=${locale ?? ''}` : null),
  },
  fields: [
    { name: 'title', type: 'text', label: 'Title', required: true },
    { name: 'body', type: 'textarea', label: 'Body' },
  ],
};
