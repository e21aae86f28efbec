import type { CollectionConfig } from '@atrium/core';
import { anyone, staff } from '../access.ts';
import { layoutBlocks } from '../blocks/index.ts';
import { editorialSidebar, editorialVersions } from '../fields/editorial.ts';
import { heroGroup } from '../fields/hero.ts';
import { bodyEditor } from '../fields/richText.ts';
import { adminGroups } from './groups.ts';

/** Journal articles: the bulk of the site's content and of the benchmark's data. */
export const posts: CollectionConfig = {
  slug: 'posts',
  labels: {
    singular: { en: 'Post', de: 'Beitrag', ar: 'مقالة' },
    plural: { en: 'Posts', de: 'Beiträge', ar: 'المقالات' },
  },
  // Anyone reads, but only staff read drafts and versions: everyone else gets published documents only.
  access: { read: anyone, readVersions: staff, create: staff, update: staff, delete: staff },
  versions: editorialVersions,
  // Deleting moves to the trash: an editor can restore a post or page deleted by mistake.
  trash: true,
  defaultSort: '-publishedAt',
  admin: {
    group: adminGroups.content,
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'publishedAt', 'categories'],
    listSearchableFields: ['title', 'slug', 'excerpt'],
    // The article on the public site (`SERVER_URL`), in the locale being edited; none until it has a slug.
    preview: (doc, { locale, req }) => {
      if (typeof doc.slug !== 'string' || doc.slug === '') return null;
      const url = new URL(`/journal/${encodeURIComponent(doc.slug)}`, req.config.serverURL || 'http://localhost:3000');
      if (locale) url.searchParams.set('locale', locale);
      return url.href;
    },
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
        {
          label: { en: 'Content', de: 'Inhalt', ar: 'المحتوى' },
          fields: [
            {
              name: 'excerpt',
              type: 'textarea',
              label: { en: 'Excerpt', de: 'Auszug', ar: 'المقتطف' },
              maxLength: 320,
              localized: true,
              admin: {
                description: {
                  en: 'Shown on cards and in archive lists.',
                  de: 'Erscheint auf Karten und in Archivlisten.',
                  ar: 'يظهر على البطاقات وفي قوائم الأرشيف.',
                },
              },
            },
            {
              name: 'content',
              type: 'richText',
              label: { en: 'Body', de: 'Text', ar: 'نص المقالة' },
              required: true,
              localized: true,
              editor: bodyEditor(),
            },
            {
              type: 'collapsible',
              label: { en: 'Extra blocks', de: 'Zusätzliche Blöcke', ar: 'كتل إضافية' },
              admin: {
                initCollapsed: true,
                description: {
                  en: 'Optional blocks drawn after the body.',
                  de: 'Optionale Blöcke, die nach dem Text erscheinen.',
                  ar: 'كتل اختيارية تظهر بعد نص المقالة.',
                },
              },
              fields: [
                { name: 'layout', type: 'blocks', label: { en: 'Layout', de: 'Layout', ar: 'التخطيط' }, blocks: layoutBlocks },
              ],
            },
          ],
        },
        { label: { en: 'Hero', de: 'Aufmacher', ar: 'الواجهة' }, fields: [heroGroup()] },
        {
          label: { en: 'Related', de: 'Verwandt', ar: 'ذو صلة' },
          fields: [
            {
              name: 'relatedPosts',
              type: 'relationship',
              label: { en: 'Related posts', de: 'Verwandte Beiträge', ar: 'مقالات ذات صلة' },
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
      ],
    },
    ...editorialSidebar('posts'),
    {
      type: 'row',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'readingTime',
          type: 'number',
          label: { en: 'Reading time (min)', de: 'Lesezeit (Min.)', ar: 'مدة القراءة (دقيقة)' },
          min: 1,
          integer: true,
          admin: { width: '50%' },
        },
      ],
    },
  ],
};
