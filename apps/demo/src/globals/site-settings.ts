import type { GlobalConfig } from '@atrium/core';
import { admins, anyone } from '../access.ts';
import { adminGroups } from '../collections/groups.ts';

/** Networks a social link may point to; the front end picks the icon from the value. */
const socialNetworks = ['instagram', 'mastodon', 'bluesky', 'youtube', 'linkedin', 'github', 'rss'] as const;

/** The networks' names: brand names stay as the brands write them, in German and Arabic too. */
const networkNames: Record<(typeof socialNetworks)[number], string> = {
  instagram: 'Instagram',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  rss: 'RSS',
};

/** Site-wide facts: name, description, fallback share image, social profiles and the shop's location. */
export const siteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: { read: anyone, update: admins, readVersions: admins },
  // A history to restore from after a bad edit. No drafts: these are a handful of facts, changed rarely and by
  // administrators only, with nothing to review before they go live.
  versions: { max: 20 },
  label: { en: 'Site settings', de: 'Website-Einstellungen', ar: 'إعدادات الموقع' },
  admin: { group: adminGroups.settings },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { en: 'General', de: 'Allgemein', ar: 'عام' },
          fields: [
            {
              name: 'siteName',
              type: 'text',
              label: { en: 'Site name', de: 'Name der Website', ar: 'اسم الموقع' },
              required: true,
            },
            {
              name: 'description',
              type: 'textarea',
              label: { en: 'Description', de: 'Beschreibung', ar: 'الوصف' },
              maxLength: 300,
            },
            {
              name: 'defaultMetaImage',
              type: 'upload',
              label: { en: 'Default share image', de: 'Standardbild beim Teilen', ar: 'الصورة الافتراضية للمشاركة' },
              relationTo: 'media',
              admin: {
                description: {
                  en: 'Used when a page or post has no preview image of its own.',
                  de: 'Wird verwendet, wenn eine Seite oder ein Beitrag kein eigenes Vorschaubild hat.',
                  ar: 'تُستخدم حين لا تكون للصفحة أو المقالة صورة معاينة خاصة بها.',
                },
              },
            },
          ],
        },
        {
          label: { en: 'Social', de: 'Soziale Medien', ar: 'التواصل الاجتماعي' },
          fields: [
            {
              name: 'socialLinks',
              type: 'array',
              label: { en: 'Social links', de: 'Profile in sozialen Medien', ar: 'روابط التواصل الاجتماعي' },
              labels: {
                singular: { en: 'Profile', de: 'Profil', ar: 'حساب' },
                plural: { en: 'Profiles', de: 'Profile', ar: 'الحسابات' },
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'network',
                      type: 'select',
                      label: { en: 'Network', de: 'Netzwerk', ar: 'الشبكة' },
                      required: true,
                      options: socialNetworks.map((value) => {
                        const name = networkNames[value];
                        return { label: { en: name, de: name, ar: name }, value };
                      }),
                      admin: { width: '40%' },
                    },
                    {
                      name: 'url',
                      type: 'text',
                      label: { en: 'Profile URL', de: 'Profil-URL', ar: 'رابط الحساب' },
                      required: true,
                      admin: { width: '60%' },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: { en: 'Shop', de: 'Laden', ar: 'المتجر' },
          fields: [
            { name: 'storeAddress', type: 'textarea', label: { en: 'Address', de: 'Adresse', ar: 'العنوان البريدي' } },
            {
              name: 'storeLocation',
              type: 'point',
              label: { en: 'Location', de: 'Standort', ar: 'الموقع' },
              admin: {
                description: {
                  en: 'Longitude and latitude of the shop, for the map on the contact page.',
                  de: 'Längen- und Breitengrad des Ladens, für die Karte auf der Kontaktseite.',
                  ar: 'خط الطول ودائرة العرض للمتجر، من أجل الخريطة في صفحة التواصل.',
                },
              },
            },
          ],
        },
      ],
    },
  ],
};
