import type { NamespaceStrings } from '../types.ts';

/** Russian: drafts, publishing and the states a document passes through. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Черновик',
  published: 'Опубликовано',
  changed: 'Изменено после публикации',
  publish: 'Опубликовать',
  publishing: 'Публикация…',
  unpublish: 'Снять с публикации',
  unpublishingDocument: 'Снятие с публикации…',
  saveDraft: 'Сохранить черновик',
  autosaving: 'Автосохранение…',
  previewing: 'Открытие предпросмотра…',
  preview: 'Предпросмотр',
  versions: 'Версии',
};
