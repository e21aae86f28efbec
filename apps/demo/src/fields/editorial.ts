import type { Field } from '@atrium/core';
import { slugField } from './slug.ts';

/** Publication states shared by pages and posts. */
export const statusOptions = [
  { label: 'Draft', value: 'draft' },
  { label: 'Published', value: 'published' },
];

/** The sidebar every page and post shares: slug, status, publication date, author and categories. */
export function editorialSidebar(): Field[] {
  return [
    slugField(),
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      index: true,
      defaultValue: 'draft',
      options: statusOptions,
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      label: 'Published on',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      hooks: {
        // Publishing without a date stamps "now", so lists sorted by date stay meaningful.
        beforeChange: [
          ({ value, siblingData }) =>
            value == null && siblingData?.status === 'published' ? new Date().toISOString() : undefined,
        ],
      },
    },
    { name: 'author', type: 'relationship', label: 'Author', relationTo: 'users', admin: { position: 'sidebar' } },
    {
      name: 'categories',
      type: 'relationship',
      label: 'Categories',
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
  ];
}
