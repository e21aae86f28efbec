import type { Block } from '@atrium/core';

/** A note placed in a sentence; the front end numbers the notes and lists them under the text. */
export const footnote: Block = {
  slug: 'footnote',
  interfaceName: 'FootnoteInlineBlock',
  labels: {
    singular: { en: 'Footnote', de: 'Fußnote', ar: 'حاشية' },
    plural: { en: 'Footnotes', de: 'Fußnoten', ar: 'الحواشي' },
  },
  fields: [
    { name: 'note', type: 'textarea', label: { en: 'Note', de: 'Anmerkung', ar: 'الملاحظة' }, required: true, maxLength: 600 },
  ],
};
