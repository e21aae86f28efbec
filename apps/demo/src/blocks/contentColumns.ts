import type { Block } from '@atrium/core';
import { linkGroup } from '../fields/link.ts';
import { shortTextEditor } from '../fields/richText.ts';

/** Widths a column can take on a twelve-column grid. */
export const columnSizes = [
  { label: { en: 'One third', de: 'Ein Drittel', ar: 'الثلث' }, value: 'oneThird' },
  { label: { en: 'Half', de: 'Hälfte', ar: 'نصف' }, value: 'half' },
  { label: { en: 'Two thirds', de: 'Zwei Drittel', ar: 'الثلثان' }, value: 'twoThirds' },
  { label: { en: 'Full width', de: 'Volle Breite', ar: 'بعرض الصفحة' }, value: 'full' },
];

/** Rich text laid out in columns of chosen widths, each with an optional link. */
export const contentColumns: Block = {
  slug: 'contentColumns',
  interfaceName: 'ContentBlock',
  labels: {
    singular: { en: 'Content', de: 'Inhalt', ar: 'المحتوى' },
    plural: { en: 'Content blocks', de: 'Inhaltsblöcke', ar: 'كتل المحتوى' },
  },
  fields: [
    {
      name: 'columns',
      type: 'array',
      labels: { singular: { en: 'Column', de: 'Spalte', ar: 'عمود' }, plural: { en: 'Columns', de: 'Spalten', ar: 'الأعمدة' } },
      minRows: 1,
      maxRows: 4,
      fields: [
        {
          name: 'size',
          type: 'select',
          label: { en: 'Width', de: 'Breite', ar: 'العرض' },
          defaultValue: 'oneThird',
          options: columnSizes,
        },
        { name: 'richText', type: 'richText', label: { en: 'Text', de: 'Text', ar: 'النص' }, editor: shortTextEditor() },
        {
          name: 'enableLink',
          type: 'checkbox',
          label: { en: 'Add a link', de: 'Link hinzufügen', ar: 'إضافة رابط' },
          defaultValue: false,
        },
        { ...linkGroup({ appearances: false }), admin: { condition: (_data, siblingData) => Boolean(siblingData?.enableLink) } },
      ],
    },
  ],
};
