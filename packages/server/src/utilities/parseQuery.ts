import { echo, echoJSON, QueryError } from '@atrium/core';
import qs from 'qs';
import { checkInput } from './checkInput.ts';

/** The spec's query-string limits (section 9). */
export const queryLimits = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;

/**
 * Parses a query string with qs at the spec's limits. Going over a limit is a 400 that names the limit;
 * qs would otherwise truncate silently and a filter would quietly match more than asked.
 */
export function parseQuery(raw: string): Record<string, unknown> {
  if (raw === '') return {};
  const flat = parseFlat(raw);
  if (flat) return flat;
  try {
    // With plain objects qs keeps keys named after Object.prototype members (`where[constructor][equals]=x`)
    // instead of dropping them, so they meet the where check ("not a field") rather than vanish from a filter
    // that then matches more than asked. It still drops `__proto__`.
    return toPlain(qs.parse(raw, { ...queryLimits, strictDepth: true, throwOnLimitExceeded: true, plainObjects: true }));
  } catch (error) {
    const message = (error as Error).message;
    if (/depth/i.test(message)) throw new QueryError('query:tooDeep', { limit: queryLimits.depth }, { limit: 'depth' });
    if (/array/i.test(message))
      throw new QueryError('query:tooManyItems', { limit: queryLimits.arrayLimit }, { limit: 'arrayLimit' });
    if (/parameter/i.test(message))
      throw new QueryError('query:tooManyParameters', { limit: queryLimits.parameterLimit }, { limit: 'parameterLimit' });
    throw new QueryError('query:unreadable', { reason: echo(message) });
  }
}

/**
 * qs's prototype-free objects as ordinary ones (own keys shadow Object.prototype's), so code downstream may
 * turn them into strings or spread them as usual. qs's depth limit bounds the recursion.
 */
function toPlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(toPlain) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = toPlain(item);
  return out as T;
}

/** `where` may arrive qs-nested or as a JSON string, which is held to the JSON body's depth and text rules. */
export function readWhere(where: unknown): unknown {
  if (typeof where !== 'string') return where;
  let parsed: unknown;
  try {
    parsed = JSON.parse(where);
  } catch (error) {
    throw new QueryError('query:whereNotJSON', { reason: echo((error as Error).message) });
  }
  checkInput(parsed, 'query', { depthError: 'error:whereTooDeep', under: 'where' });
  return parsed;
}

/** `select[title]=true` or `select=title,slug` → `{ title: true, slug: true }`. */
export function readSelect(select: unknown): Record<string, unknown> | undefined {
  if (select === undefined || select === '') return undefined;
  if (typeof select === 'string') return nestDotted(Object.fromEntries(select.split(',').map((k) => [k.trim(), true])));
  if (select && typeof select === 'object' && !Array.isArray(select)) return nestDotted(select as Record<string, unknown>);
  throw new QueryError('query:selectInvalid');
}

/** Boolean query flags: `pagination=false`. */
export function readFlag(value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true' || value === true || value === '1') return true;
  if (value === 'false' || value === false || value === '0') return false;
  throw new QueryError('query:notTrueOrFalse', { value: echoJSON(value) });
}

/**
 * `overrideLock` of a REST write: `false` unless the request says `overrideLock=true`, so a document someone else
 * is editing answers 423 (Payload's REST default; the Local API's is `true`).
 */
export function overrideLock(query: Record<string, unknown>): boolean {
  return readFlag(query.overrideLock) ?? false;
}

const nested = /\[|%5b/i;

/**
 * `depth=0&limit=10`: no brackets and no repeated keys, so qs would build the same object; this takes a
 * tenth of the time on the most common requests. Anything else returns `undefined` and goes to qs.
 */
function parseFlat(raw: string): Record<string, unknown> | undefined {
  if (nested.test(raw)) return undefined;
  const out: Record<string, unknown> = Object.create(null);
  let count = 0;
  for (const [key, value] of new URLSearchParams(raw)) {
    if (key in out || key === '__proto__' || ++count > queryLimits.parameterLimit) return undefined;
    out[key] = value;
  }
  return { ...out };
}

/** `{ 'hero.type': true }` → `{ hero: { type: true } }`, so dotted and nested select keys mean the same. */
function nestDotted(select: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(select)) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    const last = parts[parts.length - 1];
    node[last] = value !== null && typeof value === 'object' ? nestDotted(value as Record<string, unknown>) : value;
  }
  return out;
}

/** The paging, filtering and shaping parameters every list route reads (documents and versions alike). */
export function readListQuery(query: Record<string, unknown>) {
  return {
    where: readWhere(query.where),
    sort: query.sort,
    limit: query.limit,
    page: query.page,
    pagination: readFlag(query.pagination),
    depth: query.depth,
    select: readSelect(query.select),
  };
}
