import type { NamespaceStrings } from '../types.ts';

/** Italian: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Pianifica',
  title: 'Pianifica la pubblicazione',
  action: 'Azione',
  publish: 'Pubblica',
  unpublish: 'Annulla pubblicazione',
  dateTime: 'Data e ora',
  timeZone: 'Nel tuo fuso orario: {{zone}}',
  submit: 'Pianifica',
  upcoming: 'Eventi in programma',
  none: 'Nulla in programma.',
  cancel: 'Annulla',
  cancelEvent: 'Annulla «{{type}}» del {{date}}',
  close: 'Chiudi',
  scheduled: 'Pianificato.',
  cancelled: 'L’evento pianificato è stato annullato.',
  pastDate: 'Scegli un momento nel futuro.',
  notEnabled: 'La pubblicazione pianificata non è attiva per {{slug}}.',
  invalidType: 'Scegli «publish» o «unpublish».',
  invalidDate: 'Indica data e ora con lo scostamento da UTC (ISO 8601), ad esempio 2030-01-31T09:00:00Z.',
  invalidLocale: 'Non è una delle lingue configurate.',
  jobNotFound: 'Nessun evento pianificato in arrivo ha questo ID.',
  scheduledSuccessfully: 'Pianificato correttamente.',
  cancelledSuccessfully: 'L’evento pianificato è stato annullato.',
};
