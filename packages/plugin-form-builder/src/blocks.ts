import type { Block, Field } from '@atrium/core';

// Labels are per admin language (`Label`); English is the fallback every language reads until the plugin's
// collections get translated labels of their own.
const name: Field = { name: 'name', type: 'text', label: 'Name (lowercase, no special characters)', required: true };
const label: Field = { name: 'label', type: 'text', label: 'Label', localized: true };
const required: Field = { name: 'required', type: 'checkbox', label: 'Required' };
const width: Field = { name: 'width', type: 'number', label: 'Field width (percentage)', min: 0, max: 100 };
const placeholder: Field = { name: 'placeholder', type: 'text', label: 'Placeholder', localized: true };
const textDefault: Field = { name: 'defaultValue', type: 'text', label: 'Default value', localized: true };
const options: Field = {
  name: 'options',
  type: 'array',
  label: 'Options',
  labels: { singular: 'Option', plural: 'Options' },
  fields: [
    { name: 'label', type: 'text', label: 'Label', localized: true, required: true },
    { name: 'value', type: 'text', label: 'Value', required: true },
  ],
};

const block = (slug: string, singular: string, plural: string, fields: Field[]): Block => ({
  slug,
  labels: { singular, plural },
  fields,
});

/** Payload's form blocks, with the same slugs and field names, so stored forms carry over. */
export const formBlocks: Record<string, Block> = {
  text: block('text', 'Text', 'Text fields', [name, label, width, textDefault, required]),
  textarea: block('textarea', 'Text area', 'Text area fields', [name, label, width, textDefault, required]),
  email: block('email', 'Email', 'Email fields', [name, label, width, required]),
  number: block('number', 'Number', 'Number fields', [
    name,
    label,
    width,
    { name: 'defaultValue', type: 'number', label: 'Default value' },
    { name: 'min', type: 'number', label: 'Minimum' },
    { name: 'max', type: 'number', label: 'Maximum' },
    required,
  ]),
  select: block('select', 'Select', 'Select fields', [name, label, width, textDefault, placeholder, options, required]),
  radio: block('radio', 'Radio', 'Radio fields', [name, label, width, textDefault, options, required]),
  checkbox: block('checkbox', 'Checkbox', 'Checkbox fields', [
    name,
    label,
    width,
    required,
    { name: 'defaultValue', type: 'checkbox', label: 'Checked by default' },
  ]),
  country: block('country', 'Country', 'Country fields', [name, label, width, required]),
  state: block('state', 'State', 'State fields', [name, label, width, required]),
  date: block('date', 'Date', 'Date fields', [
    name,
    label,
    width,
    { name: 'defaultValue', type: 'date', label: 'Default value' },
    required,
  ]),
  message: block('message', 'Message', 'Message blocks', [
    { name: 'message', type: 'richText', label: 'Message', localized: true },
  ]),
  payment: block('payment', 'Payment', 'Payment fields', [
    name,
    label,
    width,
    { name: 'basePrice', type: 'number', label: 'Base price' },
    { name: 'paymentProcessor', type: 'text', label: 'Payment processor' },
    {
      name: 'priceConditions',
      type: 'array',
      label: 'Price conditions',
      labels: { singular: 'Price condition', plural: 'Price conditions' },
      fields: [
        {
          name: 'fieldToUse',
          type: 'text',
          label: 'Field to use',
          // The admin offers the form's own fields here (spec 3); the stored value stays the field's name.
          admin: { components: { Field: '@atrium/plugin-form-builder#FieldSelector' } },
        },
        {
          name: 'condition',
          type: 'select',
          label: 'Condition',
          defaultValue: 'hasValue',
          options: [
            { label: 'Has any value', value: 'hasValue' },
            { label: 'Equals', value: 'equals' },
            { label: 'Does not equal', value: 'notEquals' },
          ],
        },
        { name: 'valueForCondition', type: 'text', label: 'Value to match' },
        {
          name: 'operator',
          type: 'select',
          label: 'Operator',
          defaultValue: 'add',
          options: [
            { label: 'Add', value: 'add' },
            { label: 'Subtract', value: 'subtract' },
            { label: 'Multiply', value: 'multiply' },
            { label: 'Divide', value: 'divide' },
          ],
        },
        {
          name: 'valueType',
          type: 'radio',
          label: 'Value type',
          defaultValue: 'static',
          options: [
            { label: 'Static value', value: 'static' },
            { label: 'Value of field', value: 'valueOfField' },
          ],
        },
        {
          name: 'valueForOperator',
          type: 'text',
          label: 'Value',
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
