import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'De geplakte afbeeldingen worden geüpload…',
  uploadFailed: 'Een van de geplakte afbeeldingen kon niet worden geüpload: {{reason}}',
  imagesLeftOut:
    'Afbeeldingen die op een andere site of op je computer staan, zijn weggelaten. Upload ze eerst en voeg ze daarna in via de werkbalk.',
  noImages: 'Dit veld neemt geen afbeeldingen op, dus de geplakte afbeeldingen zijn weggelaten.',
};
