import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'Déplacer : {{name}}',
  instructions:
    'Pour déplacer cette partie du texte, appuyez sur Espace ou Enter sur la poignée, déplacez-la avec les flèches haut et bas, puis appuyez sur Espace ou Enter pour la déposer, ou sur Esc pour annuler.',
  pickedUp: 'Soulevé : {{name}}, position {{position}} sur {{count}}.',
  over: 'Nouvelle position : {{position}} sur {{count}}.',
  dropped: 'Déposé à la position {{position}} sur {{count}}.',
  cancelled: 'Déplacement annulé : rien n’a changé.',
};
