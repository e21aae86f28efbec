import type { NamespaceStrings } from '../types.ts';

/** Croatian: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Zakaži',
  title: 'Zakaži objavu',
  action: 'Radnja',
  publish: 'Objavi',
  unpublish: 'Povuci objavu',
  dateTime: 'Datum i vrijeme',
  timeZone: 'U vašoj vremenskoj zoni: {{zone}}',
  submit: 'Zakaži',
  upcoming: 'Nadolazeći događaji',
  none: 'Ništa nije zakazano.',
  cancel: 'Otkaži',
  cancelEvent: 'Otkaži „{{type}}” za {{date}}',
  close: 'Zatvori',
  scheduled: 'Zakazano.',
  cancelled: 'Zakazani događaj je otkazan.',
  pastDate: 'Odaberite trenutak u budućnosti.',
  notEnabled: 'Zakazana objava nije uključena za {{slug}}.',
  invalidType: 'Odaberite „publish” ili „unpublish”.',
  invalidDate: 'Navedite datum i vrijeme s odmakom od UTC-a (ISO 8601), npr. 2030-01-31T09:00:00Z.',
  invalidLocale: 'Ovo nije nijedan od podešenih jezika.',
  jobNotFound: 'Nijedan nadolazeći zakazani događaj nema ovaj ID.',
  scheduledSuccessfully: 'Uspješno zakazano.',
  cancelledSuccessfully: 'Zakazani događaj je otkazan.',
};
