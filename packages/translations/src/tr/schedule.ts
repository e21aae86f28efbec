import type { NamespaceStrings } from '../types.ts';

/** Turkish: scheduled publishing (the schedule dialog, the server's answers). */
export const schedule: NamespaceStrings<'schedule'> = {
  schedule: 'Zamanla',
  title: 'Yayını zamanla',
  action: 'İşlem',
  publish: 'Yayımla',
  unpublish: 'Yayından kaldır',
  dateTime: 'Tarih ve saat',
  timeZone: 'Saat diliminizde: {{zone}}',
  submit: 'Zamanla',
  upcoming: 'Yaklaşan etkinlikler',
  none: 'Zamanlanmış bir şey yok.',
  cancel: 'İptal et',
  cancelEvent: '{{date}} tarihli {{type}} işlemini iptal et',
  close: 'Kapat',
  scheduled: 'Zamanlandı.',
  cancelled: 'Zamanlanmış etkinlik iptal edildi.',
  pastDate: 'Gelecekte bir an seçin.',
  notEnabled: '{{slug}} için zamanlanmış yayın açık değil.',
  invalidType: '"publish" ya da "unpublish" seçin.',
  invalidDate: 'UTC farkıyla birlikte bir tarih ve saat girin (ISO 8601), örneğin 2030-01-31T09:00:00Z.',
  invalidLocale: 'Bu, yapılandırılmış dillerden biri değil.',
  jobNotFound: 'Bu kimliğe sahip yaklaşan zamanlanmış etkinlik yok.',
  scheduledSuccessfully: 'Başarıyla zamanlandı.',
  cancelledSuccessfully: 'Zamanlanmış etkinlik iptal edildi.',
};
