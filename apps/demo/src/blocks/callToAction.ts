import type { Block } from '@atrium/core';
import { linkArray } from '../fields/link.ts';
import { shortTextEditor } from '../fields/richText.ts';

/** A short pitch with one or two buttons, e.g. "Subscribe to the newsletter". */
export const callToAction: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: {
    singular: { en: 'Call to action', de: 'Handlungsaufruf', ar: 'دعوة إلى إجراء' },
    plural: { en: 'Calls to action', de: 'Handlungsaufrufe', ar: 'دعوات إلى إجراء' },
  },
  fields: [
    { name: 'richText', type: 'richText', label: { en: 'Text', de: 'Text', ar: 'النص' }, editor: shortTextEditor() },
    linkArray('links', { maxRows: 2, appearances: ['primary', 'secondary'] }),
  ],
};
