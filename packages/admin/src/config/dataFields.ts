import { type DataField, type Field, flattenFields } from '@atrium/core/client';

const flattened = new WeakMap<Field[], DataField[]>();

/** The data fields of a field list (layout fields such as rows and tabs removed), computed once per list. */
export function dataFieldsOf(fields: Field[]): DataField[] {
  let out = flattened.get(fields);
  if (!out) {
    out = flattenFields(fields);
    flattened.set(fields, out);
  }
  return out;
}
