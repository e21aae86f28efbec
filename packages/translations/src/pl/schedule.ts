import type { NamespaceStrings } from '../types.ts';

/** Polish: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Zaplanuj',
  title: 'Zaplanuj publikację',
  action: 'Działanie',
  publish: 'Opublikuj',
  unpublish: 'Cofnij publikację',
  dateTime: 'Data i godzina',
  timeZone: 'W Twojej strefie czasowej: {{zone}}',
  submit: 'Zaplanuj',
  upcoming: 'Nadchodzące zdarzenia',
  none: 'Nic nie zaplanowano.',
  cancel: 'Anuluj',
  cancelEvent: 'Anuluj „{{type}}” z {{date}}',
  close: 'Zamknij',
  scheduled: 'Zaplanowano.',
  cancelled: 'Zaplanowane zdarzenie zostało anulowane.',
  pastDate: 'Wybierz chwilę w przyszłości.',
  notEnabled: 'Planowanie publikacji nie jest włączone dla {{slug}}.',
  invalidType: 'Wybierz „publish” lub „unpublish”.',
  invalidDate: 'Podaj datę i godzinę z przesunięciem względem UTC (ISO 8601), np. 2030-01-31T09:00:00Z.',
  invalidLocale: 'To nie jest żaden ze skonfigurowanych języków.',
  jobNotFound: 'Żadne nadchodzące zaplanowane zdarzenie nie ma tego ID.',
  scheduledSuccessfully: 'Zaplanowano pomyślnie.',
  cancelledSuccessfully: 'Zaplanowane zdarzenie zostało anulowane.',
};
