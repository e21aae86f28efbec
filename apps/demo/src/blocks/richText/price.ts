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

/** Each currency's name for the editor choosing it, in the demo's interface languages (the code stays the value). */
const currencyNames: Record<(typeof currencies)[number], { en: string; de: string; ar: string }> = {
  EUR: { en: 'Euro (EUR)', de: 'Euro (EUR)', ar: 'يورو (EUR)' },
  GBP: { en: 'Pound sterling (GBP)', de: 'Pfund Sterling (GBP)', ar: 'جنيه إسترليني (GBP)' },
  USD: { en: 'US dollar (USD)', de: 'US-Dollar (USD)', ar: 'دولار أمريكي (USD)' },
  CAD: { en: 'Canadian dollar (CAD)', de: 'Kanadischer Dollar (CAD)', ar: 'دولار كندي (CAD)' },
  CHF: { en: 'Swiss franc (CHF)', de: 'Schweizer Franken (CHF)', ar: 'فرنك سويسري (CHF)' },
  NOK: { en: 'Norwegian krone (NOK)', de: 'Norwegische Krone (NOK)', ar: 'كرونة نرويجية (NOK)' },
  SEK: { en: 'Swedish krona (SEK)', de: 'Schwedische Krone (SEK)', ar: 'كرونة سويدية (SEK)' },
  PLN: { en: 'Polish złoty (PLN)', de: 'Polnischer Złoty (PLN)', ar: 'زلوتي بولندي (PLN)' },
  GEL: { en: 'Georgian lari (GEL)', de: 'Georgischer Lari (GEL)', ar: 'لاري جورجي (GEL)' },
  JPY: { en: 'Japanese yen (JPY)', de: 'Japanischer Yen (JPY)', ar: 'ين ياباني (JPY)' },
  KRW: { en: 'South Korean won (KRW)', de: 'Südkoreanischer Won (KRW)', ar: 'وون كوري جنوبي (KRW)' },
  THB: { en: 'Thai baht (THB)', de: 'Thailändischer Baht (THB)', ar: 'بات تايلاندي (THB)' },
  VND: { en: 'Vietnamese đồng (VND)', de: 'Vietnamesischer Đồng (VND)', ar: 'دونغ فيتنامي (VND)' },
  MXN: { en: 'Mexican peso (MXN)', de: 'Mexikanischer Peso (MXN)', ar: 'بيزو مكسيكي (MXN)' },
  CLP: { en: 'Chilean peso (CLP)', de: 'Chilenischer Peso (CLP)', ar: 'بيزو تشيلي (CLP)' },
  ZAR: { en: 'South African rand (ZAR)', de: 'Südafrikanischer Rand (ZAR)', ar: 'راند جنوب أفريقي (ZAR)' },
};

/** An amount of money in a sentence ("a ticket costs €14.55"), kept as a number so it can be formatted. */
export const price: Block = {
  slug: 'price',
  interfaceName: 'PriceInlineBlock',
  labels: { singular: { en: 'Price', de: 'Preis', ar: 'سعر' }, plural: { en: 'Prices', de: 'Preise', ar: 'الأسعار' } },
  fields: [
    { name: 'amount', type: 'number', label: { en: 'Amount', de: 'Betrag', ar: 'المبلغ' }, required: true, min: 0 },
    {
      name: 'currency',
      type: 'select',
      label: { en: 'Currency', de: 'Währung', ar: 'العملة' },
      required: true,
      defaultValue: 'EUR',
      options: currencies.map((code) => ({ label: currencyNames[code], value: code })),
    },
  ],
};
