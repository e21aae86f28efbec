import type { NamespaceStrings } from '../types.ts';

/** Azerbaijani: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Qaralama',
  published: 'Dərc olunub',
  changed: 'Dərcdən sonra dəyişdirilib',
  publish: 'Dərc et',
  publishing: 'Dərc olunur…',
  unpublish: 'Dərcdən çıxar',
  unpublishingDocument: 'Dərcdən çıxarılır…',
  saveDraft: 'Qaralamanı yadda saxla',
  autosaving: 'Avtomatik yadda saxlanılır…',
  previewing: 'Önizləmə açılır…',
  preview: 'Önizləmə',
  versions: 'Versiyalar',
};
