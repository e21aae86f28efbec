import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Se încarcă imaginile lipite…',
  uploadFailed: 'Una dintre imaginile lipite nu a putut fi încărcată: {{reason}}',
  imagesLeftOut:
    'Imaginile stocate pe alt site sau pe computerul dvs. au fost omise. Încărcați-le mai întâi, apoi inserați-le din bara de instrumente.',
  noImages: 'Acest câmp nu acceptă imagini, așa că imaginile lipite au fost omise.',
};
