import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'Mover {{name}}',
  instructions:
    'Para mover esta parte del texto, pulsa Espacio o Enter sobre el asa, muévela con las flechas arriba y abajo y, después, pulsa Espacio o Enter para soltarla, o Esc para cancelar.',
  pickedUp: 'Has tomado: {{name}}, posición {{position}} de {{count}}.',
  over: 'Irá a la posición {{position}} de {{count}}.',
  dropped: 'Soltado en la posición {{position}} de {{count}}.',
  cancelled: 'Se canceló el movimiento; no ha cambiado nada.',
};
