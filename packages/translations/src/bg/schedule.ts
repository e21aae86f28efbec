import type { NamespaceStrings } from '../types.ts';

/** Bulgarian: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Насрочване',
  title: 'Насрочване на публикуване',
  action: 'Действие',
  publish: 'Публикуване',
  unpublish: 'Сваляне от публикация',
  dateTime: 'Дата и час',
  timeZone: 'Във вашата часова зона: {{zone}}',
  submit: 'Насрочи',
  upcoming: 'Предстоящи събития',
  none: 'Няма насрочени събития.',
  cancel: 'Отказ',
  cancelEvent: 'Отмяна на „{{type}}“ за {{date}}',
  close: 'Затвори',
  scheduled: 'Насрочено.',
  cancelled: 'Насроченото събитие е отменено.',
  pastDate: 'Изберете момент в бъдещето.',
  notEnabled: 'Насроченото публикуване не е включено за {{slug}}.',
  invalidType: 'Изберете „publish“ или „unpublish“.',
  invalidDate: 'Посочете дата и час с отместването спрямо UTC (ISO 8601), например 2030-01-31T09:00:00Z.',
  invalidLocale: 'Това не е от настроените езици.',
  jobNotFound: 'Няма предстоящо насрочено събитие с този ID.',
  scheduledSuccessfully: 'Успешно насрочено.',
  cancelledSuccessfully: 'Насроченото събитие е отменено.',
};
