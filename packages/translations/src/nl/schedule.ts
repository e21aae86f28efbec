import type { NamespaceStrings } from '../types.ts';

/** Dutch: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Inplannen',
  title: 'Publicatie inplannen',
  action: 'Actie',
  publish: 'Publiceren',
  unpublish: 'Publicatie intrekken',
  dateTime: 'Datum en tijd',
  timeZone: 'In je tijdzone: {{zone}}',
  submit: 'Inplannen',
  upcoming: 'Geplande gebeurtenissen',
  none: 'Er is niets ingepland.',
  cancel: 'Annuleren',
  cancelEvent: '{{type}} op {{date}} annuleren',
  close: 'Sluiten',
  scheduled: 'Ingepland.',
  cancelled: 'De geplande gebeurtenis is geannuleerd.',
  pastDate: 'Kies een moment in de toekomst.',
  notEnabled: 'Gepland publiceren staat niet aan voor {{slug}}.',
  invalidType: 'Kies "publish" of "unpublish".',
  invalidDate: 'Geef een datum en tijd met de afwijking van UTC (ISO 8601), zoals 2030-01-31T09:00:00Z.',
  invalidLocale: 'Dit is geen van de ingestelde talen.',
  jobNotFound: 'Geen geplande gebeurtenis heeft dit ID.',
  scheduledSuccessfully: 'Ingepland.',
  cancelledSuccessfully: 'De geplande gebeurtenis is geannuleerd.',
};
