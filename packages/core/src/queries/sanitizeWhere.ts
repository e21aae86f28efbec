import type { SanitizedCollection } from '../config/types.ts';
import { echo, echoJSON, QueryError } from '../errors/index.ts';
import { whereOperators } from '../fields/types.ts';
import { coerceValue } from './coerceValue.ts';
import { type ResolveContext, resolvePath } from './resolvePath.ts';
import type { ResolvedPath, SortNode, WhereNode, WhereOperator } from './types.ts';

/** Conditions one query may hold; a guard against pathological JSON `where` bodies. */
const maxConditions = 200;

const operatorSet = new Set<string>(whereOperators);
const negative = new Set<WhereOperator>(['not_equals', 'not_in', 'not_like']);
const columnOperators: Record<string, readonly WhereOperator[]> = {
  id: ['equals', 'not_equals', 'in', 'not_in', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'],
  date: ['equals', 'not_equals', 'in', 'not_in', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'],
};
const containerOperators: readonly WhereOperator[] = ['exists'];

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/**
 * Checks a user `where` against a collection and turns it into the typed tree adapters run. Unknown paths,
 * unknown operators, operators that make no sense for a field, and values of the wrong type throw
 * `QueryError` naming the offending part, so nothing unchecked reaches SQL.
 */
export function sanitizeWhere(collection: SanitizedCollection, where: unknown, ctx: ResolveContext): WhereNode | undefined {
  if (where === undefined || where === null || where === '') return undefined;
  const counter = { n: 0 };
  return sanitizeGroup(collection, where, ctx, counter, 'where');
}

function sanitizeGroup(
  collection: SanitizedCollection,
  where: unknown,
  ctx: ResolveContext,
  counter: { n: number },
  at: string,
): WhereNode {
  if (!isPlainObject(where)) throw new QueryError('query:whereNotObject', { at: echo(at) });
  const children: WhereNode[] = [];
  for (const [key, value] of Object.entries(where)) {
    if (value === undefined) continue;
    if (key === 'and' || key === 'or') {
      const list = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : undefined;
      if (!list) throw new QueryError('query:whereNotList', { at: `${at}.${key}` });
      const nested = list.map((w, i) => sanitizeGroup(collection, w, ctx, counter, `${at}.${key}[${i}]`));
      children.push({ kind: key, children: nested });
      continue;
    }
    if (!isPlainObject(value)) throw new QueryError('query:whereNotOperators', { at: echo(`${at}.${key}`) });
    const paths = resolvePath(collection, key, ctx);
    for (const [op, raw] of Object.entries(value)) {
      if (!operatorSet.has(op)) {
        const named = { path: echo(key), operator: echo(op) };
        throw new QueryError('query:unknownOperator', { ...named, operators: whereOperators.join(', ') }, named);
      }
      if (++counter.n > maxConditions) throw new QueryError('query:tooManyConditions', { limit: maxConditions });
      children.push(condition(paths, op as WhereOperator, raw));
    }
  }
  return children.length === 1 ? children[0] : { kind: 'and', children };
}

function allowedOperators(path: ResolvedPath): readonly WhereOperator[] {
  if (path.column) return path.column === 'id' ? columnOperators.id : columnOperators.date;
  if (path.operators) return path.operators;
  return path.kind === 'json' ? containerOperators : whereOperators;
}

function condition(paths: ResolvedPath[], operator: WhereOperator, raw: unknown): WhereNode {
  const nodes = paths.map((path): WhereNode => {
    const allowed = allowedOperators(path);
    if (!allowed.includes(operator)) {
      const named = { path: echo(path.path), operator };
      throw new QueryError('query:operatorNotAllowed', { ...named, allowed: allowed.join(', ') }, named);
    }
    const value = coerceValue(path, operator, raw);
    if (Array.isArray(value) && value.length === 0 && (operator === 'in' || operator === 'all' || operator === 'not_in')) {
      return { kind: 'constant', value: operator === 'not_in' };
    }
    return { kind: 'condition', path, operator, value };
  });
  if (nodes.length === 1) return nodes[0];
  // Alternatives come from a polymorphic hop: some target must match, and a negation must hold for all.
  return { kind: negative.has(operator) ? 'and' : 'or', children: nodes };
}

/** `'-publishedAt,title'` or `['-publishedAt', 'title']` → sort keys checked against the collection. */
export function sanitizeSort(collection: SanitizedCollection, sort: unknown, ctx: ResolveContext): SortNode[] {
  if (sort === undefined || sort === null || sort === '') return [];
  const list = Array.isArray(sort) ? sort : String(sort).split(',');
  if (list.length > 10) throw new QueryError('query:sortTooMany', { limit: 10 });
  return list.map((entry) => {
    if (typeof entry !== 'string' || entry.trim() === '') throw new QueryError('query:sortInvalid', { value: echoJSON(entry) });
    const key = entry.trim();
    const direction = key.startsWith('-') ? 'desc' : 'asc';
    const name = key.replace(/^[-+]/, '');
    const [path] = resolvePath(collection, name, { ...ctx, forSort: true });
    if (path.kind === 'json' || path.kind === 'point' || path.kind === 'richText' || path.isMany) {
      throw new QueryError('query:sortNotComparable', { path: echo(name) });
    }
    return { path, direction };
  });
}
