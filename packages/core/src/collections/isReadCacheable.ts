import { accessResult } from '../access/executeAccess.ts';
import type { SanitizedConfig } from '../config/types.ts';
import { getFieldType } from '../fields/registry.ts';
import type { DataField } from '../fields/types.ts';
import { globalPermission } from '../globals/operations/shared.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';

type Target = { collection: string } | { global: string };

/** Per config and target: the collections whose read access shapes the answer, or `false` when it cannot be cached. */
const cache = new WeakMap<SanitizedConfig, Map<string, string[] | false>>();

function walk(fields: DataField[], visit: (field: DataField) => boolean): boolean {
  for (const field of fields) {
    if (!visit(field)) return false;
    if ((field.type === 'group' || field.type === 'array') && !walk(field.fields as DataField[], visit)) return false;
    if (field.type === 'blocks' && !field.blocks.every((b) => walk(b.fields as DataField[], visit))) return false;
  }
  return true;
}

/**
 * Whether a read of a collection or global is a pure function of the stored data, the URL and the read
 * access answers: no operation hooks on it, and no read hooks or field read access on it or on anything its
 * relationships can populate. Hooks may read headers, the clock or the outside world, so their results must
 * never be served from a cache. Answers the collections whose read access applies (the target first).
 */
function readScope(config: SanitizedConfig, target: Target): string[] | false {
  let memo = cache.get(config);
  if (!memo) {
    memo = new Map();
    cache.set(config, memo);
  }
  const key = 'collection' in target ? `c:${target.collection}` : `g:${target.global}`;
  const known = memo.get(key);
  if (known !== undefined) return known;

  const pending: string[] = [];
  const seen: string[] = [];
  const pureFields = (fields: DataField[]) =>
    walk(fields, (field) => {
      if (field.hooks?.afterRead?.length || field.access?.read) return false;
      // Documents of other collections the field can return (populated or joined): their read access applies.
      for (const slug of getFieldType(field.type).reads?.(field) ?? []) {
        if (!seen.includes(slug)) {
          seen.push(slug);
          pending.push(slug);
        }
      }
      return true;
    });

  let pure: boolean;
  if ('collection' in target) {
    const root = config.collectionsBySlug[target.collection];
    pure = !!root && root.hooks.beforeOperation.length === 0 && root.hooks.afterOperation.length === 0;
    if (pure) {
      seen.push(root.slug);
      pending.push(root.slug);
    }
  } else {
    const global = config.globalsBySlug[target.global];
    pure =
      !!global &&
      global.hooks.beforeRead.length === 0 &&
      global.hooks.afterRead.length === 0 &&
      pureFields(global.flattenedFields);
  }
  while (pure && pending.length > 0) {
    const collection = config.collectionsBySlug[pending.pop()!];
    pure =
      collection.hooks.beforeRead.length === 0 &&
      collection.hooks.afterRead.length === 0 &&
      pureFields(collection.flattenedFields);
  }
  const answer = pure ? seen : false;
  memo.set(key, answer);
  return answer;
}

/** Whether reads of `target` can ever be served from the response cache. */
export function isReadCacheable(config: SanitizedConfig, target: Target): boolean {
  return readScope(config, target) !== false;
}

/** What a cached read depends on besides the URL and the data (see `readCacheScope`). */
export type ReadCacheScope = {
  /** The read access answer of every collection in reach (and the global's), as one string. */
  key: string;
  /** The collections in reach whose documents the reader may see at all (access not `false`). */
  readable: string[];
};

/**
 * What a cached read of `target` depends on besides the URL and the data: the read access answer of every
 * collection in reach (and of the global). Users whose access answers agree share cached responses; a denied
 * read answers `undefined`, so the operation runs and refuses it properly.
 */
export async function readCacheScope(req: AtriumRequest, target: Target, id?: DocumentID): Promise<ReadCacheScope | undefined> {
  const scope = readScope(req.config, target);
  if (scope === false) return undefined;
  const parts: string[] = [];
  const readable: string[] = [];
  if ('global' in target) {
    const global = req.config.globalsBySlug[target.global];
    if (!(await globalPermission(req, global, 'read'))) return undefined;
  }
  for (const [i, slug] of scope.entries()) {
    const collection = req.config.collectionsBySlug[slug];
    const answer = await accessResult(req, collection, 'read', i === 0 && 'collection' in target ? id : undefined);
    if (answer === false && i === 0 && 'collection' in target) return undefined;
    parts.push(answer === true ? '1' : answer === false ? '0' : JSON.stringify(answer));
    if (answer !== false) readable.push(slug);
  }
  return { key: parts.join('|'), readable };
}
