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
        label: { en: 'Hero style', de: 'Aufmacher-Stil', ar: 'نمط الواجهة' },
        required: true,
        defaultValue: 'lowImpact',
        options: [
          { label: { en: 'No hero', de: 'Kein Aufmacher', ar: 'بلا واجهة' }, value: 'none' },
          {
            label: { en: 'High impact (full-bleed image)', de: 'Groß (randloses Bild)', ar: 'بارزة (صورة بعرض كامل)' },
            value: 'highImpact',
          },
          {
            label: {
              en: 'Medium impact (image beside text)',
              de: 'Mittel (Bild neben dem Text)',
              ar: 'متوسطة (صورة بجانب النص)',
            },
            value: 'mediumImpact',
          },
          { label: { en: 'Low impact (text only)', de: 'Klein (nur Text)', ar: 'خفيفة (نص فقط)' }, value: 'lowImpact' },
        ],
      },
      {
        name: 'richText',
        type: 'richText',
        label: { en: 'Text', de: 'Text', ar: 'النص' },
        editor: shortTextEditor(),
        admin: { condition: hasHero },
      },
      {
        name: 'media',
        type: 'upload',
        label: { en: 'Image', de: 'Bild', ar: 'الصورة' },
        relationTo: 'media',
        // Only the two image styles draw a picture; low impact is text only.
        admin: { condition: (_data, siblingData) => siblingData?.type === 'highImpact' || siblingData?.type === 'mediumImpact' },
      },
      { ...linkArray('links', { maxRows: 2, appearances: ['primary', 'secondary'] }), admin: { condition: hasHero } },
    ],
  };
}
