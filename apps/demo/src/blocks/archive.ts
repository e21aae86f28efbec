import type { Block } from '@atrium/core';
import { shortTextEditor } from '../fields/richText.ts';

/** A list of posts: the latest in some categories, or a hand-picked selection. */
export const archive: Block = {
  slug: 'archive',
  interfaceName: 'ArchiveBlock',
  labels: { singular: 'Archive', plural: 'Archives' },
  fields: [
    { name: 'introContent', type: 'richText', label: 'Introduction', editor: shortTextEditor() },
    {
      name: 'populateBy',
      type: 'select',
      label: 'Choose posts by',
      defaultValue: 'collection',
      options: [
        { label: 'Latest from a collection', value: 'collection' },
        { label: 'Hand-picked selection', value: 'selection' },
      ],
    },
    {
      name: 'relationTo',
      type: 'select',
      label: 'Collection',
      defaultValue: 'posts',
      options: [{ label: 'Posts', value: 'posts' }],
      admin: { condition: (_data, siblingData) => siblingData?.populateBy === 'collection' },
    },
    {
      name: 'categories',
      type: 'relationship',
      label: 'Only these categories',
      relationTo: 'categories',
      hasMany: true,
      admin: { condition: (_data, siblingData) => siblingData?.populateBy === 'collection' },
    },
    {
      name: 'limit',
      type: 'number',
      label: 'How many',
      defaultValue: 6,
      min: 1,
      max: 24,
      integer: true,
      admin: { condition: (_data, siblingData) => siblingData?.populateBy === 'collection' },
    },
    {
      name: 'selectedDocs',
      type: 'relationship',
      label: 'Posts',
      relationTo: ['posts'],
      hasMany: true,
      admin: { condition: (_data, siblingData) => siblingData?.populateBy === 'selection' },
    },
  ],
};
