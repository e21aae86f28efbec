import type { GroupField, SEOGroupOptions } from '@atrium/core';

/** Where the demo site would publish a document (posts under /posts/). */
const siteURL = 'https://atrium.example';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The admin's "Generate" buttons and the preview's address: a title with the site's name, a description from
 * the excerpt, the address from the slug. Each gets the form's data as it is, unsaved changes included.
 */
const generators: SEOGroupOptions = {
  generateTitle: ({ doc }) => (text(doc.title) ? `${text(doc.title)} · Atrium demo` : null),
  generateDescription: ({ doc }) => text(doc.excerpt) || null,
  generateURL: ({ doc, collectionSlug }) =>
    text(doc.slug) ? `${siteURL}/${collectionSlug === 'posts' ? 'posts/' : ''}${text(doc.slug)}` : siteURL,
};

/** SEO metadata: what search engines and link previews show for a document. */
export function metaGroup(): GroupField {
  return {
    name: 'meta',
    type: 'group',
    label: { en: 'Search and sharing', de: 'Suche und Teilen', ar: 'البحث والمشاركة' },
    // The admin shows how the document will look in search results, with length checks (its SEO panel).
    admin: { seo: generators },
    fields: [
      {
        name: 'title',
        type: 'text',
        label: { en: 'Meta title', de: 'Meta-Titel', ar: 'العنوان التعريفي' },
        maxLength: 70,
        admin: {
          description: {
            en: 'Falls back to the document title when empty. Around 50–60 characters reads best.',
            de: 'Leer bleibt der Titel des Dokuments. Etwa 50–60 Zeichen lesen sich am besten.',
            ar: 'إن تُرك فارغًا يُستخدم عنوان المستند. يُقرأ بأفضل شكل في نحو 50–60 حرفًا.',
          },
        },
      },
      {
        name: 'description',
        type: 'textarea',
        label: { en: 'Meta description', de: 'Meta-Beschreibung', ar: 'الوصف التعريفي' },
        maxLength: 200,
        admin: {
          description: {
            en: 'One or two sentences shown under the title in search results.',
            de: 'Ein oder zwei Sätze, die in Suchergebnissen unter dem Titel stehen.',
            ar: 'جملة أو جملتان تظهران تحت العنوان في نتائج البحث.',
          },
        },
      },
      {
        name: 'image',
        type: 'upload',
        label: { en: 'Preview image', de: 'Vorschaubild', ar: 'صورة المعاينة' },
        relationTo: 'media',
        admin: {
          description: {
            en: 'Shown when the link is shared. Falls back to the default in site settings.',
            de: 'Erscheint, wenn der Link geteilt wird. Sonst gilt das Standardbild der Website-Einstellungen.',
            ar: 'تظهر عند مشاركة الرابط. وإلا تُستخدم الصورة الافتراضية من إعدادات الموقع.',
          },
        },
      },
    ],
  };
}
