import type { NamespaceStrings } from '../types.ts';

/** Turkish: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Taslak',
  published: 'Yayında',
  changed: 'Yayınlandıktan sonra değişti',
  publish: 'Yayınla',
  publishing: 'Yayınlanıyor…',
  unpublish: 'Yayından kaldır',
  unpublishingDocument: 'Yayından kaldırılıyor…',
  saveDraft: 'Taslağı kaydet',
  autosaving: 'Otomatik kaydediliyor…',
  previewing: 'Önizleme açılıyor…',
  preview: 'Önizleme',
  versions: 'Sürümler',
};
