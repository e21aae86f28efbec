import type { NamespaceStrings } from '../types.ts';

/** French: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Brouillon',
  published: 'Publié',
  changed: 'Modifié depuis la publication',
  publish: 'Publier',
  publishing: 'Publication…',
  unpublish: 'Dépublier',
  unpublishingDocument: 'Dépublication…',
  saveDraft: 'Enregistrer le brouillon',
  autosaving: 'Enregistrement automatique…',
  previewing: 'Ouverture de l’aperçu…',
  preview: 'Aperçu',
  versions: 'Versions',
};
