import type { GroupField } from '@atrium/core';
import { linkArray } from './link.ts';
import { shortTextEditor } from './richText.ts';

/** The banner at the top of a page or post: a style, a short text, an image and up to two buttons. */
export function heroGroup(): GroupField {
  const hasHero = (_data: unknown, siblingData: Record<string, unknown>) => siblingData?.type !== 'none';
  return {
    name: 'hero',
    type: 'group',
    label: false,
    fields: [
      {
        name: 'type',
        type: 'select',
        label: 'Hero style',
        required: true,
        defaultValue: 'lowImpact',
        options: [
          { label: 'None', value: 'none' },
          { label: 'High impact (full-bleed image)', value: 'highImpact' },
          { label: 'Medium impact (image beside text)', value: 'mediumImpact' },
          { label: 'Low impact (text only)', value: 'lowImpact' },
        ],
      },
      { name: 'richText', type: 'richText', label: 'Text', editor: shortTextEditor(), admin: { condition: hasHero } },
      {
        name: 'media',
        type: 'upload',
        label: 'Image',
        relationTo: 'media',
        // Only the two image styles draw a picture; low impact is text only.
        admin: { condition: (_data, siblingData) => siblingData?.type === 'highImpact' || siblingData?.type === 'mediumImpact' },
      },
      { ...linkArray('links', { maxRows: 2, appearances: ['primary', 'secondary'] }), admin: { condition: hasHero } },
    ],
  };
}
