import { describe, expect, it } from 'vitest';
import { fieldTypes } from '../fields/registry.ts';
import { isSortableField, operatorsOf, queryTypes } from './fieldQueries.ts';

describe('fieldQueries', () => {
  it("finds one query declaration per registered type, the very one the type's registry entry uses", () => {
    expect([...queryTypes].sort()).toStrictEqual(Object.keys(fieldTypes).sort());
    for (const [type, definition] of Object.entries(fieldTypes)) {
      expect(operatorsOf(type), type).toBe(definition.operators);
      const field = { type, name: 'x' };
      expect(isSortableField(field), type).toBe(definition.isSortable(field as never));
    }
  });

  it('offers no operators for a join, a layout type or a name of Object.prototype', () => {
    for (const type of ['join', 'row', 'tabs', 'constructor', 'toString', '__proto__'])
      expect(operatorsOf(type), type).toStrictEqual([]);
  });

  it('sorts by one comparable value only: not a hasMany list, a polymorphic reference, a join or an unknown type', () => {
    expect(isSortableField({ type: 'text' })).toBe(true);
    expect(isSortableField({ type: 'text', hasMany: true })).toBe(false);
    expect(isSortableField({ type: 'relationship', relationTo: 'posts' })).toBe(true);
    expect(isSortableField({ type: 'relationship', relationTo: ['posts', 'pages'] })).toBe(false);
    expect(isSortableField({ type: 'upload', relationTo: 'media', hasMany: true })).toBe(false);
    expect(isSortableField({ type: 'join' })).toBe(false);
    expect(isSortableField({ type: 'constructor' })).toBe(false);
  });
});
