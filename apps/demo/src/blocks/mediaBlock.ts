import type { Block } from '@atrium/core';

/** One image from the media library, placed inline or across the page. */
export const mediaBlock: Block = {
  slug: 'mediaBlock',
  interfaceName: 'MediaBlock',
  labels: { singular: 'Media', plural: 'Media blocks' },
  fields: [
    {
      name: 'position',
      type: 'select',
      label: 'Position',
      defaultValue: 'default',
      options: [
        { label: 'In the text column', value: 'default' },
        { label: 'Full width', value: 'fullscreen' },
      ],
    },
    { name: 'media', type: 'upload', label: 'Image', relationTo: 'media', required: true },
  ],
};
