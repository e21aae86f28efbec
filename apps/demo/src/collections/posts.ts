import type { CollectionConfig } from '@atrium/core';
import { publishedOrStaff, staff } from '../access.ts';
import { layoutBlocks } from '../blocks/index.ts';
import { editorialSidebar } from '../fields/editorial.ts';
import { heroGroup } from '../fields/hero.ts';
import { metaGroup } from '../fields/meta.ts';
import { bodyEditor } from '../fields/richText.ts';
import { adminGroups } from './groups.ts';

/** Journal articles: the bulk of the site's content and of the benchmark's data. */
export const posts: CollectionConfig = {
  slug: 'posts',
  labels: {
    singular: { en: 'Post', de: 'Beitrag', ar: 'مقالة' },
    plural: { en: 'Posts', de: 'Beiträge', ar: 'المقالات' },
  },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff },
  defaultSort: '-publishedAt',
  admin: {
    group: adminGroups.content,
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'publishedAt', 'categories'],
    listSearchableFields: ['title', 'slug', 'excerpt'],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Title', required: true, maxLength: 160, localized: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              name: 'excerpt',
              type: 'textarea',
              label: 'Excerpt',
              maxLength: 320,
              localized: true,
              admin: { description: 'Shown on cards and in archive lists.' },
            },
            { name: 'content', type: 'richText', label: 'Body', required: true, localized: true, editor: bodyEditor() },
            {
              type: 'collapsible',
              label: 'Extra blocks',
              admin: { initCollapsed: true, description: 'Optional blocks drawn after the body.' },
              fields: [{ name: 'layout', type: 'blocks', label: 'Layout', blocks: layoutBlocks }],
            },
          ],
        },
        { label: 'Hero', fields: [heroGroup()] },
        {
          label: 'Related',
          fields: [
            {
              name: 'relatedPosts',
              type: 'relationship',
              label: 'Related posts',
              relationTo: 'posts',
              hasMany: true,
              maxRows: 6,
              hooks: {
                // A post listed as related to itself is a dead end for readers; drop it rather than fail the save.
                // (A custom `validate` would replace the built-in relationship checks, so this is a hook.)
                beforeChange: [
                  ({ value, originalDoc }) =>
                    Array.isArray(value) && originalDoc ? value.filter((v) => v !== originalDoc.id) : undefined,
                ],
              },
            },
          ],
        },
        { label: 'SEO', fields: [metaGroup()] },
      ],
    },
    ...editorialSidebar('posts'),
    {
      type: 'row',
      admin: { position: 'sidebar' },
      fields: [
        { name: 'readingTime', type: 'number', label: 'Reading time (min)', min: 1, integer: true, admin: { width: '50%' } },
      ],
    },
  ],
};
