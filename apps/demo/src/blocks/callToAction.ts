import type { Block } from '@atrium/core';
import { linkArray } from '../fields/link.ts';
import { shortTextEditor } from '../fields/richText.ts';

/** A short pitch with one or two buttons, e.g. "Subscribe to the newsletter". */
export const callToAction: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'richText', type: 'richText', label: 'Text', editor: shortTextEditor() },
    linkArray('links', { maxRows: 2, appearances: ['primary', 'secondary'] }),
  ],
};
