import type { Field } from '@atrium/core';
import { type SEOGenerators, seoPlugin } from '@atrium/plugin-seo';

/** Where the demo site would publish a document (posts under /posts/). */
const siteURL = 'https://atrium.example';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The admin's "Generate" buttons and the preview's address: a title with the site's name, a description from
 * the excerpt, the address from the slug. Each gets the form's data as it is, unsaved changes included.
 */
const generators: SEOGenerators = {
  generateTitle: ({ doc }) => (text(doc.title) ? `${text(doc.title)} · Atrium demo` : null),
  generateDescription: ({ doc }) => text(doc.excerpt) || null,
  generateURL: ({ doc, collectionSlug }) =>
    text(doc.slug) ? `${siteURL}/${collectionSlug === 'posts' ? 'posts/' : ''}${text(doc.slug)}` : siteURL,
};

/** What the demo changes in the plugin's fields: lengths, and hints for the editor. Kept in one locale, as before. */
const overrides: Record<string, Partial<Field>> = {
  title: {
    maxLength: 70,
    admin: {
      description: {
        en: 'Falls back to the document title when empty. Around 50–60 characters reads best.',
        de: 'Leer bleibt der Titel des Dokuments. Etwa 50–60 Zeichen lesen sich am besten.',
        ar: 'إن تُرك فارغًا يُستخدم عنوان المستند. يُقرأ بأفضل شكل في نحو 50–60 حرفًا.',
      },
    },
  } as Partial<Field>,
  description: {
    maxLength: 200,
    admin: {
      description: {
        en: 'One or two sentences shown under the title in search results.',
        de: 'Ein oder zwei Sätze, die in Suchergebnissen unter dem Titel stehen.',
        ar: 'جملة أو جملتان تظهران تحت العنوان في نتائج البحث.',
      },
    },
  } as Partial<Field>,
  image: {
    admin: {
      description: {
        en: 'Shown when the link is shared. Falls back to the default in site settings.',
        de: 'Erscheint, wenn der Link geteilt wird. Sonst gilt das Standardbild der Website-Einstellungen.',
        ar: 'تظهر عند مشاركة الرابط. وإلا تُستخدم الصورة الافتراضية من إعدادات الموقع.',
      },
    },
  } as Partial<Field>,
};

/**
 * SEO metadata (what search engines and link previews show) on posts and pages, by `@atrium/plugin-seo`: a `meta`
 * group in an "SEO" tab, drawn with length checks and a search-result preview.
 */
export const demoSeo = seoPlugin({
  collections: ['posts', 'pages'],
  uploadsCollection: 'media',
  tabbedUI: true,
  ...generators,
  fields: ({ defaultFields }) =>
    defaultFields.map((field) => ({ ...field, localized: false, ...overrides[(field as { name: string }).name] }) as Field),
});
