import type { NamespaceStrings } from '../types.ts';

/** Slovak: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Naplánovať',
  title: 'Naplánovať publikovanie',
  action: 'Akcia',
  publish: 'Publikovať',
  unpublish: 'Zrušiť publikovanie',
  dateTime: 'Dátum a čas',
  timeZone: 'Vo vašom časovom pásme: {{zone}}',
  submit: 'Naplánovať',
  upcoming: 'Nadchádzajúce udalosti',
  none: 'Nič nie je naplánované.',
  cancel: 'Zrušiť',
  cancelEvent: 'Zrušiť „{{type}}“ dňa {{date}}',
  close: 'Zavrieť',
  scheduled: 'Naplánované.',
  cancelled: 'Naplánovaná udalosť bola zrušená.',
  pastDate: 'Zvoľte okamih v budúcnosti.',
  notEnabled: 'Plánované publikovanie nie je pre {{slug}} zapnuté.',
  invalidType: 'Zvoľte „publish“ alebo „unpublish“.',
  invalidDate: 'Zadajte dátum a čas s posunom voči UTC (ISO 8601), napríklad 2030-01-31T09:00:00Z.',
  invalidLocale: 'Toto nie je žiadny z nastavených jazykov.',
  jobNotFound: 'Žiadna nadchádzajúca naplánovaná udalosť nemá toto ID.',
  scheduledSuccessfully: 'Úspešne naplánované.',
  cancelledSuccessfully: 'Naplánovaná udalosť bola zrušená.',
};
