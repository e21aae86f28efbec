import type { NamespaceStrings } from '../types.ts';

/** Romanian: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Ciornă',
  published: 'Publicat',
  changed: 'Modificat după publicare',
  publish: 'Publicare',
  publishing: 'Se publică…',
  unpublish: 'Anulare publicare',
  unpublishingDocument: 'Se anulează publicarea…',
  saveDraft: 'Salvare ciornă',
  autosaving: 'Se salvează automat…',
  previewing: 'Se deschide previzualizarea…',
  preview: 'Previzualizare',
  versions: 'Versiuni',
};
