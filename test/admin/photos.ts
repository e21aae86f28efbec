import type { CollectionConfig } from '@atrium/core';

/**
 * An upload collection of images for the media specs (bulk upload, the grid, upload embeds in rich text), its
 * files in `staticDir` (the test server's own folder). The test server adds it when asked (`PHOTOS=1`), so other
 * specs' navigation stays as it is.
 */
export function photos(staticDir: string): CollectionConfig {
  return {
    slug: 'photos',
    labels: { singular: 'Photo', plural: 'Photos' },
    access: {
      read: ({ req }) => req.user !== null,
      create: ({ req }) => req.user !== null,
      update: ({ req }) => req.user !== null,
      delete: ({ req }) => req.user !== null,
    },
    upload: { staticDir, mimeTypes: ['image/*'] },
    admin: { group: 'Testing', useAsTitle: 'alt', defaultColumns: ['alt', 'credit', 'createdAt'] },
    fields: [
      { name: 'alt', type: 'text', label: 'Alternative text', required: true },
      { name: 'credit', type: 'text', label: 'Credit' },
    ],
  };
}
