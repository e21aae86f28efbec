import type { NamespaceStrings } from '../types.ts';

/** Hungarian: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Ütemezés',
  title: 'Közzététel ütemezése',
  action: 'Művelet',
  publish: 'Közzététel',
  unpublish: 'Közzététel visszavonása',
  dateTime: 'Dátum és idő',
  timeZone: 'Az Ön időzónájában: {{zone}}',
  submit: 'Ütemezés',
  upcoming: 'Közelgő események',
  none: 'Nincs semmi ütemezve.',
  cancel: 'Mégse',
  cancelEvent: '{{date}} – {{type}} törlése',
  close: 'Bezárás',
  scheduled: 'Ütemezve.',
  cancelled: 'Az ütemezett esemény törölve.',
  pastDate: 'Válasszon egy jövőbeli időpontot.',
  notEnabled: 'Az ütemezett közzététel nincs bekapcsolva ehhez: {{slug}}.',
  invalidType: 'Válassza a „publish” vagy az „unpublish” értéket.',
  invalidDate: 'Adjon meg dátumot és időt az UTC-től való eltéréssel (ISO 8601), például 2030-01-31T09:00:00Z.',
  invalidLocale: 'Ez nem a beállított nyelvek egyike.',
  jobNotFound: 'Egyik közelgő ütemezett eseménynek sincs ilyen azonosítója.',
  scheduledSuccessfully: 'Sikeresen ütemezve.',
  cancelledSuccessfully: 'Az ütemezett esemény törölve.',
};
