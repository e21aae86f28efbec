import type { NamespaceStrings } from '../types.ts';

/** German: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Entwurf',
  published: 'Veröffentlicht',
  changed: 'Seit der Veröffentlichung geändert',
  publish: 'Veröffentlichen',
  publishing: 'Wird veröffentlicht …',
  unpublish: 'Veröffentlichung zurückziehen',
  unpublishingDocument: 'Veröffentlichung wird zurückgezogen …',
  saveDraft: 'Entwurf speichern',
  autosaving: 'Wird automatisch gespeichert …',
  previewing: 'Vorschau wird geöffnet …',
  preview: 'Vorschau',
  versions: 'Versionen',
};
