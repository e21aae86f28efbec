import type { NamespaceStrings } from '../types.ts';

/** Croatian: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Nacrt',
  published: 'Objavljeno',
  changed: 'Promijenjeno nakon objave',
  publish: 'Objavi',
  publishing: 'Objavljivanje…',
  unpublish: 'Povuci objavu',
  unpublishingDocument: 'Povlačenje objave…',
  saveDraft: 'Spremi nacrt',
  autosaving: 'Automatsko spremanje…',
  previewing: 'Otvaranje pretpregleda…',
  preview: 'Pretpregled',
  versions: 'Verzije',
};
