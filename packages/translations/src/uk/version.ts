import type { NamespaceStrings } from '../types.ts';

/** Ukrainian: drafts, publishing and the states a document passes through. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Чернетка',
  published: 'Опубліковано',
  changed: 'Змінено після публікації',
  publish: 'Опублікувати',
  publishing: 'Публікація…',
  unpublish: 'Зняти з публікації',
  unpublishingDocument: 'Зняття з публікації…',
  saveDraft: 'Зберегти чернетку',
  autosaving: 'Автозбереження…',
  previewing: 'Відкриття попереднього перегляду…',
  preview: 'Попередній перегляд',
  versions: 'Версії',
};
