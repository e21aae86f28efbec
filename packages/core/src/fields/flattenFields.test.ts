import { describe, expect, it } from 'vitest';
import { flattenFields } from './flattenFields.ts';
import type { DataField, Field } from './types.ts';

const user = { id: 1 };
/** Whether a flattened field shows for this data (its siblings are the document's top level here). */
const shows = (field: DataField, data: Record<string, unknown>) => field.admin?.condition?.(data, data, { user }) ?? true;

describe('flattenFields', () => {
  it('gives the fields of a hidden row, collapsible or unnamed tab its condition', () => {
    const fields: Field[] = [
      { type: 'row', admin: { condition: (d) => d.a === true }, fields: [{ name: 'inRow', type: 'text' }] },
      {
        type: 'collapsible',
        label: 'Box',
        admin: { condition: (d) => d.b === true },
        fields: [{ name: 'inBox', type: 'text', admin: { condition: (d) => d.c === true } }],
      },
      {
        type: 'tabs',
        admin: { condition: (d) => d.t === true },
        tabs: [
          { label: 'One', admin: { condition: (d) => d.one === true }, fields: [{ name: 'inTab', type: 'text' }] },
          { name: 'named', admin: { condition: (d) => d.named === true }, fields: [{ name: 'inNamed', type: 'text' }] },
        ],
      },
    ];
    const [inRow, inBox, inTab, named] = flattenFields(fields);
    expect(shows(inRow, { a: true })).toBe(true);
    expect(shows(inRow, { a: false })).toBe(false);
    // The collapsible's condition and the field's own must both pass.
    expect(shows(inBox, { b: true, c: true })).toBe(true);
    expect(shows(inBox, { b: true, c: false })).toBe(false);
    expect(shows(inBox, { b: false, c: true })).toBe(false);
    expect(shows(inTab, { t: true, one: true })).toBe(true);
    expect(shows(inTab, { t: false, one: true })).toBe(false);
    // A named tab becomes a group carrying the tab's condition; its own fields inherit nothing (the group hides them).
    expect(named).toMatchObject({ type: 'group', name: 'named' });
    expect(shows(named, { t: true, named: true })).toBe(true);
    expect(shows(named, { t: true, named: false })).toBe(false);
    expect((named as { fields: DataField[] }).fields[0].admin?.condition).toBeUndefined();
  });

  it('leaves fields outside conditional layout untouched, the same objects', () => {
    const title: Field = { name: 'title', type: 'text', admin: { condition: () => false } };
    const fields: Field[] = [title, { type: 'row', fields: [{ name: 'a', type: 'text' }] }];
    const [flatTitle, a] = flattenFields(fields);
    expect(flatTitle).toBe(title);
    expect(a.admin).toBeUndefined();
  });

  it('ignores a condition that is not a function (the client config marks it instead)', () => {
    const fields = [{ type: 'row', hasCondition: true, fields: [{ name: 'a', type: 'text' }] }] as unknown as Field[];
    expect(flattenFields(fields)[0].admin).toBeUndefined();
  });
});
