import type { NamespaceStrings } from '../types.ts';

/** German: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Planen',
  title: 'Veröffentlichung planen',
  action: 'Aktion',
  publish: 'Veröffentlichen',
  unpublish: 'Veröffentlichung zurückziehen',
  dateTime: 'Datum und Uhrzeit',
  timeZone: 'In Ihrer Zeitzone: {{zone}}',
  submit: 'Planen',
  upcoming: 'Geplante Ereignisse',
  none: 'Nichts geplant.',
  cancel: 'Abbrechen',
  cancelEvent: '{{type}} am {{date}} abbrechen',
  close: 'Schließen',
  scheduled: 'Geplant.',
  cancelled: 'Das geplante Ereignis wurde abgebrochen.',
  pastDate: 'Wählen Sie einen Zeitpunkt in der Zukunft.',
  notEnabled: 'Geplantes Veröffentlichen ist für {{slug}} nicht eingeschaltet.',
  invalidType: 'Wählen Sie „publish“ oder „unpublish“.',
  invalidDate: 'Geben Sie Datum und Uhrzeit mit ihrem Abstand zu UTC an (ISO 8601), etwa 2030-01-31T09:00:00Z.',
  invalidLocale: 'Dies ist keine der eingerichteten Sprachversionen.',
  jobNotFound: 'Kein geplantes Ereignis hat diese ID.',
  scheduledSuccessfully: 'Erfolgreich geplant.',
  cancelledSuccessfully: 'Das geplante Ereignis wurde abgebrochen.',
};
