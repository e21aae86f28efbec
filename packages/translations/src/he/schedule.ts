import type { NamespaceStrings } from '../types.ts';

/** Hebrew: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'תזמון',
  title: 'תזמון פרסום',
  action: 'פעולה',
  publish: 'פרסום',
  unpublish: 'ביטול פרסום',
  dateTime: 'תאריך ושעה',
  timeZone: 'באזור הזמן שלך: {{zone}}',
  submit: 'תזמון',
  upcoming: 'אירועים קרובים',
  none: 'לא תוזמן דבר.',
  cancel: 'ביטול',
  cancelEvent: 'ביטול {{type}} ב־{{date}}',
  close: 'סגירה',
  scheduled: 'תוזמן.',
  cancelled: 'האירוע המתוזמן בוטל.',
  pastDate: 'יש לבחור מועד עתידי.',
  notEnabled: 'פרסום מתוזמן אינו מופעל עבור {{slug}}.',
  invalidType: 'יש לבחור "publish" או "unpublish".',
  invalidDate: 'יש לציין תאריך ושעה עם ההפרש מ־UTC ‏(ISO 8601), למשל 2030-01-31T09:00:00Z.',
  invalidLocale: 'זו אינה אחת מהשפות שהוגדרו.',
  jobNotFound: 'אין אירוע מתוזמן קרוב עם מזהה זה.',
  scheduledSuccessfully: 'התזמון הצליח.',
  cancelledSuccessfully: 'האירוע המתוזמן בוטל.',
};
