import type { Block } from '@atrium/core';
import { linkGroup } from '../fields/link.ts';
import { shortTextEditor } from '../fields/richText.ts';

/** Widths a column can take on a twelve-column grid. */
export const columnSizes = [
  { label: 'One third', value: 'oneThird' },
  { label: 'Half', value: 'half' },
  { label: 'Two thirds', value: 'twoThirds' },
  { label: 'Full width', value: 'full' },
];

/** Rich text laid out in columns of chosen widths, each with an optional link. */
export const contentColumns: Block = {
  slug: 'contentColumns',
  interfaceName: 'ContentBlock',
  labels: { singular: 'Content', plural: 'Content blocks' },
  fields: [
    {
      name: 'columns',
      type: 'array',
      labels: { singular: 'Column', plural: 'Columns' },
      minRows: 1,
      maxRows: 4,
      fields: [
        { name: 'size', type: 'select', label: 'Width', defaultValue: 'oneThird', options: columnSizes },
        { name: 'richText', type: 'richText', label: 'Text', editor: shortTextEditor() },
        { name: 'enableLink', type: 'checkbox', label: 'Add a link', defaultValue: false },
        { ...linkGroup({ appearances: false }), admin: { condition: (_data, siblingData) => Boolean(siblingData?.enableLink) } },
      ],
    },
  ],
};
