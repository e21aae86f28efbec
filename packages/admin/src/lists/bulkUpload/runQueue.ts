/**
 * Runs `work` on every item, at most `concurrency` at a time, in order of the list; one item failing never stops
 * the others (its error is its own to report). Stops starting new items once `signal` aborts. Resolves when
 * every started item has settled.
 */
export async function runQueue<T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
  { concurrency = 2, signal }: { concurrency?: number; signal?: AbortSignal } = {},
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next++];
      try {
        await work(item);
      } catch {
        // `work` reports its own failures; a throw here must not end the lane.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane));
}
