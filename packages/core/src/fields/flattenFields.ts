import type { Condition, DataField, Field, GroupField } from './types.ts';

/**
 * The data fields of a field list, with layout removed: rows, collapsibles and unnamed tabs give their
 * fields to the parent, named tabs become groups, ui fields vanish. Nested lists (group, array, blocks)
 * are flattened too, so code that walks data never needs to know about layout. A layout field's
 * `admin.condition` hides everything inside it, so it is ANDed into the conditions of the fields it gives up.
 */
export function flattenFields(fields: Field[], inherited?: Condition): DataField[] {
  const out: DataField[] = [];
  for (const field of fields) {
    switch (field.type) {
      case 'row':
      case 'collapsible':
        out.push(...flattenFields(field.fields, both(inherited, field.admin?.condition)));
        break;
      case 'tabs': {
        const ofTabs = both(inherited, field.admin?.condition);
        for (const tab of field.tabs) {
          const condition = both(ofTabs, tab.admin?.condition);
          if (tab.name) {
            const group: GroupField = {
              type: 'group',
              name: tab.name,
              label: tab.label,
              localized: tab.localized,
              fields: flattenFields(tab.fields),
              ...(condition ? { admin: { condition } } : {}),
            };
            out.push(group);
          } else {
            out.push(...flattenFields(tab.fields, condition));
          }
        }
        break;
      }
      case 'ui':
        break;
      case 'group':
      case 'array':
        out.push(withCondition({ ...field, fields: flattenFields(field.fields) }, inherited));
        break;
      case 'blocks':
        out.push(
          withCondition({ ...field, blocks: field.blocks.map((b) => ({ ...b, fields: flattenFields(b.fields) })) }, inherited),
        );
        break;
      default:
        out.push(inherited ? withCondition({ ...field }, inherited) : field);
    }
  }
  return out;
}

/** Both conditions must pass; only functions count (the client config carries `hasCondition` markers instead). */
function both(outer: Condition | undefined, inner: unknown): Condition | undefined {
  const own = typeof inner === 'function' ? (inner as Condition) : undefined;
  if (!outer || !own) return outer ?? own;
  return (data, siblingData, context) => outer(data, siblingData, context) && own(data, siblingData, context);
}

function withCondition<F extends DataField>(field: F, inherited: Condition | undefined): F {
  if (!inherited) return field;
  return { ...field, admin: { ...field.admin, condition: both(inherited, field.admin?.condition) } };
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
