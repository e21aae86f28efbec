import type { NamespaceStrings } from '../types.ts';

/** Hebrew: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'טיוטה',
  published: 'פורסם',
  changed: 'השתנה מאז הפרסום',
  publish: 'פרסום',
  publishing: 'בפרסום…',
  unpublish: 'ביטול פרסום',
  unpublishingDocument: 'ביטול הפרסום מתבצע…',
  saveDraft: 'שמירת טיוטה',
  autosaving: 'שמירה אוטומטית…',
  previewing: 'התצוגה המקדימה נפתחת…',
  preview: 'תצוגה מקדימה',
  versions: 'גרסאות',
};
