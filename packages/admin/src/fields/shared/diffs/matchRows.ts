import { isEqualValue } from './isEqualValue.ts';

type Row = Record<string, unknown>;

/** One row of an array or blocks field across two versions. */
export type RowMatch = {
  before?: Row;
  after?: Row;
  /** The row's position in each version (absent on the side that lacks it). */
  beforeIndex?: number;
  afterIndex?: number;
  change: 'added' | 'removed' | 'changed' | 'unchanged';
  /** The row is in both versions but its place among the kept rows is not the same. */
  isMoved: boolean;
};

const idOf = (row: Row): string | undefined =>
  typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : undefined;

/**
 * The rows of two versions of an array or blocks field paired by their `id`, in the newer version's order, with
 * each removed row placed where it stood among the rows kept in place. Rows without an id (written before rows had
 * one) pair by position with another row without one. `isSameKind` refuses a pair (a block whose type changed
 * under the same id is a removal and an addition). Moved rows are those outside the longest run of kept rows
 * whose order did not change, so moving one row marks that row only.
 */
export function matchRows(
  beforeRows: readonly Row[],
  afterRows: readonly Row[],
  isSameKind: (before: Row, after: Row) => boolean = () => true,
): RowMatch[] {
  const beforeById = new Map<string, number>();
  beforeRows.forEach((row, i) => {
    const id = idOf(row);
    if (id !== undefined && !beforeById.has(id)) beforeById.set(id, i);
  });
  const pairedBefore = new Map<number, number>();
  const pairs: (number | undefined)[] = afterRows.map((row, j) => {
    const id = idOf(row);
    let i = id === undefined ? undefined : beforeById.get(id);
    if (id === undefined && j < beforeRows.length && idOf(beforeRows[j]) === undefined) i = j;
    if (i === undefined || pairedBefore.has(i) || !isSameKind(beforeRows[i], row)) return undefined;
    pairedBefore.set(i, j);
    return i;
  });
  const inPlace = longestIncreasing(pairs);

  const removed = beforeRows.map((_, i) => i).filter((i) => !pairedBefore.has(i));
  const out: RowMatch[] = [];
  const emitRemovedBefore = (limit: number) => {
    while (removed.length && removed[0] < limit) {
      const i = removed.shift() as number;
      out.push({ before: beforeRows[i], beforeIndex: i, change: 'removed', isMoved: false });
    }
  };
  // Kept rows' old positions, ascending: a removed row follows the kept row that stood before it.
  const anchors = [...inPlace].sort((x, y) => x - y).map((j) => pairs[j] as number);
  emitRemovedBefore(anchors[0] ?? Number.POSITIVE_INFINITY);
  let nextAnchor = 1;
  afterRows.forEach((row, j) => {
    const i = pairs[j];
    if (i === undefined) {
      out.push({ after: row, afterIndex: j, change: 'added', isMoved: false });
      return;
    }
    const change = isEqualValue(beforeRows[i], row) ? 'unchanged' : 'changed';
    out.push({ before: beforeRows[i], after: row, beforeIndex: i, afterIndex: j, change, isMoved: !inPlace.has(j) });
    if (inPlace.has(j)) emitRemovedBefore(anchors[nextAnchor++] ?? Number.POSITIVE_INFINITY);
  });
  return out;
}

// The positions (in `values`) of a longest strictly increasing subsequence of the defined values (patience sorting).
function longestIncreasing(values: (number | undefined)[]): Set<number> {
  const tails: number[] = [];
  const previous = new Map<number, number | undefined>();
  values.forEach((value, position) => {
    if (value === undefined) return;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((values[tails[mid]] as number) < value) low = mid + 1;
      else high = mid;
    }
    previous.set(position, low > 0 ? tails[low - 1] : undefined);
    tails[low] = position;
  });
  const out = new Set<number>();
  let at = tails.at(-1);
  while (at !== undefined) {
    out.add(at);
    at = previous.get(at);
  }
  return out;
}
