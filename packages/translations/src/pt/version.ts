import type { NamespaceStrings } from '../types.ts';

/** Portuguese: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Rascunho',
  published: 'Publicado',
  changed: 'Alterado desde a publicação',
  publish: 'Publicar',
  publishing: 'Publicando…',
  unpublish: 'Despublicar',
  unpublishingDocument: 'Despublicando…',
  saveDraft: 'Salvar rascunho',
  autosaving: 'Salvando automaticamente…',
  previewing: 'Abrindo a pré-visualização…',
  preview: 'Pré-visualizar',
  versions: 'Versões',
};
