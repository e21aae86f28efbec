import { fileDataKeys } from '@atrium/core/client';
import type { ClientCollection } from '../config/index.ts';
import type { ListField } from './listFields.ts';

// Values that can be large (a whole editor state, a page of rows) are read only while their column shows; so is a
// join, which costs a query per row (and is read only with `listJoins`).
const heavyTypes = new Set(['richText', 'json', 'array', 'blocks', 'code', 'point', 'join']);
// What an upload collection's title cell needs for its thumbnail, and the grid's cards for their captions.
const uploadKeys = fileDataKeys;

/**
 * The `select` of a list: every light column, shown or not, so that choosing one needs no new request
 * (and the stored column choice arriving after the rows changes nothing), plus the heavy columns shown.
 */
export function listSelect(collection: ClientCollection, available: ListField[], shown: string[]): Record<string, unknown> {
  const select: Record<string, unknown> = {};
  const add = (path: string) => {
    const parts = path.split('.');
    let node = select;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== 'object') node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = true;
  };
  for (const column of available) {
    if (column.path === 'id') continue; // always answered
    if (!heavyTypes.has(column.field.type) || shown.includes(column.path)) add(column.path);
  }
  add(collection.admin.useAsTitle ?? 'id');
  if (collection.upload) for (const key of uploadKeys) add(key);
  return select;
}

/**
 * The list's `joins`: `false` (Payload's `joins=false`: no join is read) unless a join column shows. Each row's join
 * is a query of its own, and `select` alone does not spare it: the server reads a join before it selects.
 */
export function listJoins(available: ListField[], shown: string[]): false | undefined {
  return available.some((column) => column.field.type === 'join' && shown.includes(column.path)) ? undefined : false;
}
