import type { DataField, Where } from '@atrium/core/client';
import { operatorsOf } from '@atrium/core/fieldQueries';
import { dataFieldsOf } from './dataFields.ts';
import type { ClientCollection } from './index.ts';

/** The data field at a dot path of a collection (`meta.title`), through groups; `undefined` when there is none. */
export function fieldAtPath(collection: ClientCollection, path: string): DataField | undefined {
  let fields = dataFieldsOf(collection.fields);
  let found: DataField | undefined;
  for (const name of path.split('.')) {
    found = fields.find((f) => 'name' in f && f.name === name);
    if (!found) return undefined;
    fields = found.type === 'group' ? (found.fields as DataField[]) : [];
  }
  return found;
}

/**
 * How typed text searches one field, by what the field's type accepts: `like` for text-like fields, the
 * number itself for numbers and ids, nothing for the rest (dates, relationships, checkboxes), which a
 * `like` would only get refused with a 400. (From the types' query declarations, not the registry: the boot script
 * runs this, and the registry would bring every validator into the page's first inline script.)
 */
export function textMatch(collection: ClientCollection, path: string, text: string): Where | undefined {
  const value = text.trim();
  if (!value) return undefined;
  if (path === 'id') return collection.idType !== 'number' || /^\d+$/.test(value) ? { id: { equals: value } } : undefined;
  const field = fieldAtPath(collection, path);
  if (!field) return undefined;
  if (operatorsOf(field.type).includes('like')) return { [path]: { like: value } };
  if (field.type === 'number' && value !== '' && Number.isFinite(Number(value))) return { [path]: { equals: Number(value) } };
  return undefined;
}
