import { describe, expect, it } from 'vitest';
import { formFieldOptions } from './formFieldOptions.ts';
import { priceSelectorState } from './priceSelectorState.ts';

const buildBlock = (blockType: string, name: string, label?: unknown) => ({ blockType, name, label });
const fields = [
  buildBlock('text', 'fullName', 'Full name'),
  buildBlock('number', 'seats', 'Seats'),
  buildBlock('select', 'level', { en: 'Level', ar: 'المستوى' }),
  buildBlock('payment', 'total', 'Total'),
];

describe('priceSelectorState', () => {
  it('shows the static amount when valueType is static or not set', () => {
    expect(priceSelectorState({ valueType: 'static', fieldToUse: 'fullName', fields })).toBe('static');
    expect(priceSelectorState({ valueType: undefined, fieldToUse: 'fullName', fields })).toBe('static');
  });

  it('accepts valueOfField pointing at a number field', () => {
    expect(priceSelectorState({ valueType: 'valueOfField', fieldToUse: 'seats', fields })).toBe('number');
  });

  it('gives the hint when valueOfField points at a text or select field', () => {
    expect(priceSelectorState({ valueType: 'valueOfField', fieldToUse: 'fullName', fields })).toBe('notNumber');
    expect(priceSelectorState({ valueType: 'valueOfField', fieldToUse: 'level', fields })).toBe('notNumber');
  });

  it('gives the hint when the chosen field was removed from the form, or is the payment field', () => {
    expect(priceSelectorState({ valueType: 'valueOfField', fieldToUse: 'gone', fields })).toBe('notNumber');
    expect(priceSelectorState({ valueType: 'valueOfField', fieldToUse: 'total', fields })).toBe('notNumber');
  });

  it('asks for a field, without the hint, while none is chosen', () => {
    expect(priceSelectorState({ valueType: 'valueOfField', fieldToUse: '', fields })).toBe('chooseField');
    expect(priceSelectorState({ valueType: 'valueOfField', fieldToUse: null, fields })).toBe('chooseField');
  });

  it('follows the field when its type changes', () => {
    const retyped = fields.map((f) => (f.name === 'seats' ? { ...f, blockType: 'text' } : f));
    expect(priceSelectorState({ valueType: 'valueOfField', fieldToUse: 'seats', fields: retyped })).toBe('notNumber');
  });
});

describe('formFieldOptions', () => {
  it('lists the form fields by name and label, in order, without payment blocks', () => {
    expect(formFieldOptions(fields, 'ar')).toStrictEqual([
      { name: 'fullName', label: 'Full name', blockType: 'text' },
      { name: 'seats', label: 'Seats', blockType: 'number' },
      { name: 'level', label: 'المستوى', blockType: 'select' },
    ]);
  });

  it('leaves out blocks without a name and repeated names, and keeps a block without a label', () => {
    const messy = [
      buildBlock('message', ''),
      { blockType: 'text' },
      buildBlock('email', 'email'),
      buildBlock('text', 'email', 'Again'),
    ];
    expect(formFieldOptions(messy, 'en')).toStrictEqual([{ name: 'email', label: undefined, blockType: 'email' }]);
  });

  it('offers nothing for a form without fields', () => {
    expect(formFieldOptions(undefined)).toStrictEqual([]);
  });
});
