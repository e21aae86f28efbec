import type { CollectionConfig } from '@atrium/core';
import { anyone, staff } from '../access.ts';
import { captionEditor } from '../fields/richText.ts';
import { adminGroups } from './groups.ts';

/**
 * Images used across the site, as files: uploaded, cut to `mediaImageSizes` and served from `staticDir`. Alt text
 * is required because every image is shown to someone who cannot see it.
 */
export const mediaCollection = ({ staticDir }: { staticDir?: string } = {}): CollectionConfig => ({
  slug: 'media',
  access: { read: anyone, create: staff, update: staff, delete: staff },
  labels: {
    singular: { en: 'Media', de: 'Medium', ar: 'وسيط' },
    plural: { en: 'Media', de: 'Medien', ar: 'الوسائط' },
  },
  upload: {
    staticDir,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml'],
    // Every picture is cut around its focal point to: the list's and pickers' thumbnail, a card in a grid or in
    // rich text, a post's or page's hero, and the share image at the 1.91:1 most social networks show. A picture
    // smaller than the hero or the share image is kept at its own size rather than enlarged or left out.
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, fit: 'cover' },
      { name: 'card', width: 768, height: 512, fit: 'cover' },
      { name: 'hero', width: 1600, height: 900, fit: 'cover', withoutEnlargement: true },
      // JPEG whatever was uploaded: not every network reads WebP or AVIF share images.
      {
        name: 'og',
        width: 1200,
        height: 630,
        fit: 'cover',
        withoutEnlargement: true,
        formatOptions: { format: 'jpeg', options: { quality: 82 } },
      },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
  admin: { group: adminGroups.media, useAsTitle: 'alt', defaultColumns: ['alt', 'credit', 'createdAt'] },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: { en: 'Alternative text', de: 'Alternativtext', ar: 'النص البديل' },
      required: true,
      maxLength: 240,
      admin: {
        description: {
          en: 'Describe what the image shows for readers using a screen reader.',
          de: 'Beschreiben Sie, was das Bild zeigt, für Leser mit Bildschirmleser.',
          ar: 'صِف ما تُظهره الصورة للقرّاء الذين يستخدمون قارئ الشاشة.',
        },
      },
    },
    {
      name: 'caption',
      type: 'richText',
      label: { en: 'Caption', de: 'Bildunterschrift', ar: 'التعليق' },
      editor: captionEditor(),
    },
    {
      name: 'credit',
      type: 'text',
      label: { en: 'Credit', de: 'Bildnachweis', ar: 'المصدر' },
      admin: { placeholder: { en: 'Photographer or source', de: 'Fotograf oder Quelle', ar: 'المصوّر أو المصدر' } },
    },
  ],
});
