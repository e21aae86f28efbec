import type { NamespaceStrings } from '../types.ts';

/** Dutch: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Concept',
  published: 'Gepubliceerd',
  changed: 'Gewijzigd sinds publicatie',
  publish: 'Publiceren',
  publishing: 'Publiceren…',
  unpublish: 'Publicatie intrekken',
  unpublishingDocument: 'Publicatie intrekken…',
  saveDraft: 'Concept opslaan',
  autosaving: 'Automatisch opslaan…',
  previewing: 'Voorbeeld openen…',
  preview: 'Voorbeeld',
  versions: 'Versies',
};
