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
      label: 'Columns',
      labels: { singular: 'Column', plural: 'Columns' },
      maxRows: 4,
      fields: [
        { name: 'heading', type: 'text', label: 'Heading', required: true },
        {
          name: 'links',
          type: 'array',
          label: 'Links',
          labels: { singular: 'Link', plural: 'Links' },
          maxRows: 8,
          fields: [linkGroup({ appearances: false })],
        },
      ],
    },
    {
      name: 'copyright',
      type: 'text',
      label: 'Copyright line',
      admin: { description: 'Write {year} where the current year should appear.' },
    },
  ],
};
