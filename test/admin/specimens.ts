import type { CollectionConfig } from '@atrium/core';

/**
 * One field of every type the admin edits, for the browser tests: each input is exercised against a real
 * server. Not part of the demo site; the test server adds it to the demo config.
 */
export const specimens: CollectionConfig = {
  slug: 'specimens',
  labels: { singular: 'Specimen', plural: 'Specimens' },
  access: { read: () => true, create: () => true, update: () => true, delete: () => true },
  admin: { group: 'Testing', useAsTitle: 'title', defaultColumns: ['title', 'count', 'isFeatured', 'updatedAt'] },
  fields: [
    { name: 'title', type: 'text', label: 'Title', required: true, minLength: 3, maxLength: 80 },
    { name: 'count', type: 'number', label: 'Count', min: 0, max: 100 },
    { name: 'isFeatured', type: 'checkbox', label: 'Featured' },
  ],
};
