import type { Block } from '@atrium/core';

/** A sentence lifted out of the text and set large, with who said it. */
export const pullQuote: Block = {
  slug: 'pullQuote',
  interfaceName: 'PullQuoteBlock',
  // The editor shows the block as the article will (`src/admin/PullQuotePreview`), not as a list of its values.
  admin: { components: { Block: '@atrium/demo#PullQuotePreview' } },
  labels: {
    singular: { en: 'Pull quote', de: 'Hervorgehobenes Zitat', ar: 'اقتباس بارز' },
    plural: { en: 'Pull quotes', de: 'Hervorgehobene Zitate', ar: 'اقتباسات بارزة' },
  },
  fields: [
    {
      name: 'quote',
      type: 'textarea',
      label: { en: 'Quote', de: 'Zitat', ar: 'الاقتباس' },
      required: true,
      maxLength: 400,
      admin: {
        description: {
          en: 'One or two sentences; long quotes belong in the text as a block quote.',
          de: 'Ein oder zwei Sätze; lange Zitate gehören als Blockzitat in den Text.',
          ar: 'جملة أو جملتان؛ أما الاقتباسات الطويلة فمكانها النص كاقتباس كتلي.',
        },
      },
    },
    {
      name: 'attribution',
      type: 'text',
      label: { en: 'Attribution', de: 'Quelle', ar: 'القائل' },
      maxLength: 120,
      admin: { placeholder: { en: 'Name, role or place', de: 'Name, Rolle oder Ort', ar: 'الاسم أو الصفة أو المكان' } },
    },
  ],
};
