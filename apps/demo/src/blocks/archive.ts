import type { Block } from '@atrium/core';
import { shortTextEditor } from '../fields/richText.ts';

/** A list of posts: the latest in some categories, or a hand-picked selection. */
export const archive: Block = {
  slug: 'archive',
  interfaceName: 'ArchiveBlock',
  labels: { singular: { en: 'Archive', de: 'Archiv', ar: 'أرشيف' }, plural: { en: 'Archives', de: 'Archive', ar: 'الأرشيفات' } },
  fields: [
    {
      name: 'introContent',
      type: 'richText',
      label: { en: 'Introduction', de: 'Einleitung', ar: 'المقدمة' },
      editor: shortTextEditor(),
    },
    {
      name: 'populateBy',
      type: 'select',
      label: { en: 'Choose posts by', de: 'Beiträge auswählen nach', ar: 'اختيار المقالات حسب' },
      defaultValue: 'collection',
      options: [
        {
          label: { en: 'Latest from a collection', de: 'Neueste aus einer Sammlung', ar: 'الأحدث من مجموعة' },
          value: 'collection',
        },
        { label: { en: 'Hand-picked selection', de: 'Handverlesene Auswahl', ar: 'اختيار يدوي' }, value: 'selection' },
      ],
    },
    {
      name: 'relationTo',
      type: 'select',
      label: { en: 'Collection', de: 'Sammlung', ar: 'المجموعة' },
      defaultValue: 'posts',
      options: [{ label: { en: 'Posts', de: 'Beiträge', ar: 'المقالات' }, value: 'posts' }],
      admin: { condition: (_data, siblingData) => siblingData?.populateBy === 'collection' },
    },
    {
      name: 'categories',
      type: 'relationship',
      label: { en: 'Only these categories', de: 'Nur diese Kategorien', ar: 'هذه التصنيفات فقط' },
      relationTo: 'categories',
      hasMany: true,
      admin: { condition: (_data, siblingData) => siblingData?.populateBy === 'collection' },
    },
    {
      name: 'limit',
      type: 'number',
      label: { en: 'How many', de: 'Anzahl', ar: 'العدد' },
      defaultValue: 6,
      min: 1,
      max: 24,
      integer: true,
      admin: { condition: (_data, siblingData) => siblingData?.populateBy === 'collection' },
    },
    {
      name: 'selectedDocs',
      type: 'relationship',
      label: { en: 'Posts', de: 'Beiträge', ar: 'المقالات' },
      relationTo: ['posts'],
      hasMany: true,
      admin: { condition: (_data, siblingData) => siblingData?.populateBy === 'selection' },
    },
  ],
};
