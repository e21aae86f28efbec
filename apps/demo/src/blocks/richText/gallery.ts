import type { Block } from '@atrium/core';

/** A few pictures from the media library shown together, as a grid or a strip the reader scrolls through. */
export const gallery: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  // The editor shows the block as the article will (`src/admin/GalleryPreview`), not as a list of its values.
  admin: { components: { Block: '@atrium/demo#GalleryPreview' } },
  labels: {
    singular: { en: 'Gallery', de: 'Galerie', ar: 'معرض صور' },
    plural: { en: 'Galleries', de: 'Galerien', ar: 'المعارض' },
  },
  fields: [
    {
      name: 'images',
      type: 'upload',
      label: { en: 'Images', de: 'Bilder', ar: 'الصور' },
      relationTo: 'media',
      hasMany: true,
      required: true,
      minRows: 2,
      maxRows: 12,
    },
    {
      name: 'layout',
      type: 'select',
      label: { en: 'Layout', de: 'Layout', ar: 'التخطيط' },
      required: true,
      defaultValue: 'grid',
      options: [
        { label: { en: 'Grid', de: 'Raster', ar: 'شبكة' }, value: 'grid' },
        { label: { en: 'Scrolling strip', de: 'Laufleiste', ar: 'شريط قابل للتمرير' }, value: 'strip' },
      ],
    },
    { name: 'caption', type: 'text', label: { en: 'Caption', de: 'Bildunterschrift', ar: 'التعليق' }, maxLength: 240 },
  ],
};
