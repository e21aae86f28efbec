import type { Block } from '@atrium/core';
import { linkArray } from '../fields/link.ts';

/** A short pitch with one or two buttons, e.g. "Subscribe to the newsletter". */
export const callToAction: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'richText', type: 'richText', label: 'Text' },
    linkArray('links', { maxRows: 2, appearances: ['primary', 'secondary'] }),
  ],
};
