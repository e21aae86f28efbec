type ID = string | number;
type Refs = { media: Record<string, ID>; pages: Record<string, ID> };

const pageLink = (id: ID, label: string) => ({
  link: { type: 'reference', reference: { relationTo: 'pages', value: id }, label, newTab: false },
});
const urlLink = (url: string, label: string, newTab = false) => ({ link: { type: 'custom', url, label, newTab } });

/** Data for the header, footer and site-settings globals. */
export function globalSeeds({ media, pages }: Refs): Record<'header' | 'footer' | 'site-settings', Record<string, unknown>> {
  return {
    header: {
      navItems: [
        urlLink('/posts', 'Journal'),
        pageLink(pages.about, 'About'),
        pageLink(pages.newsletter, 'Newsletter'),
        pageLink(pages.contact, 'Contact'),
      ],
    },
    footer: {
      columns: [
        {
          heading: 'Read',
          links: [urlLink('/posts', 'All posts'), urlLink('/categories/city-guides', 'City guides'), urlLink('/feed.xml', 'RSS')],
        },
        {
          heading: 'Waymark',
          links: [
            pageLink(pages.about, 'About us'),
            pageLink(pages.contact, 'Visit the print room'),
            pageLink(pages.colophon, 'Colophon'),
          ],
        },
        {
          heading: 'Elsewhere',
          links: [
            urlLink('https://example.com/shop', 'Shop', true),
            urlLink('https://example.com/community', 'Community board', true),
          ],
        },
      ],
      copyright: '© {year} Waymark. Words and pictures by their authors.',
    },
    'site-settings': {
      siteName: 'Waymark',
      description: 'An independent journal about travel, design and technology, from a small print room in Porto.',
      defaultMetaImage: media['harbour-dawn'],
      socialLinks: [
        { network: 'instagram', url: 'https://instagram.com/example' },
        { network: 'mastodon', url: 'https://mastodon.example/@waymark' },
        { network: 'rss', url: '/feed.xml' },
      ],
      storeAddress: 'Waymark Print Room\nRua das Flores 1\n4050-262 Porto\nPortugal',
      // GeoJSON order: longitude first.
      storeLocation: [-8.6121, 41.1429],
    },
  };
}
