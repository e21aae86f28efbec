import type { NamespaceStrings } from '../types.ts';

/** Romanian: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Programează',
  title: 'Programează publicarea',
  action: 'Acțiune',
  publish: 'Publică',
  unpublish: 'Anulează publicarea',
  dateTime: 'Data și ora',
  timeZone: 'În fusul tău orar: {{zone}}',
  submit: 'Programează',
  upcoming: 'Evenimente viitoare',
  none: 'Nimic programat.',
  cancel: 'Anulează',
  cancelEvent: 'Anulează „{{type}}” din {{date}}',
  close: 'Închide',
  scheduled: 'Programat.',
  cancelled: 'Evenimentul programat a fost anulat.',
  pastDate: 'Alege un moment din viitor.',
  notEnabled: 'Publicarea programată nu este activată pentru {{slug}}.',
  invalidType: 'Alege „publish” sau „unpublish”.',
  invalidDate: 'Indică data și ora cu decalajul față de UTC (ISO 8601), de exemplu 2030-01-31T09:00:00Z.',
  invalidLocale: 'Aceasta nu este una dintre limbile configurate.',
  jobNotFound: 'Niciun eveniment programat viitor nu are acest ID.',
  scheduledSuccessfully: 'Programat cu succes.',
  cancelledSuccessfully: 'Evenimentul programat a fost anulat.',
};
