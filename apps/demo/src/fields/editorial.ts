import type { Field } from '@atrium/core';
import { slugField } from './slug.ts';

/** Publication states shared by pages and posts. */
export const statusOptions = [
  { label: { en: 'Draft', de: 'Entwurf', ar: 'مسودة' }, value: 'draft' },
  { label: { en: 'Published', de: 'Veröffentlicht', ar: 'منشور' }, value: 'published' },
];

/** The sidebar every page and post shares: slug, status, publication date, author and categories. */
export function editorialSidebar(collection: 'pages' | 'posts'): Field[] {
  return [
    slugField(collection),
    {
      name: 'status',
      type: 'select',
      label: { en: 'Status', de: 'Status', ar: 'الحالة' },
      required: true,
      index: true,
      defaultValue: 'draft',
      options: statusOptions,
      admin: { position: 'sidebar' },
      // A copy of a published page is new, unreviewed content: it starts as a draft, never public by itself.
      hooks: { beforeDuplicate: [() => 'draft'] },
    },
    {
      name: 'publishedAt',
      type: 'date',
      label: { en: 'Published on', de: 'Veröffentlicht am', ar: 'تاريخ النشر' },
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      hooks: {
        // Publishing without a date stamps "now", so lists sorted by date stay meaningful.
        beforeChange: [
          ({ value, siblingData }) =>
            value == null && siblingData?.status === 'published' ? new Date().toISOString() : undefined,
        ],
        // The copy has not been published: its date is set when it is.
        beforeDuplicate: [() => null],
      },
    },
    {
      name: 'author',
      type: 'relationship',
      label: { en: 'Author', de: 'Autor', ar: 'الكاتب' },
      relationTo: 'users',
      admin: { position: 'sidebar' },
    },
    {
      name: 'categories',
      type: 'relationship',
      label: { en: 'Categories', de: 'Kategorien', ar: 'التصنيفات' },
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
  ];
}
