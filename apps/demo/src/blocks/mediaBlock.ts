import type { Block } from '@atrium/core';

/** One image from the media library, placed inline or across the page. */
export const mediaBlock: Block = {
  slug: 'mediaBlock',
  interfaceName: 'MediaBlock',
  labels: {
    singular: { en: 'Media', de: 'Medien', ar: 'الوسائط' },
    plural: { en: 'Media blocks', de: 'Medienblöcke', ar: 'كتل الوسائط' },
  },
  fields: [
    {
      name: 'position',
      type: 'select',
      label: { en: 'Position', de: 'Position', ar: 'الموضع' },
      defaultValue: 'default',
      options: [
        { label: { en: 'In the text column', de: 'In der Textspalte', ar: 'ضمن عمود النص' }, value: 'default' },
        { label: { en: 'Full width', de: 'Volle Breite', ar: 'بعرض الصفحة' }, value: 'fullscreen' },
      ],
    },
    { name: 'media', type: 'upload', label: { en: 'Image', de: 'Bild', ar: 'الصورة' }, relationTo: 'media', required: true },
  ],
};
