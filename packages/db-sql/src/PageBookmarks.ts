import type { SortNode } from '@atrium/core';
import { sortExpression } from './compileSort.ts';
import { type CompileContext, columns } from './compileWhere.ts';

/** Lists remembered at most; each holds the few pages read of it lately. */
const maxEntries = 2_000;

/** Where a page began and ended: the sort columns' values of its first and last rows. */
type Bookmark = { first: unknown[]; last: unknown[]; stamp: string };

/**
 * How a list can be paged from a remembered row: the SQL of its sort keys and the `id` tie-breaker (as `compileSort`
 * orders them), the names the rows carry their values under, and the direction. `nullable`: the first key is a field
 * of the document, which may be NULL (sorted as the smallest value), selected as `atrium_key`.
 */
export type KeysetSort = { keys: string[]; names: string[]; direction: 'asc' | 'desc'; nullable: boolean };

/** The name a page's rows carry a document sort key under (`KeysetSort.nullable`). */
export const keyAlias = 'atrium_key';

/**
 * The keyset a list can be paged by: table columns (`createdAt`, `updatedAt`, `id`) all one way, or one field of the
 * document and `id`; `undefined` otherwise (directions that differ, several document fields), where a comparison of
 * rows would not follow the index's order.
 */
export function keysetSort(sort: SortNode[] | undefined, ctx: CompileContext): KeysetSort | undefined {
  if (!sort || sort.length === 0) return { keys: ['id'], names: ['id'], direction: 'desc', nullable: false };
  const direction = sort[0].direction;
  if (sort.length === 1 && !sort[0].path.column) {
    let expression: string;
    try {
      expression = sortExpression(sort[0].path, ctx);
    } catch {
      return undefined;
    }
    return { keys: [expression, 'id'], names: [keyAlias, 'id'], direction, nullable: true };
  }
  const names: string[] = [];
  for (const { path, direction: own } of sort) {
    if (!path.column || own !== direction) return undefined;
    names.push(columns[path.column]);
  }
  if (names[names.length - 1] !== 'id') names.push('id');
  return { keys: names, names, direction, nullable: false };
}

/** A condition of a keyset read, given what binds a parameter (and answers its placeholder). */
export type KeysetCondition = (bind: (value: unknown) => string) => string;

/**
 * The conditions that read on from a remembered row (`values`, the keys' values there) in the sort's order, in the
 * order to read them: one comparison of rows, and for a document field, where NULLs sort (first ascending, last
 * descending), the rows on the other side of NULL after it. Each is a statement of its own.
 */
export function keysetConditions(keyset: KeysetSort, values: unknown[], inclusive: boolean): KeysetCondition[] {
  const compare = keyset.direction === 'asc' ? (inclusive ? '>=' : '>') : inclusive ? '<=' : '<';
  if (!keyset.nullable) return [(bind) => `(${keyset.keys.join(', ')}) ${compare} (${values.map(bind).join(', ')})`];
  const [expression] = keyset.keys;
  const [value, id] = values;
  if (value === null || value === undefined) {
    const among: KeysetCondition = (bind) => `${expression} IS NULL AND id ${compare} ${bind(id)}`;
    return keyset.direction === 'asc' ? [among, () => `${expression} IS NOT NULL`] : [among];
  }
  const among: KeysetCondition = (bind) => `(${expression}, id) ${compare} (${bind(value)}, ${bind(id)})`;
  return keyset.direction === 'desc' ? [among, () => `${expression} IS NULL`] : [among];
}

/**
 * The first and last rows of deep pages lately read, per list and page, kept with the database state they were
 * read in (as `CountCache` keeps counts). In the same state, the page, or the one after it, starts at a known row:
 * it is read from there in the sort's index (a keyset read) instead of passing over every row before it.
 */
export class PageBookmarks {
  private readonly entries = new Map<string, Bookmark>();

  /** Where `page` of `list` starts: at its own first row (inclusive) or after the previous page's last row. */
  start(list: string, page: number): { values: unknown[]; inclusive: boolean; stamp: string } | undefined {
    const own = this.entries.get(`${list}\u0000${page}`);
    if (own) return { values: own.first, inclusive: true, stamp: own.stamp };
    const previous = this.entries.get(`${list}\u0000${page - 1}`);
    return previous && { values: previous.last, inclusive: false, stamp: previous.stamp };
  }

  set(list: string, page: number, first: unknown[], last: unknown[], stamp: string): void {
    if (this.entries.size >= maxEntries) this.entries.clear();
    this.entries.set(`${list}\u0000${page}`, { first, last, stamp });
  }

  clear(): void {
    this.entries.clear();
  }
}
