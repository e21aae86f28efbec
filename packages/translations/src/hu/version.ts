import type { NamespaceStrings } from '../types.ts';

/** Hungarian: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Piszkozat',
  published: 'Közzétéve',
  changed: 'Közzététel óta módosítva',
  publish: 'Közzététel',
  publishing: 'Közzététel…',
  unpublish: 'Közzététel visszavonása',
  unpublishingDocument: 'Közzététel visszavonása…',
  saveDraft: 'Piszkozat mentése',
  autosaving: 'Automatikus mentés…',
  previewing: 'Előnézet megnyitása…',
  preview: 'Előnézet',
  versions: 'Verziók',
};
