import type { NamespaceStrings } from '../types.ts';

/** Slovak: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Koncept',
  published: 'Publikované',
  changed: 'Zmenené od publikovania',
  publish: 'Publikovať',
  publishing: 'Publikuje sa…',
  unpublish: 'Zrušiť publikovanie',
  unpublishingDocument: 'Ruší sa publikovanie…',
  saveDraft: 'Uložiť koncept',
  autosaving: 'Automaticky sa ukladá…',
  previewing: 'Otvára sa náhľad…',
  preview: 'Náhľad',
  versions: 'Verzie',
};
