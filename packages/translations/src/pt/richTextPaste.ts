import type { NamespaceStrings } from '../types.ts';

/** Pasting into the rich-text editor: what was cleaned, images sent as uploads. */
export const richTextPaste: NamespaceStrings<'richTextPaste'> = {
  uploading: 'Enviando as imagens coladas…',
  uploadFailed: 'Não foi possível enviar uma das imagens coladas: {{reason}}',
  imagesLeftOut:
    'As imagens guardadas em outro site ou no seu computador ficaram de fora. Envie-as primeiro e depois insira pela barra de ferramentas.',
  noImages: 'Este campo não aceita imagens, por isso as imagens coladas ficaram de fora.',
};
