import type { CollectionOperationName, SanitizedCollection } from '../../config/types.ts';
import { BadRequest, Conflict, echo, echoJSON, NotFound, QueryError } from '../../errors/index.ts';
import { delocalizeData, localizeData, resolveLocale } from '../../fields/hooks/localize.ts';
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

export function getCollection(req: AtriumRequest, slug: string): SanitizedCollection {
  const collection = req.config.collectionsBySlug[slug];
  if (!collection) throw new NotFound('error:collectionNotFound', { slug });
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

/** Runs hooks that may return a replacement object. */
export async function runDataHooks<D>(
  hooks: Array<(a: any) => unknown>,
  key: 'data' | 'doc',
  value: D,
  extra: Record<string, unknown>,
): Promise<D> {
  let current = value;
  for (const hook of hooks) {
    const next = await hook({ ...extra, [key]: current });
    if (next && typeof next === 'object') current = next as D;
  }
  return current;
}

/** The locale a write goes to; writing every locale at once is not supported. */
export function writeLocale(req: AtriumRequest): string | undefined {
  const localization = req.config.localization;
  if (!localization) return undefined;
  const locale = resolveLocale(localization, req.locale);
  if (locale === 'all') throw new QueryError('query:localeAllNotWritable');
  return locale;
}

/** Stored document → the single-locale form writes work on (no fallback: a missing value stays missing). */
export function toLogical(
  fields: SanitizedCollection['flattenedFields'],
  stored: Record<string, unknown> | undefined,
  locale: string | undefined,
) {
  if (!stored || !locale) return stored;
  return localizeData(stored, fields, locale, false);
}

export function toStored(
  fields: SanitizedCollection['flattenedFields'],
  logical: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
  locale: string | undefined,
) {
  return locale ? delocalizeData(logical, stored, fields, locale) : logical;
}

export const rootKeys = new Set(['id', 'createdAt', 'updatedAt']);

/**
 * Optimistic concurrency: `expected` is the `updatedAt` the caller's edit started from. When the stored one
 * differs, someone else wrote in between, and the write stops with `Conflict` (409) instead of replacing their
 * change unseen. Without `expected`, or without timestamps to compare, any write goes (Payload's behaviour).
 */
export function checkUnchangedSince(stored: unknown, expected: unknown): void {
  if (expected === undefined || expected === null || expected === '') return;
  const expectedTime = typeof expected === 'string' ? Date.parse(expected) : Number.NaN;
  if (Number.isNaN(expectedTime)) throw new BadRequest('error:invalidExpectedUpdatedAt', { value: echo(String(expected)) });
  if (stored === undefined || stored === null) return;
  const storedTime = timeOf(stored);
  if (storedTime !== expectedTime) throw new Conflict(undefined, { updatedAt: new Date(storedTime).toISOString() });
}

/**
 * The `updatedAt` of a write: now, or a millisecond past the previous one when that is not earlier (two writes
 * in one millisecond, or a clock set back). Every write changes it, so a stale `expectedUpdatedAt` is always seen.
 */
export function nextUpdatedAt(previous: unknown): string {
  const now = Date.now();
  const before = timeOf(previous);
  return new Date(Number.isNaN(before) || before < now ? now : before + 1).toISOString();
}

/** A stored timestamp (a Date or an ISO string) in milliseconds; `NaN` for anything else. */
function timeOf(value: unknown): number {
  return value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN;
}
