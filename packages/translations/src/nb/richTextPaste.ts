import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Laster opp de innlimte bildene …',
  uploadFailed: 'Et av de innlimte bildene kunne ikke lastes opp: {{reason}}',
  imagesLeftOut:
    'Bilder som ligger på et annet nettsted eller på datamaskinen din, ble utelatt. Last dem opp først, og sett dem deretter inn fra verktøylinjen.',
  noImages: 'Dette feltet tar ikke imot bilder, så de innlimte bildene ble utelatt.',
};
