import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: 'Flytt {{name}}',
  instructions:
    'For å flytte denne delen av teksten trykker du mellomrom eller Enter på håndtaket, flytter den med pil opp og pil ned, og trykker mellomrom eller Enter for å slippe den, eller Escape for å avbryte.',
  pickedUp: 'Plukket opp: {{name}}, plass {{position}} av {{count}}.',
  over: 'Ny plass: {{position}} av {{count}}.',
  dropped: 'Sluppet på plass {{position}} av {{count}}.',
  cancelled: 'Flyttingen ble avbrutt; ingenting ble endret.',
};
