import type { NamespaceStrings } from '../types.ts';

/** Azerbaijani: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Sahə seçin',
  noFormFields: 'Bu formada hələ seçiləcək sahə yoxdur.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Seçilmiş sahə rəqəm sahəsi olmalıdır',
  valueOfField: 'Qiymət {{field}} sahəsində göndərilən dəyəri istifadə edir.',
  chooseFieldFirst: 'Əvvəlcə istifadə ediləcək sahəni seçin.',
  submissions: 'Göndərişlər',
  noSubmissions: 'Hələ göndəriş yoxdur.',
  saveFormFirst: 'Forma yadda saxlanıldıqdan sonra göndərişlər burada göstərilir.',
  loadingSubmissions: 'Göndərişlər yüklənir…',
  submissionsFailed: 'Göndərişləri yükləmək mümkün olmadı.',
  submitted: 'Göndərilib',
  values: 'Dəyərlər',
};
