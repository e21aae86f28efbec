import type { NamespaceStrings } from '../types.ts';

/** Swedish: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Utkast',
  published: 'Publicerad',
  changed: 'Ändrad sedan publiceringen',
  publish: 'Publicera',
  publishing: 'Publicerar…',
  unpublish: 'Avpublicera',
  unpublishingDocument: 'Avpublicerar…',
  saveDraft: 'Spara utkast',
  autosaving: 'Sparar automatiskt…',
  previewing: 'Öppnar förhandsvisningen…',
  preview: 'Förhandsvisning',
  versions: 'Versioner',
};
