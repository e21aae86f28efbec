import type { DataField, Field, GroupField } from './types.ts';

/**
 * The data fields of a field list, with layout removed: rows, collapsibles and unnamed tabs give their
 * fields to the parent, named tabs become groups, ui fields vanish. Nested lists (group, array, blocks)
 * are flattened too, so code that walks data never needs to know about layout.
 */
export function flattenFields(fields: Field[]): DataField[] {
  const out: DataField[] = [];
  for (const field of fields) {
    switch (field.type) {
      case 'row':
      case 'collapsible':
        out.push(...flattenFields(field.fields));
        break;
      case 'tabs':
        for (const tab of field.tabs) {
          if (tab.name) {
            const group: GroupField = {
              type: 'group',
              name: tab.name,
              label: tab.label,
              localized: tab.localized,
              fields: flattenFields(tab.fields),
            };
            out.push(group);
          } else {
            out.push(...flattenFields(tab.fields));
          }
        }
        break;
      case 'ui':
        break;
      case 'group':
      case 'array':
        out.push({ ...field, fields: flattenFields(field.fields) });
        break;
      case 'blocks':
        out.push({ ...field, blocks: field.blocks.map((b) => ({ ...b, fields: flattenFields(b.fields) })) });
        break;
      default:
        out.push(field);
    }
  }
  return out;
}

/** Nested fields of a flattened group or array: `flattenFields` leaves only data fields there. */
export function subFields(field: { fields: Field[] }): DataField[] {
  return field.fields as DataField[];
}

/** The data fields of one row of a flattened array or blocks field; `undefined` for an unknown block type. */
export function rowFields(
  field: Extract<DataField, { type: 'array' | 'blocks' }>,
  row: Record<string, unknown>,
): DataField[] | undefined {
  if (field.type === 'array') return field.fields as DataField[];
  return field.blocks.find((b) => b.slug === row.blockType)?.fields as DataField[] | undefined;
}
