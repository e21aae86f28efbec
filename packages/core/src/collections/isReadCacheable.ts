import type { SanitizedConfig } from '../config/types.ts';
import type { DataField } from '../fields/types.ts';

const cache = new WeakMap<SanitizedConfig, Map<string, boolean>>();

function walk(fields: DataField[], visit: (field: DataField) => boolean): boolean {
  for (const field of fields) {
    if (!visit(field)) return false;
    if ((field.type === 'group' || field.type === 'array') && !walk(field.fields as DataField[], visit)) return false;
    if (field.type === 'blocks' && !field.blocks.every((b) => walk(b.fields as DataField[], visit))) return false;
  }
  return true;
}

/**
 * Whether a read of a collection or global is a pure function of the stored data and the request's URL: no
 * operation hooks on it, and no read hooks or read access functions on it or on anything its relationships can
 * populate. Hooks and access functions may read headers, the clock or the outside world, so their results
 * must never be served from a cache.
 */
export function isReadCacheable(config: SanitizedConfig, target: { collection: string } | { global: string }): boolean {
  let memo = cache.get(config);
  if (!memo) {
    memo = new Map();
    cache.set(config, memo);
  }
  const key = 'collection' in target ? `c:${target.collection}` : `g:${target.global}`;
  let answer = memo.get(key);
  if (answer !== undefined) return answer;

  const pending: string[] = [];
  const seen = new Set<string>();
  const pureFields = (fields: DataField[]) =>
    walk(fields, (field) => {
      if (field.hooks?.afterRead?.length || field.access?.read) return false;
      if (field.type === 'relationship' || field.type === 'upload') {
        for (const slug of Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]) {
          if (!seen.has(slug)) {
            seen.add(slug);
            pending.push(slug);
          }
        }
      }
      return true;
    });

  if ('collection' in target) {
    const root = config.collectionsBySlug[target.collection];
    answer = !!root && root.hooks.beforeOperation.length === 0 && root.hooks.afterOperation.length === 0;
    if (answer) {
      seen.add(root.slug);
      pending.push(root.slug);
    }
  } else {
    const global = config.globalsBySlug[target.global];
    answer =
      !!global &&
      !global.access.read &&
      global.hooks.beforeRead.length === 0 &&
      global.hooks.afterRead.length === 0 &&
      pureFields(global.flattenedFields);
  }
  while (answer && pending.length > 0) {
    const collection = config.collectionsBySlug[pending.pop()!];
    answer =
      !collection.access.read &&
      collection.hooks.beforeRead.length === 0 &&
      collection.hooks.afterRead.length === 0 &&
      pureFields(collection.flattenedFields);
  }
  memo.set(key, answer);
  return answer;
}
