import { type Block, type Field, labelInEveryLanguage } from '@atrium/core';

// Labels are in every admin language (the `formBuilder` namespace); a language without a key shows English.
const name: Field = { name: 'name', type: 'text', label: labelInEveryLanguage('formBuilder:fieldName'), required: true };
const label: Field = { name: 'label', type: 'text', label: labelInEveryLanguage('formBuilder:fieldLabel'), localized: true };
const required: Field = { name: 'required', type: 'checkbox', label: labelInEveryLanguage('formBuilder:required') };
const width: Field = { name: 'width', type: 'number', label: labelInEveryLanguage('formBuilder:fieldWidth'), min: 0, max: 100 };
const placeholder: Field = {
  name: 'placeholder',
  type: 'text',
  label: labelInEveryLanguage('formBuilder:placeholder'),
  localized: true,
};
const textDefault: Field = {
  name: 'defaultValue',
  type: 'text',
  label: labelInEveryLanguage('formBuilder:defaultValue'),
  localized: true,
};
const options: Field = {
  name: 'options',
  type: 'array',
  label: labelInEveryLanguage('formBuilder:options'),
  labels: { singular: labelInEveryLanguage('formBuilder:option'), plural: labelInEveryLanguage('formBuilder:options') },
  fields: [
    { name: 'label', type: 'text', label: labelInEveryLanguage('formBuilder:fieldLabel'), localized: true, required: true },
    { name: 'value', type: 'text', label: labelInEveryLanguage('formBuilder:value'), required: true },
  ],
};

/** A block labelled by its `formBuilder:block…` keys (`blockText`, `blockTextPlural`). */
const block = (slug: string, key: string, fields: Field[]): Block => ({
  slug,
  labels: {
    singular: labelInEveryLanguage(`formBuilder:${key}`),
    plural: labelInEveryLanguage(`formBuilder:${key}Plural`),
  },
  fields,
});

/** Payload's form blocks, with the same slugs and field names, so stored forms carry over. */
export const formBlocks: Record<string, Block> = {
  text: block('text', 'blockText', [name, label, width, textDefault, required]),
  textarea: block('textarea', 'blockTextarea', [name, label, width, textDefault, required]),
  email: block('email', 'blockEmail', [name, label, width, required]),
  number: block('number', 'blockNumber', [
    name,
    label,
    width,
    { name: 'defaultValue', type: 'number', label: labelInEveryLanguage('formBuilder:defaultValue') },
    { name: 'min', type: 'number', label: labelInEveryLanguage('formBuilder:minimum') },
    { name: 'max', type: 'number', label: labelInEveryLanguage('formBuilder:maximum') },
    required,
  ]),
  select: block('select', 'blockSelect', [name, label, width, textDefault, placeholder, options, required]),
  radio: block('radio', 'blockRadio', [name, label, width, textDefault, options, required]),
  checkbox: block('checkbox', 'blockCheckbox', [
    name,
    label,
    width,
    required,
    { name: 'defaultValue', type: 'checkbox', label: labelInEveryLanguage('formBuilder:checkedByDefault') },
  ]),
  country: block('country', 'blockCountry', [name, label, width, required]),
  state: block('state', 'blockState', [name, label, width, required]),
  date: block('date', 'blockDate', [
    name,
    label,
    width,
    { name: 'defaultValue', type: 'date', label: labelInEveryLanguage('formBuilder:defaultValue') },
    required,
  ]),
  message: block('message', 'blockMessage', [
    { name: 'message', type: 'richText', label: labelInEveryLanguage('formBuilder:message'), localized: true },
  ]),
  payment: block('payment', 'blockPayment', [
    name,
    label,
    width,
    { name: 'basePrice', type: 'number', label: labelInEveryLanguage('formBuilder:basePrice') },
    { name: 'paymentProcessor', type: 'text', label: labelInEveryLanguage('formBuilder:paymentProcessor') },
    {
      name: 'priceConditions',
      type: 'array',
      label: labelInEveryLanguage('formBuilder:priceConditions'),
      labels: {
        singular: labelInEveryLanguage('formBuilder:priceCondition'),
        plural: labelInEveryLanguage('formBuilder:priceConditions'),
      },
      fields: [
        {
          name: 'fieldToUse',
          type: 'text',
          label: labelInEveryLanguage('formBuilder:fieldToUse'),
          // The admin offers the form's own fields here (spec 3); the stored value stays the field's name.
          admin: { components: { Field: '@atrium/plugin-form-builder#FieldSelector' } },
        },
        {
          name: 'condition',
          type: 'select',
          label: labelInEveryLanguage('formBuilder:condition'),
          defaultValue: 'hasValue',
          options: [
            { label: labelInEveryLanguage('formBuilder:conditionHasValue'), value: 'hasValue' },
            { label: labelInEveryLanguage('formBuilder:conditionEquals'), value: 'equals' },
            { label: labelInEveryLanguage('formBuilder:conditionNotEquals'), value: 'notEquals' },
          ],
        },
        { name: 'valueForCondition', type: 'text', label: labelInEveryLanguage('formBuilder:valueToMatch') },
        {
          name: 'operator',
          type: 'select',
          label: labelInEveryLanguage('formBuilder:operator'),
          defaultValue: 'add',
          options: [
            { label: labelInEveryLanguage('formBuilder:operatorAdd'), value: 'add' },
            { label: labelInEveryLanguage('formBuilder:operatorSubtract'), value: 'subtract' },
            { label: labelInEveryLanguage('formBuilder:operatorMultiply'), value: 'multiply' },
            { label: labelInEveryLanguage('formBuilder:operatorDivide'), value: 'divide' },
          ],
        },
        {
          name: 'valueType',
          type: 'radio',
          label: labelInEveryLanguage('formBuilder:valueType'),
          defaultValue: 'static',
          options: [
            { label: labelInEveryLanguage('formBuilder:valueTypeStatic'), value: 'static' },
            { label: labelInEveryLanguage('formBuilder:valueTypeField'), value: 'valueOfField' },
          ],
        },
        {
          name: 'valueForOperator',
          type: 'text',
          label: labelInEveryLanguage('formBuilder:value'),
          // Typed in when static; with valueOfField, where the amount comes from, or spec 5's number-field hint.
          admin: { components: { Field: '@atrium/plugin-form-builder#PriceSelector' } },
        },
      ],
    },
    required,
  ]),
};

/** The blocks on when `fields` does not say: Payload's defaults (payment and date off until asked for). */
export const defaultFields: Record<string, boolean> = {
  text: true,
  textarea: true,
  select: true,
  email: true,
  state: true,
  country: true,
  checkbox: true,
  number: true,
  message: true,
  radio: true,
  date: false,
  payment: false,
};
