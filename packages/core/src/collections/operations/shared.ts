import type { CollectionOperationName, SanitizedCollection } from '../../config/types.ts';
import { echoJSON, NotFound, QueryError } from '../../errors/index.ts';
import type { AtriumRequest, DocumentID } from '../../types.ts';

export { labelOf } from '../../i18n/labelOf.ts';

/** Options every collection operation takes besides its own. */
export type OperationBase = {
  collection: string;
  req: AtriumRequest;
  /** Skip access control. Every `true` is a deliberate, reviewed line. Defaults to `false`. */
  overrideAccess?: boolean;
  /** Shared by the hooks of this operation (and nested ones given the same `req`). */
  context?: Record<string, unknown>;
};

/** A collection the API serves; the internal versions collections are reached through the versions operations only. */
export function getCollection(req: AtriumRequest, slug: string): SanitizedCollection {
  const collection = req.config.collectionsBySlug[slug];
  if (!collection || collection.versionsOf) throw new NotFound('error:collectionNotFound', { slug });
  return collection;
}

/** `depth` from a request: a whole number from 0 to `maxDepth`, else a 400 naming the bounds. */
export function sanitizeDepth(req: AtriumRequest, depth: unknown): number {
  if (depth === undefined || depth === null || depth === '') return req.config.defaultDepth;
  const n = typeof depth === 'number' ? depth : /^-?\d+$/.test(String(depth)) ? Number(depth) : Number.NaN;
  if (!Number.isInteger(n) || n < 0 || n > req.config.maxDepth) {
    throw new QueryError('query:depthOutOfRange', { max: req.config.maxDepth, value: echoJSON(depth) });
  }
  return n;
}

/** A non-negative whole number parameter (`limit`, `page`), or a 400 naming it. */
export function sanitizeCount(name: string, value: unknown, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : /^-?\d+$/.test(String(value)) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < min || n > max)
    throw new QueryError(max >= Number.MAX_SAFE_INTEGER ? 'query:countTooSmall' : 'query:countOutOfRange', {
      name,
      min,
      max,
      value: echoJSON(value),
    });
  return n;
}

/** An id of the collection's type; anything else cannot exist, so it is a 404 that says why. */
export function sanitizeID(collection: SanitizedCollection, id: unknown): DocumentID {
  if (collection.idType === 'uuid') {
    if (typeof id === 'string' && /^[0-9a-fA-F-]{1,64}$/.test(id)) return id;
  } else {
    const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,16}$/.test(id) ? Number(id) : Number.NaN;
    if (Number.isSafeInteger(n) && n > 0) return n;
  }
  throw new NotFound('error:invalidID', { id: String(id).slice(0, 100), collection: collection.slug });
}

export async function runBeforeOperation<T extends Record<string, unknown>>(
  collection: SanitizedCollection,
  operation: CollectionOperationName,
  args: T,
  req: AtriumRequest,
  context: Record<string, unknown>,
): Promise<T> {
  let current = args;
  for (const hook of collection.hooks.beforeOperation) {
    const next = await hook({ args: current, operation, collection, req, context });
    if (next && typeof next === 'object') current = next as T;
  }
  return current;
}

export async function runAfterOperation<R>(
  collection: SanitizedCollection,
  operation: CollectionOperationName,
  args: Record<string, unknown>,
  result: R,
  req: AtriumRequest,
  context: Record<string, unknown>,
): Promise<R> {
  let current = result;
  for (const hook of collection.hooks.afterOperation) {
    const next = await hook({ args, operation, result: current, collection, req, context });
    if (next !== undefined) current = next as R;
  }
  return current;
}
