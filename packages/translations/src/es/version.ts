import type { NamespaceStrings } from '../types.ts';

/** Spanish: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Borrador',
  published: 'Publicado',
  changed: 'Modificado desde su publicación',
  publish: 'Publicar',
  publishing: 'Publicando…',
  unpublish: 'Despublicar',
  unpublishingDocument: 'Despublicando…',
  saveDraft: 'Guardar borrador',
  autosaving: 'Guardando automáticamente…',
  previewing: 'Abriendo la vista previa…',
  preview: 'Vista previa',
  versions: 'Versiones',
};
