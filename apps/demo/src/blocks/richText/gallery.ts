import type { Block } from '@atrium/core';

/** A few pictures from the media library shown together, as a grid or a strip the reader scrolls through. */
export const gallery: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: 'Gallery', plural: 'Galleries' },
  fields: [
    {
      name: 'images',
      type: 'upload',
      label: 'Images',
      relationTo: 'media',
      hasMany: true,
      required: true,
      minRows: 2,
      maxRows: 12,
    },
    {
      name: 'layout',
      type: 'select',
      label: 'Layout',
      required: true,
      defaultValue: 'grid',
      options: [
        { label: 'Grid', value: 'grid' },
        { label: 'Scrolling strip', value: 'strip' },
      ],
    },
    { name: 'caption', type: 'text', label: 'Caption', maxLength: 240 },
  ],
};
