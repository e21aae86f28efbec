import { join } from 'node:path';
import type { CollectionConfig } from '@atrium/core';

/**
 * An upload collection of images (and PDFs, for the preview of a file that is not an image) with three generated sizes, for the upload specs. The test server adds it when
 * asked (`PHOTOS=1`), keeping its files in the server's data folder, so other specs' navigation stays as it is.
 */
export function photos(dataDir: string): CollectionConfig {
  return {
    slug: 'photos',
    labels: { singular: 'Photo', plural: 'Photos' },
    access: { read: () => true, create: () => true, update: () => true, delete: () => true },
    admin: { group: 'Testing', useAsTitle: 'alt' },
    upload: {
      staticDir: join(dataDir, 'photos'),
      mimeTypes: ['image/*', 'application/pdf'],
      imageSizes: [
        { name: 'thumbnail', width: 160, height: 160 },
        { name: 'card', width: 640, height: 480 },
        { name: 'hero', width: 2400, height: 1200, withoutEnlargement: true },
      ],
    },
    fields: [
      { name: 'alt', type: 'text', label: 'Alternative text', required: true },
      { name: 'credit', type: 'text', label: 'Credit' },
    ],
  };
}
