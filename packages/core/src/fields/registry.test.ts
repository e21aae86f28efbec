import { describe, expect, it } from 'vitest';
import { fieldTypes, getFieldType } from './registry.ts';
import { type DataField, type FieldTypeDefinition, whereOperators } from './types.ts';

const entries = Object.entries(fieldTypes) as [string, FieldTypeDefinition][];

/** One config that every type accepts as its own, whatever keys it needs (sub-fields, options, targets). */
const sampleOf = (type: string, extra: Record<string, unknown> = {}) =>
  ({
    name: 'x',
    type,
    fields: [],
    blocks: [],
    options: ['a'],
    relationTo: 'posts',
    collection: 'posts',
    on: 'category',
    ...extra,
  }) as unknown as DataField;

describe('field registry', () => {
  it('registers each definition under its own type, with a validator', () => {
    for (const [key, definition] of entries) {
      expect(definition.type).toBe(key);
      expect(typeof definition.validate).toBe('function');
    }
  });

  it('only uses known where operators, without duplicates; every stored type allows exists', () => {
    for (const [key, definition] of entries) {
      expect(
        definition.operators.every((op) => (whereOperators as readonly string[]).includes(op)),
        key,
      ).toBe(true);
      expect(new Set(definition.operators).size, key).toBe(definition.operators.length);
      if (definition.storage !== 'none') expect(definition.operators, key).toContain('exists');
    }
  });

  it('answers the questions code asks of every type: storage, sorting, unique indexes, virtual reads', () => {
    for (const [key, definition] of entries) {
      const field = sampleOf(key);
      expect(['scalar', 'json', 'none'], key).toContain(definition.storage);
      expect(typeof definition.isSortable(field), key).toBe('boolean');
      expect(typeof definition.isUniqueCapable(field), key).toBe('boolean');
      // Only one comparable stored value per document can be sorted by or held unique by an index.
      if (definition.storage !== 'scalar') {
        expect(definition.isSortable(field), key).toBe(false);
        expect(definition.isUniqueCapable(field), key).toBe(false);
      }
      // A virtual field is computed on read and cannot be queried; a stored one is never computed.
      expect(definition.read !== undefined, key).toBe(definition.storage === 'none');
      if (definition.storage === 'none') expect(definition.operators, key).toStrictEqual([]);
      for (const slug of definition.reads?.(field) ?? []) expect(typeof slug, key).toBe('string');
    }
  });

  it('refuses to sort by exactly what the query layer refuses to sort by (lists, structures, rich text)', () => {
    const uncomparable = new Set(['json', 'point', 'richText']);
    for (const [key, definition] of entries) {
      const polymorphicExtra = definition.queryKind === 'relationship' ? [{ relationTo: ['posts', 'pages'] }] : [];
      const manyExtra = definition.isMany ? [{ hasMany: true }] : [];
      for (const extra of [{}, ...manyExtra, ...polymorphicExtra]) {
        const field = sampleOf(key, extra);
        const polymorphic =
          definition.queryKind === 'relationship' && Array.isArray((field as { relationTo?: unknown }).relationTo);
        const queryable = definition.storage !== 'none' && !polymorphic;
        const comparable = !uncomparable.has(definition.queryKind) && !definition.isMany?.(field);
        expect(definition.isSortable(field), `${key} ${JSON.stringify(extra)}`).toBe(queryable && comparable);
      }
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
