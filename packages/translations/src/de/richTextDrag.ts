import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: '{{name}} verschieben',
  instructions:
    'Um diesen Textabschnitt zu verschieben, drücken Sie auf dem Griff die Leertaste oder Enter, bewegen Sie ihn mit den Pfeiltasten nach oben oder unten und drücken Sie dann die Leertaste oder Enter, um ihn abzulegen, oder Esc, um abzubrechen.',
  pickedUp: 'Aufgenommen: {{name}}, Position {{position}} von {{count}}.',
  over: 'Neue Position: {{position}} von {{count}}.',
  dropped: 'An Position {{position}} von {{count}} abgelegt.',
  cancelled: 'Verschieben abgebrochen; nichts wurde geändert.',
};
