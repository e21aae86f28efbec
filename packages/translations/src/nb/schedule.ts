import type { NamespaceStrings } from '../types.ts';

/** Norwegian Bokmål: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Planlegg',
  title: 'Planlegg publisering',
  action: 'Handling',
  publish: 'Publiser',
  unpublish: 'Avpubliser',
  dateTime: 'Dato og klokkeslett',
  timeZone: 'I din tidssone: {{zone}}',
  submit: 'Planlegg',
  upcoming: 'Kommende hendelser',
  none: 'Ingenting er planlagt.',
  cancel: 'Avbryt',
  cancelEvent: 'Avbryt {{type}} {{date}}',
  close: 'Lukk',
  scheduled: 'Planlagt.',
  cancelled: 'Den planlagte hendelsen ble avbrutt.',
  pastDate: 'Velg et tidspunkt i fremtiden.',
  notEnabled: 'Planlagt publisering er ikke slått på for {{slug}}.',
  invalidType: 'Velg «publish» eller «unpublish».',
  invalidDate: 'Oppgi dato og klokkeslett med avviket fra UTC (ISO 8601), for eksempel 2030-01-31T09:00:00Z.',
  invalidLocale: 'Dette er ikke ett av de konfigurerte språkene.',
  jobNotFound: 'Ingen kommende planlagt hendelse har denne ID-en.',
  scheduledSuccessfully: 'Planlagt.',
  cancelledSuccessfully: 'Den planlagte hendelsen ble avbrutt.',
};
