import type { NamespaceStrings } from '../types.ts';

/** Bulgarian: drafts, publishing and the states a document passes through. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Чернова',
  published: 'Публикувано',
  changed: 'Променено след публикуването',
  publish: 'Публикуване',
  publishing: 'Публикува се…',
  unpublish: 'Отмяна на публикуването',
  unpublishingDocument: 'Публикуването се отменя…',
  saveDraft: 'Запазване на черновата',
  autosaving: 'Автоматично запазване…',
  previewing: 'Визуализацията се отваря…',
  preview: 'Визуализация',
  versions: 'Версии',
};
