import type { NamespaceStrings } from '../types.ts';

/** Russian: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Запланировать',
  title: 'Запланировать публикацию',
  action: 'Действие',
  publish: 'Опубликовать',
  unpublish: 'Снять с публикации',
  dateTime: 'Дата и время',
  timeZone: 'В вашем часовом поясе: {{zone}}',
  submit: 'Запланировать',
  upcoming: 'Предстоящие события',
  none: 'Ничего не запланировано.',
  cancel: 'Отменить',
  cancelEvent: 'Отменить «{{type}}» на {{date}}',
  close: 'Закрыть',
  scheduled: 'Запланировано.',
  cancelled: 'Запланированное событие отменено.',
  pastDate: 'Выберите момент в будущем.',
  notEnabled: 'Запланированная публикация не включена для {{slug}}.',
  invalidType: 'Выберите «publish» или «unpublish».',
  invalidDate: 'Укажите дату и время со смещением от UTC (ISO 8601), например 2030-01-31T09:00:00Z.',
  invalidLocale: 'Это не один из настроенных языков.',
  jobNotFound: 'Нет предстоящего запланированного события с таким ID.',
  scheduledSuccessfully: 'Успешно запланировано.',
  cancelledSuccessfully: 'Запланированное событие отменено.',
};
