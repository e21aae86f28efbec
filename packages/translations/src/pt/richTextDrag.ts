import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'Mover {{name}}',
  instructions:
    'Para mover esta parte do texto, pressione Espaço ou Enter na alça, mova-a com as setas para cima e para baixo e pressione Espaço ou Enter para soltá-la, ou Esc para cancelar.',
  pickedUp: 'Você pegou: {{name}}, posição {{position}} de {{count}}.',
  over: 'Vai para a posição {{position}} de {{count}}.',
  dropped: 'Solto na posição {{position}} de {{count}}.',
  cancelled: 'Movimento cancelado; nada mudou.',
};
