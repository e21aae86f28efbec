/** One run of a diff: items both sides share, or items only the older (`removed`) or newer (`added`) side has. */
export type DiffOp<T> = { kind: 'same' | 'removed' | 'added'; items: T[] };

/**
 * Past this many cells the table of common subsequences would cost too much memory and time (a 2,000 × 2,000
 * token text is 4 million cells, 16 MB); the differing middle is then shown as removed and added whole.
 */
const maxCells = 4_000_000;

/**
 * The shortest edit from `before` to `after` as runs of kept, removed and added items (a longest common
 * subsequence, removals before additions within a change). The common start and end are trimmed first, so an
 * edit in a long text costs only its changed middle.
 */
export function diffSequences<T>(
  before: readonly T[],
  after: readonly T[],
  isEqual: (a: T, b: T) => boolean = Object.is,
): DiffOp<T>[] {
  let start = 0;
  while (start < before.length && start < after.length && isEqual(before[start], after[start])) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && isEqual(before[endBefore - 1], after[endAfter - 1])) {
    endBefore--;
    endAfter--;
  }
  const ops: DiffOp<T>[] = [];
  const push = (kind: DiffOp<T>['kind'], item: T) => {
    const last = ops.at(-1);
    if (last?.kind === kind) last.items.push(item);
    else ops.push({ kind, items: [item] });
  };
  for (let i = 0; i < start; i++) push('same', before[i]);
  const a = before.slice(start, endBefore);
  const b = after.slice(start, endAfter);
  if ((a.length + 1) * (b.length + 1) > maxCells) {
    for (const item of a) push('removed', item);
    for (const item of b) push('added', item);
  } else {
    middle(a, b, isEqual, push);
  }
  for (let i = endBefore; i < before.length; i++) push('same', before[i]);
  return groupChanges(ops);
}

// Lengths of the longest common subsequences of every pair of suffixes, then one walk from the start.
function middle<T>(a: T[], b: T[], isEqual: (x: T, y: T) => boolean, push: (kind: DiffOp<T>['kind'], item: T) => void) {
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] = isEqual(a[i], b[j])
        ? table[(i + 1) * width + j + 1] + 1
        : Math.max(table[(i + 1) * width + j], table[i * width + j + 1]);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (isEqual(a[i], b[j])) {
      push('same', a[i]);
      i++;
      j++;
    } else if (table[(i + 1) * width + j] >= table[i * width + j + 1]) push('removed', a[i++]);
    else push('added', b[j++]);
  }
  while (i < a.length) push('removed', a[i++]);
  while (j < b.length) push('added', b[j++]);
}

// Within a stretch of changes, every removal comes before every addition: "old words → new words" reads as one edit.
function groupChanges<T>(ops: DiffOp<T>[]): DiffOp<T>[] {
  const out: DiffOp<T>[] = [];
  let removed: T[] = [];
  let added: T[] = [];
  const flush = () => {
    if (removed.length) out.push({ kind: 'removed', items: removed });
    if (added.length) out.push({ kind: 'added', items: added });
    removed = [];
    added = [];
  };
  for (const op of ops) {
    if (op.kind === 'same') {
      flush();
      out.push(op);
    } else (op.kind === 'removed' ? removed : added).push(...op.items);
  }
  flush();
  return out;
}
