import type { CollectionConfig } from '@atrium/core';
import { publishedOrStaff, staff } from '../access.ts';
import { layoutBlocks } from '../blocks/index.ts';
import { editorialSidebar } from '../fields/editorial.ts';
import { heroGroup } from '../fields/hero.ts';
import { metaGroup } from '../fields/meta.ts';
import { bodyEditor } from '../fields/richText.ts';
import { adminGroups } from './groups.ts';

/** Free-form pages (home, about, contact) composed of a hero and layout blocks. */
export const pages: CollectionConfig = {
  slug: 'pages',
  labels: {
    singular: { en: 'Page', de: 'Seite', ar: 'صفحة' },
    plural: { en: 'Pages', de: 'Seiten', ar: 'الصفحات' },
  },
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff },
  admin: {
    group: adminGroups.content,
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'status', 'updatedAt'],
    listSearchableFields: ['title', 'slug'],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Title', required: true, maxLength: 160, localized: true },
    {
      type: 'tabs',
      tabs: [
        { label: 'Hero', fields: [heroGroup()] },
        {
          label: 'Content',
          description: 'Pages are built from blocks; the optional text above them suits simple pages.',
          fields: [
            { name: 'content', type: 'richText', label: 'Introduction', localized: true, editor: bodyEditor() },
            {
              name: 'layout',
              type: 'blocks',
              label: 'Layout',
              blocks: layoutBlocks,
              labels: { singular: 'Block', plural: 'Blocks' },
            },
          ],
        },
        { label: 'SEO', fields: [metaGroup()] },
      ],
    },
    ...editorialSidebar('pages'),
  ],
};
