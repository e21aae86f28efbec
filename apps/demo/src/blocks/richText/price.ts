import type { Block } from '@atrium/core';

/** Currencies a price in the text may be given in; the front end formats the amount for the reader's locale. */
export const currencies = [
  'EUR',
  'GBP',
  'USD',
  'CAD',
  'CHF',
  'NOK',
  'SEK',
  'PLN',
  'GEL',
  'JPY',
  'KRW',
  'THB',
  'VND',
  'MXN',
  'CLP',
  'ZAR',
] as const;

/** An amount of money in a sentence ("a ticket costs €14.55"), kept as a number so it can be formatted. */
export const price: Block = {
  slug: 'price',
  interfaceName: 'PriceInlineBlock',
  labels: { singular: 'Price', plural: 'Prices' },
  fields: [
    { name: 'amount', type: 'number', label: 'Amount', required: true, min: 0 },
    { name: 'currency', type: 'select', label: 'Currency', required: true, defaultValue: 'EUR', options: [...currencies] },
  ],
};
