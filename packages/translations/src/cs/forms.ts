import type { NamespaceStrings } from '../types.ts';

/** Czech: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Vyberte pole',
  noFormFields: 'Tento formulář zatím nemá žádná pole k výběru.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Vybrané pole musí být číselné pole',
  valueOfField: 'Cena používá hodnotu odeslanou v poli {{field}}.',
  chooseFieldFirst: 'Nejprve vyberte pole, které se má použít.',
  submissions: 'Odeslání',
  noSubmissions: 'Zatím žádná odeslání.',
  saveFormFirst: 'Odeslání se zde zobrazí po uložení formuláře.',
  loadingSubmissions: 'Načítání odeslání…',
  submissionsFailed: 'Odeslání se nepodařilo načíst.',
  submitted: 'Odesláno',
  values: 'Hodnoty',
};
