import type { DataField, Field } from '@atrium/core/client';
import { dataFieldsOf } from '../config/dataFields.ts';

/** The paths of the localized fields, inside named groups and tabs too (array and block rows are left out). */
export function localizedPaths(fields: Field[], prefix = ''): string[] {
  // (Paths joined here: the form modules stay out of the list's code.)
  const out: string[] = [];
  for (const field of dataFieldsOf(fields) as (DataField & { localized?: boolean; fields?: Field[] })[]) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    if (field.localized) out.push(path);
    else if (field.type === 'group' && field.fields) out.push(...localizedPaths(field.fields, path));
  }
  return out;
}

/** Whether a value counts as not filled in (rich text with nothing but an empty paragraph included). */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  const root = (value as { root?: { children?: { children?: unknown[]; text?: string }[] } }).root;
  if (root && Array.isArray(root.children)) {
    return root.children.every((node) => !node.text && (!Array.isArray(node.children) || node.children.length === 0));
  }
  return false;
}
