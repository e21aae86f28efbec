/**
 * Navigation groups of the admin, shared so collections and globals line up under the same headings. Each is
 * given in English, German and Arabic: the admin shows the one of the user's language (English otherwise).
 */
export const adminGroups = {
  content: { en: 'Content', de: 'Inhalte', ar: 'المحتوى' },
  media: { en: 'Media', de: 'Medien', ar: 'الوسائط' },
  admin: { en: 'Admin', de: 'Verwaltung', ar: 'الإدارة' },
  settings: { en: 'Settings', de: 'Einstellungen', ar: 'الإعدادات' },
} as const;
