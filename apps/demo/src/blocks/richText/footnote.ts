import type { Block } from '@atrium/core';

/** A note placed in a sentence; the front end numbers the notes and lists them under the text. */
export const footnote: Block = {
  slug: 'footnote',
  interfaceName: 'FootnoteInlineBlock',
  labels: { singular: 'Footnote', plural: 'Footnotes' },
  fields: [{ name: 'note', type: 'textarea', label: 'Note', required: true, maxLength: 600 }],
};
