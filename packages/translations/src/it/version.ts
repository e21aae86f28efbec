import type { NamespaceStrings } from '../types.ts';

/** Italian: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Bozza',
  published: 'Pubblicato',
  changed: 'Modificato dopo la pubblicazione',
  publish: 'Pubblica',
  publishing: 'Pubblicazione…',
  unpublish: 'Annulla pubblicazione',
  unpublishingDocument: 'Annullamento della pubblicazione…',
  saveDraft: 'Salva bozza',
  autosaving: 'Salvataggio automatico…',
  previewing: 'Apertura dell’anteprima…',
  preview: 'Anteprima',
  versions: 'Versioni',
};
