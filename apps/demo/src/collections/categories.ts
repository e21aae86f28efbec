import type { CollectionConfig } from '@atrium/core';
import { anyone, staff } from '../access.ts';
import { slugField } from '../fields/slug.ts';
import { adminGroups } from './groups.ts';

/** Topics posts are filed under; a category may sit inside a parent to form a small tree. */
export const categories: CollectionConfig = {
  slug: 'categories',
  access: { read: anyone, create: staff, update: staff, delete: staff },
  labels: {
    singular: { en: 'Category', de: 'Kategorie', ar: 'تصنيف' },
    plural: { en: 'Categories', de: 'Kategorien', ar: 'التصنيفات' },
  },
  defaultSort: 'title',
  admin: { group: adminGroups.content, useAsTitle: 'title', defaultColumns: ['title', 'slug', 'parent'] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'title',
          type: 'text',
          label: { en: 'Title', de: 'Titel', ar: 'العنوان' },
          required: true,
          maxLength: 80,
          localized: true,
          admin: { width: '60%' },
        },
        {
          name: 'parent',
          type: 'relationship',
          label: { en: 'Parent category', de: 'Übergeordnete Kategorie', ar: 'التصنيف الأب' },
          relationTo: 'categories',
          maxDepth: 1,
          admin: { width: '40%' },
          // A category cannot contain itself; the hook keeps the built-in relationship validation intact.
          hooks: { beforeChange: [({ value, originalDoc }) => (originalDoc && value === originalDoc.id ? null : undefined)] },
        },
      ],
    },
    { name: 'description', type: 'textarea', label: { en: 'Description', de: 'Beschreibung', ar: 'الوصف' }, maxLength: 400 },
    // The posts filed under this category, newest first (their `categories` holds it); nothing is stored here.
    {
      name: 'posts',
      type: 'join',
      label: { en: 'Posts in this category', de: 'Beiträge in dieser Kategorie', ar: 'المقالات في هذا التصنيف' },
      collection: 'posts',
      on: 'categories',
    },
    slugField('categories'),
  ],
};
