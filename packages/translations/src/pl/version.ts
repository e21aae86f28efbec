import type { NamespaceStrings } from '../types.ts';

/** Polish: drafts, publishing and the states a document passes through. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Wersja robocza',
  published: 'Opublikowano',
  changed: 'Zmieniono po publikacji',
  publish: 'Opublikuj',
  publishing: 'Publikowanie…',
  unpublish: 'Cofnij publikację',
  unpublishingDocument: 'Cofanie publikacji…',
  saveDraft: 'Zapisz wersję roboczą',
  autosaving: 'Zapisywanie automatyczne…',
  previewing: 'Otwieranie podglądu…',
  preview: 'Podgląd',
  versions: 'Wersje',
};
