/** A top-level node's vertical extent, in pixels from the top of the editable area. */
export type Span = { top: number; bottom: number };

/**
 * The gap a dragged node would drop into with the drag point at `y`: 0 is before the first node, `spans.length`
 * after the last. The node under `y` — or the next one when `y` is in the space between two — splits at its
 * middle, so every gap can be reached with the pointer and, 25 px at a time, with the arrow keys.
 */
export function dropGap(spans: readonly Span[], y: number): number {
  if (spans.length === 0) return 0;
  // Nodes are laid out top to bottom: the first whose bottom is at or below `y` is the one under it (or after it).
  let low = 0;
  let high = spans.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((spans[middle] as Span).bottom < y) low = middle + 1;
    else high = middle;
  }
  const span = spans[low] as Span;
  return y < (span.top + span.bottom) / 2 ? low : low + 1;
}

/** The index a node at `from` takes when dropped into `gap`; `from` itself when the gap is on either side of it. */
export function droppedIndex(from: number, gap: number): number {
  return gap > from ? gap - 1 : gap;
}

/**
 * Where the drop indicator of `gap` is drawn: halfway between the two nodes around it, or `edge` pixels outside
 * the first or last node.
 */
export function gapLine(spans: readonly Span[], gap: number, edge: number): number {
  const before = spans[gap - 1];
  const after = spans[gap];
  if (before && after) return (before.bottom + after.top) / 2;
  if (after) return after.top - edge;
  return before ? before.bottom + edge : 0;
}
