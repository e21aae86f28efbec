import type { GlobalConfig } from '@atrium/core';
import { anyone, staff } from '../access.ts';
import { adminGroups } from '../collections/groups.ts';
import { linkGroup } from '../fields/link.ts';

/** The site's top navigation. */
export const header: GlobalConfig = {
  slug: 'header',
  access: { read: anyone, update: staff },
  label: { en: 'Header', de: 'Kopfzeile', ar: 'الترويسة' },
  admin: { group: adminGroups.settings },
  fields: [
    {
      name: 'navItems',
      type: 'array',
      label: { en: 'Navigation', de: 'Navigation', ar: 'التنقل' },
      labels: { singular: { en: 'Item', de: 'Eintrag', ar: 'عنصر' }, plural: { en: 'Items', de: 'Einträge', ar: 'العناصر' } },
      maxRows: 8,
      fields: [linkGroup({ appearances: false })],
    },
  ],
};
