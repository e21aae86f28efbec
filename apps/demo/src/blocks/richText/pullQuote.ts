import type { Block } from '@atrium/core';

/** A sentence lifted out of the text and set large, with who said it. */
export const pullQuote: Block = {
  slug: 'pullQuote',
  interfaceName: 'PullQuoteBlock',
  labels: { singular: 'Pull quote', plural: 'Pull quotes' },
  fields: [
    {
      name: 'quote',
      type: 'textarea',
      label: 'Quote',
      required: true,
      maxLength: 400,
      admin: { description: 'One or two sentences; long quotes belong in the text as a block quote.' },
    },
    { name: 'attribution', type: 'text', label: 'Attribution', maxLength: 120, admin: { placeholder: 'Name, role or place' } },
  ],
};
