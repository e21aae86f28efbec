import type { NamespaceStrings } from '../types.ts';

/** Czech: drafts, publishing and the states a document passes through while it is saved or shown. */
export const version: NamespaceStrings<'version'> = {
  draft: 'Koncept',
  published: 'Publikováno',
  changed: 'Změněno od publikování',
  publish: 'Publikovat',
  publishing: 'Publikování…',
  unpublish: 'Zrušit publikování',
  unpublishingDocument: 'Rušení publikování…',
  saveDraft: 'Uložit koncept',
  autosaving: 'Automatické ukládání…',
  previewing: 'Otevírání náhledu…',
  preview: 'Náhled',
  versions: 'Verze',
};
