import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './limitConcurrency.ts';

describe('limitConcurrency', () => {
  it('runs at most `limit` tasks at once and the rest in order, also after a task fails', async () => {
    const gate = limitConcurrency(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const task = (n: number) =>
      gate(async () => {
        running++;
        peak = Math.max(peak, running);
        order.push(n);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        if (n === 1) throw new Error('task 1 fails');
        return n;
      });
    const results = [1, 2, 3, 4, 5].map((n) => task(n).catch((e: Error) => e.message));
    // Release the tasks one by one as they start, until all have run.
    for (let released = 0; released < 5; released++) {
      while (releases.length === 0) await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect(await Promise.all(results)).toEqual(['task 1 fails', 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });
});
