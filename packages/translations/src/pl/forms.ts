import type { NamespaceStrings } from '../types.ts';

/** Polish: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Wybierz pole',
  noFormFields: 'Ten formularz nie ma jeszcze pól do wyboru.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Wybrane pole musi być polem liczbowym',
  valueOfField: 'Cena korzysta z wartości przesłanej w polu {{field}}.',
  chooseFieldFirst: 'Najpierw wybierz pole, którego chcesz użyć.',
  submissions: 'Zgłoszenia',
  noSubmissions: 'Brak zgłoszeń.',
  saveFormFirst: 'Zgłoszenia pojawią się tutaj po zapisaniu formularza.',
  loadingSubmissions: 'Wczytywanie zgłoszeń…',
  submissionsFailed: 'Nie udało się wczytać zgłoszeń.',
  submitted: 'Przesłano',
  values: 'Wartości',
};
