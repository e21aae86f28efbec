import type { CollectionConfig } from '@atrium/core';
import { lexicalEditor } from '@atrium/richtext';

/**
 * Collections with versions for the browser tests of the versions views (test/admin/versions.e2e.ts): every save
 * of a revision is kept, and notes have drafts. Not part of the demo site; the test server adds them.
 */
export const revisions: CollectionConfig = {
  slug: 'revisions',
  labels: { singular: 'Revision', plural: 'Revisions' },
  access: { read: () => true, create: () => true, update: () => true, delete: () => true, readVersions: () => true },
  admin: { group: 'Testing', useAsTitle: 'title' },
  versions: { maxPerDoc: 0 },
  // Without locks two editors can have one revision open for writing: the 409 question's two-browser test.
  lockDocuments: false,
  fields: [
    { name: 'title', type: 'text', label: 'Title', required: true },
    { name: 'summary', type: 'textarea', label: 'Summary' },
    { name: 'score', type: 'number', label: 'Score' },
    {
      name: 'steps',
      type: 'array',
      label: 'Steps',
      fields: [{ name: 'label', type: 'text', label: 'Label' }],
    },
    { name: 'body', type: 'richText', label: 'Body', editor: lexicalEditor({ nodes: ['heading', 'list'] }) },
  ],
};

export const notes: CollectionConfig = {
  slug: 'notes',
  labels: { singular: 'Note', plural: 'Notes' },
  access: { read: () => true, create: () => true, update: () => true, delete: () => true, readVersions: () => true },
  admin: { group: 'Testing', useAsTitle: 'title' },
  versions: { drafts: true },
  fields: [{ name: 'title', type: 'text', label: 'Title' }],
};
