import { describe, expect, it } from 'vitest';
import { fieldTypes, getFieldType } from './registry.ts';
import { operatorsByType } from './shared/operators.ts';
import { whereOperators } from './types.ts';

const dataTypes = [
  'text',
  'textarea',
  'email',
  'code',
  'number',
  'checkbox',
  'date',
  'select',
  'radio',
  'json',
  'point',
  'relationship',
  'upload',
  'richText',
  'array',
  'group',
  'blocks',
];

describe('field registry', () => {
  it('has one definition per data type, registered under its own type', () => {
    expect(Object.keys(fieldTypes).sort()).toStrictEqual([...dataTypes].sort());
    for (const [key, definition] of Object.entries(fieldTypes)) {
      expect(definition.type).toBe(key);
      expect(typeof definition.validate).toBe('function');
    }
  });

  it('only uses known where operators, without duplicates, and always allows exists', () => {
    for (const definition of Object.values(fieldTypes)) {
      expect(definition.operators.every((op) => (whereOperators as readonly string[]).includes(op))).toBe(true);
      expect(new Set(definition.operators).size).toBe(definition.operators.length);
      expect(definition.operators).toContain('exists');
    }
  });

  it("lists each type's operators by type as the type itself declares them (the admin's boot script reads that list)", () => {
    expect(Object.keys(operatorsByType).sort()).toStrictEqual([...dataTypes].sort());
    for (const [key, definition] of Object.entries(fieldTypes)) {
      expect(operatorsByType[key as keyof typeof operatorsByType], key).toStrictEqual(definition.operators);
    }
  });

  it('looks types up by name and answers undefined for layout and unknown types', () => {
    expect(getFieldType('number')).toBe(fieldTypes.number);
    expect(getFieldType('row')).toBe(undefined);
    expect(getFieldType('ui')).toBe(undefined);
    expect(getFieldType('constructor')).toBe(undefined);
    expect(getFieldType('toString')).toBe(undefined);
  });
});
