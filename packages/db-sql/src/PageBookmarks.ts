import type { SortNode } from '@atrium/core';
import { columns } from './compileWhere.ts';

/** Lists remembered at most; each holds the few pages read of it lately. */
const maxEntries = 2_000;

/** Where a page began and ended: the sort columns' values of its first and last rows. */
type Bookmark = { first: unknown[]; last: unknown[]; stamp: string };

/** The sort columns of a list sorted by table columns only (`createdAt`, `updatedAt`, `id`), all one way. */
export type KeysetSort = { columns: string[]; direction: 'asc' | 'desc' };

/**
 * The keyset a list sorted by columns can be paged by: its sort keys and the `id` tie-breaker (as `compileSort`
 * orders them); `undefined` when a key is a field of the document or the directions differ, where a comparison of
 * rows would not follow the index's order.
 */
export function keysetSort(sort: SortNode[] | undefined): KeysetSort | undefined {
  if (!sort || sort.length === 0) return { columns: ['id'], direction: 'desc' };
  const direction = sort[0].direction;
  const names: string[] = [];
  for (const { path, direction: own } of sort) {
    if (!path.column || own !== direction) return undefined;
    names.push(columns[path.column]);
  }
  if (names[names.length - 1] !== 'id') names.push('id');
  return { columns: names, direction };
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
