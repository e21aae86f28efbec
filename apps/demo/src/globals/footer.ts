import type { GlobalConfig } from '@atrium/core';
import { anyone, staff } from '../access.ts';
import { adminGroups } from '../collections/groups.ts';
import { linkGroup } from '../fields/link.ts';

/** The site's footer: a few columns of links and the copyright line. */
export const footer: GlobalConfig = {
  slug: 'footer',
  access: { read: anyone, update: staff },
  label: { en: 'Footer', de: 'Fußzeile', ar: 'التذييل' },
  admin: { group: adminGroups.settings },
  fields: [
    {
      name: 'columns',
      type: 'array',
      label: { en: 'Columns', de: 'Spalten', ar: 'الأعمدة' },
      labels: { singular: { en: 'Column', de: 'Spalte', ar: 'عمود' }, plural: { en: 'Columns', de: 'Spalten', ar: 'الأعمدة' } },
      maxRows: 4,
      fields: [
        { name: 'heading', type: 'text', label: { en: 'Heading', de: 'Überschrift', ar: 'العنوان الرئيسي' }, required: true },
        {
          name: 'links',
          type: 'array',
          label: { en: 'Links', de: 'Links', ar: 'الروابط' },
          labels: { singular: { en: 'Link', de: 'Link', ar: 'رابط' }, plural: { en: 'Links', de: 'Links', ar: 'الروابط' } },
          maxRows: 8,
          fields: [linkGroup({ appearances: false })],
        },
      ],
    },
    {
      name: 'copyright',
      type: 'text',
      label: { en: 'Copyright line', de: 'Copyright-Zeile', ar: 'سطر حقوق النشر' },
      admin: {
        description: {
          en: 'Write {year} where the current year should appear.',
          de: 'Schreiben Sie {year}, wo das aktuelle Jahr stehen soll.',
          ar: 'اكتب {year} حيث يجب أن تظهر السنة الحالية.',
        },
      },
    },
  ],
};
