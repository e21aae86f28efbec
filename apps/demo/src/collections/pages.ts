import type { CollectionConfig } from '@atrium/core';
import { anyone, staff } from '../access.ts';
import { layoutBlocks } from '../blocks/index.ts';
import { editorialSidebar, editorialVersions } from '../fields/editorial.ts';
import { heroGroup } from '../fields/hero.ts';
import { bodyEditor } from '../fields/richText.ts';
import { adminGroups } from './groups.ts';

/** Free-form pages (home, about, contact) composed of a hero and layout blocks. */
export const pages: CollectionConfig = {
  slug: 'pages',
  labels: {
    singular: { en: 'Page', de: 'Seite', ar: 'صفحة' },
    plural: { en: 'Pages', de: 'Seiten', ar: 'الصفحات' },
  },
  // Anyone reads, but only staff read drafts and versions: everyone else gets published documents only.
  access: { read: anyone, readVersions: staff, create: staff, update: staff, delete: staff },
  versions: editorialVersions,
  // Deleting moves to the trash: an editor can restore a post or page deleted by mistake.
  trash: true,
  admin: {
    group: adminGroups.content,
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'slug'],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: { en: 'Title', de: 'Titel', ar: 'العنوان' },
      required: true,
      maxLength: 160,
      localized: true,
    },
    {
      type: 'tabs',
      tabs: [
        { label: { en: 'Hero', de: 'Aufmacher', ar: 'الواجهة' }, fields: [heroGroup()] },
        {
          label: { en: 'Content', de: 'Inhalt', ar: 'المحتوى' },
          description: {
            en: 'Pages are built from blocks; the optional text above them suits simple pages.',
            de: 'Seiten bestehen aus Blöcken; der optionale Text darüber genügt für einfache Seiten.',
            ar: 'تُبنى الصفحات من كتل؛ والنص الاختياري فوقها يكفي للصفحات البسيطة.',
          },
          fields: [
            {
              name: 'content',
              type: 'richText',
              label: { en: 'Introduction', de: 'Einleitung', ar: 'المقدمة' },
              localized: true,
              editor: bodyEditor(),
            },
            {
              name: 'layout',
              type: 'blocks',
              label: { en: 'Layout', de: 'Layout', ar: 'التخطيط' },
              blocks: layoutBlocks,
              labels: { singular: { en: 'Block', de: 'Block', ar: 'كتلة' }, plural: { en: 'Blocks', de: 'Blöcke', ar: 'الكتل' } },
            },
          ],
        },
      ],
    },
    ...editorialSidebar('pages'),
  ],
};
