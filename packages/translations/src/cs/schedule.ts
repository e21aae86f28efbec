import type { NamespaceStrings } from '../types.ts';

/** Czech: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Naplánovat',
  title: 'Naplánovat publikování',
  action: 'Akce',
  publish: 'Publikovat',
  unpublish: 'Zrušit publikování',
  dateTime: 'Datum a čas',
  timeZone: 'Ve vašem časovém pásmu: {{zone}}',
  submit: 'Naplánovat',
  upcoming: 'Nadcházející události',
  none: 'Nic není naplánováno.',
  cancel: 'Zrušit',
  cancelEvent: 'Zrušit „{{type}}“ dne {{date}}',
  close: 'Zavřít',
  scheduled: 'Naplánováno.',
  cancelled: 'Naplánovaná událost byla zrušena.',
  pastDate: 'Zvolte okamžik v budoucnosti.',
  notEnabled: 'Plánované publikování není pro {{slug}} zapnuto.',
  invalidType: 'Zvolte „publish“ nebo „unpublish“.',
  invalidDate: 'Zadejte datum a čas s posunem vůči UTC (ISO 8601), například 2030-01-31T09:00:00Z.',
  invalidLocale: 'Toto není žádný z nastavených jazyků.',
  jobNotFound: 'Žádná nadcházející naplánovaná událost nemá toto ID.',
  scheduledSuccessfully: 'Úspěšně naplánováno.',
  cancelledSuccessfully: 'Naplánovaná událost byla zrušena.',
};
