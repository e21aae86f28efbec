import type { NamespaceStrings } from '../types.ts';

/** Turkish: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Bir alan seçin',
  noFormFields: 'Bu formda henüz seçilecek alan yok.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Seçilen alan bir sayı alanı olmalıdır',
  valueOfField: 'Fiyat, {{field}} alanında gönderilen değeri kullanır.',
  chooseFieldFirst: 'Önce kullanılacak alanı seçin.',
  submissions: 'Gönderimler',
  noSubmissions: 'Henüz gönderim yok.',
  saveFormFirst: 'Gönderimler, form kaydedildikten sonra burada listelenir.',
  loadingSubmissions: 'Gönderimler yükleniyor…',
  submissionsFailed: 'Gönderimler yüklenemedi.',
  submitted: 'Gönderildi',
  values: 'Değerler',
};
