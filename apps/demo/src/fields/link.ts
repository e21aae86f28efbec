import type { ArrayField, Field, GroupField } from '@atrium/core';

/** Visual weights a front end may give a link. */
export type LinkAppearance = 'default' | 'primary' | 'secondary';

/** What the editor reads for each appearance, in the demo's interface languages. */
const appearanceLabels: Record<LinkAppearance, Record<'en' | 'de' | 'ar', string>> = {
  default: { en: 'Default', de: 'Standard', ar: 'افتراضي' },
  primary: { en: 'Primary', de: 'Primär', ar: 'أساسي' },
  secondary: { en: 'Secondary', de: 'Sekundär', ar: 'ثانوي' },
};

type LinkOptions = {
  /** Key of the group in the document. Defaults to `'link'`. */
  name?: string;
  /** Offer an appearance choice; `false` leaves it out (plain text links in menus). */
  appearances?: LinkAppearance[] | false;
  /** Ask for a label. Defaults to `true`. */
  withLabel?: boolean;
};

/** A link that points either at a page/post of this site or at any URL. */
export function linkGroup({
  name = 'link',
  appearances = ['default', 'primary', 'secondary'],
  withLabel = true,
}: LinkOptions = {}): GroupField {
  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'radio',
          label: { en: 'Link to', de: 'Link zu', ar: 'الرابط إلى' },
          defaultValue: 'reference',
          options: [
            { label: { en: 'A page or post', de: 'Eine Seite oder ein Beitrag', ar: 'صفحة أو مقالة' }, value: 'reference' },
            { label: { en: 'A custom URL', de: 'Eine eigene URL', ar: 'رابط مخصّص' }, value: 'custom' },
          ],
          admin: { width: '50%' },
        },
        {
          name: 'newTab',
          type: 'checkbox',
          label: { en: 'Open in a new tab', de: 'In neuem Tab öffnen', ar: 'الفتح في علامة تبويب جديدة' },
          defaultValue: false,
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reference',
          type: 'relationship',
          label: { en: 'Document', de: 'Dokument', ar: 'المستند' },
          relationTo: ['pages', 'posts'],
          maxDepth: 1,
          admin: { width: '50%', condition: (_data, siblingData) => siblingData?.type !== 'custom' },
        },
        {
          name: 'url',
          type: 'text',
          label: { en: 'URL', de: 'URL', ar: 'الرابط (URL)' },
          admin: { width: '50%', condition: (_data, siblingData) => siblingData?.type === 'custom' },
        },
        ...(withLabel
          ? [
              {
                name: 'label',
                type: 'text',
                label: { en: 'Label', de: 'Beschriftung', ar: 'التسمية' },
                required: true,
                admin: { width: '50%' },
              } satisfies Field,
            ]
          : []),
      ],
    },
  ];
  if (appearances) {
    fields.push({
      name: 'appearance',
      type: 'select',
      label: { en: 'Appearance', de: 'Darstellung', ar: 'المظهر' },
      defaultValue: appearances[0],
      options: appearances.map((value) => ({ label: appearanceLabels[value], value })),
    });
  }
  return { name, type: 'group', label: false, fields };
}

/** An array of `linkGroup()` rows, e.g. the buttons under a hero. */
export function linkArray(
  name = 'links',
  options: { maxRows?: number; appearances?: LinkAppearance[] | false } = {},
): ArrayField {
  return {
    name,
    type: 'array',
    labels: { singular: { en: 'Link', de: 'Link', ar: 'رابط' }, plural: { en: 'Links', de: 'Links', ar: 'الروابط' } },
    maxRows: options.maxRows,
    fields: [linkGroup({ appearances: options.appearances })],
  };
}
