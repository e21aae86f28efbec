import type { NamespaceStrings } from '../types.ts';

/** Ukrainian: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Запланувати',
  title: 'Запланувати публікацію',
  action: 'Дія',
  publish: 'Опублікувати',
  unpublish: 'Зняти з публікації',
  dateTime: 'Дата й час',
  timeZone: 'У вашому часовому поясі: {{zone}}',
  submit: 'Запланувати',
  upcoming: 'Майбутні події',
  none: 'Нічого не заплановано.',
  cancel: 'Скасувати',
  cancelEvent: 'Скасувати «{{type}}» на {{date}}',
  close: 'Закрити',
  scheduled: 'Заплановано.',
  cancelled: 'Заплановану подію скасовано.',
  pastDate: 'Оберіть момент у майбутньому.',
  notEnabled: 'Заплановану публікацію не ввімкнено для {{slug}}.',
  invalidType: 'Оберіть «publish» або «unpublish».',
  invalidDate: 'Вкажіть дату й час зі зміщенням від UTC (ISO 8601), наприклад 2030-01-31T09:00:00Z.',
  invalidLocale: 'Це не одна з налаштованих мов.',
  jobNotFound: 'Жодна майбутня запланована подія не має такого ID.',
  scheduledSuccessfully: 'Успішно заплановано.',
  cancelledSuccessfully: 'Заплановану подію скасовано.',
};
