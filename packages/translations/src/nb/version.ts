import type { NamespaceStrings } from '../types.ts';

/** Norwegian Bokmål: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Utkast',
  published: 'Publisert',
  changed: 'Endret siden publisering',
  publish: 'Publiser',
  publishing: 'Publiserer…',
  unpublish: 'Avpubliser',
  unpublishingDocument: 'Avpubliserer…',
  saveDraft: 'Lagre utkast',
  autosaving: 'Lagrer automatisk…',
  previewing: 'Åpner forhåndsvisningen…',
  preview: 'Forhåndsvisning',
  versions: 'Versjoner',
};
