import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'Premjesti: {{name}}',
  instructions:
    'Da biste premjestili ovaj dio teksta, pritisnite razmaknicu ili Enter na ručki, pomaknite ga strelicama gore i dolje, a zatim ga ispustite razmaknicom ili Enterom; tipkom Escape odustajete.',
  pickedUp: 'Podignuto: {{name}}, položaj {{position}} od {{count}}.',
  over: 'Novi položaj: {{position}} od {{count}}.',
  dropped: 'Ispušteno na položaj {{position}} od {{count}}.',
  cancelled: 'Premještanje je otkazano; ništa se nije promijenilo.',
};
