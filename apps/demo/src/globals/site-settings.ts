import type { GlobalConfig } from '@atrium/core';
import { admins, anyone } from '../access.ts';
import { adminGroups } from '../collections/groups.ts';

/** Networks a social link may point to; the front end picks the icon from the value. */
const socialNetworks = ['instagram', 'mastodon', 'bluesky', 'youtube', 'linkedin', 'github', 'rss'];

/** Site-wide facts: name, description, fallback share image, social profiles and the shop's location. */
export const siteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: { read: anyone, update: admins },
  label: { en: 'Site settings', de: 'Website-Einstellungen', ar: 'إعدادات الموقع' },
  admin: { group: adminGroups.settings },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'General',
          fields: [
            { name: 'siteName', type: 'text', label: 'Site name', required: true },
            { name: 'description', type: 'textarea', label: 'Description', maxLength: 300 },
            {
              name: 'defaultMetaImage',
              type: 'upload',
              label: 'Default share image',
              relationTo: 'media',
              admin: { description: 'Used when a page or post has no preview image of its own.' },
            },
          ],
        },
        {
          label: 'Social',
          fields: [
            {
              name: 'socialLinks',
              type: 'array',
              label: 'Social links',
              labels: { singular: 'Profile', plural: 'Profiles' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'network',
                      type: 'select',
                      label: 'Network',
                      required: true,
                      options: socialNetworks,
                      admin: { width: '40%' },
                    },
                    { name: 'url', type: 'text', label: 'Profile URL', required: true, admin: { width: '60%' } },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Shop',
          fields: [
            { name: 'storeAddress', type: 'textarea', label: 'Address' },
            {
              name: 'storeLocation',
              type: 'point',
              label: 'Location',
              admin: { description: 'Longitude and latitude of the shop, for the map on the contact page.' },
            },
          ],
        },
      ],
    },
  ],
};
