import type { NamespaceStrings } from '../types.ts';

/** Slovak: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Vyberte pole',
  noFormFields: 'Tento formulár zatiaľ nemá žiadne polia na výber.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Vybrané pole musí byť číselné pole',
  valueOfField: 'Cena používa hodnotu odoslanú v poli {{field}}.',
  chooseFieldFirst: 'Najprv vyberte pole, ktoré sa má použiť.',
  submissions: 'Odoslania',
  noSubmissions: 'Zatiaľ žiadne odoslania.',
  saveFormFirst: 'Odoslania sa tu zobrazia po uložení formulára.',
  loadingSubmissions: 'Načítavajú sa odoslania…',
  submissionsFailed: 'Odoslania sa nepodarilo načítať.',
  submitted: 'Odoslané',
  values: 'Hodnoty',
};
