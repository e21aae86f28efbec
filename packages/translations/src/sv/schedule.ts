import type { NamespaceStrings } from '../types.ts';

/** Swedish: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Schemalägg',
  title: 'Schemalägg publicering',
  action: 'Åtgärd',
  publish: 'Publicera',
  unpublish: 'Avpublicera',
  dateTime: 'Datum och tid',
  timeZone: 'I din tidszon: {{zone}}',
  submit: 'Schemalägg',
  upcoming: 'Kommande händelser',
  none: 'Inget är schemalagt.',
  cancel: 'Avbryt',
  cancelEvent: 'Avbryt {{type}} den {{date}}',
  close: 'Stäng',
  scheduled: 'Schemalagt.',
  cancelled: 'Den schemalagda händelsen avbröts.',
  pastDate: 'Välj en tidpunkt i framtiden.',
  notEnabled: 'Schemalagd publicering är inte påslagen för {{slug}}.',
  invalidType: 'Välj ”publish” eller ”unpublish”.',
  invalidDate: 'Ange datum och tid med avvikelsen från UTC (ISO 8601), till exempel 2030-01-31T09:00:00Z.',
  invalidLocale: 'Det här är inte ett av de konfigurerade språken.',
  jobNotFound: 'Ingen kommande schemalagd händelse har detta ID.',
  scheduledSuccessfully: 'Schemalagt.',
  cancelledSuccessfully: 'Den schemalagda händelsen avbröts.',
};
