import type { NamespaceStrings } from '../types.ts';

/** Azerbaijani: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Planlaşdır',
  title: 'Dərci planlaşdır',
  action: 'Əməliyyat',
  publish: 'Dərc et',
  unpublish: 'Dərcdən çıxar',
  dateTime: 'Tarix və saat',
  timeZone: 'Saat qurşağınızda: {{zone}}',
  submit: 'Planlaşdır',
  upcoming: 'Qarşıdakı hadisələr',
  none: 'Heç nə planlaşdırılmayıb.',
  cancel: 'Ləğv et',
  cancelEvent: '{{date}} tarixli {{type}} əməliyyatını ləğv et',
  close: 'Bağla',
  scheduled: 'Planlaşdırıldı.',
  cancelled: 'Planlaşdırılmış hadisə ləğv edildi.',
  pastDate: 'Gələcəkdə bir an seçin.',
  notEnabled: '{{slug}} üçün planlaşdırılmış dərc aktiv deyil.',
  invalidType: '"publish" və ya "unpublish" seçin.',
  invalidDate: 'Tarix və saatı UTC-dən fərqi ilə göstərin (ISO 8601), məsələn 2030-01-31T09:00:00Z.',
  invalidLocale: 'Bu, tənzimlənmiş dillərdən biri deyil.',
  jobNotFound: 'Bu ID ilə qarşıdakı planlaşdırılmış hadisə yoxdur.',
  scheduledSuccessfully: 'Uğurla planlaşdırıldı.',
  cancelledSuccessfully: 'Planlaşdırılmış hadisə ləğv edildi.',
};
