import { describe, expect, it } from 'vitest';
import { runQueue } from './runQueue.ts';

/** A task that settles when told to, so the test decides the order of events. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('runQueue', () => {
  it('never runs more than `concurrency` items at once and starts them in order', async () => {
    const tasks = Array.from({ length: 5 }, () => deferred());
    const started: number[] = [];
    const done = runQueue(
      [0, 1, 2, 3, 4],
      (i) => {
        started.push(i);
        return tasks[i].promise;
      },
      { concurrency: 2 },
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    tasks[1].resolve();
    await tasks[1].promise;
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const task of tasks) task.resolve();
    await done;
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('goes on after an item fails', async () => {
    const seen: number[] = [];
    await runQueue(
      [1, 2, 3],
      async (i) => {
        seen.push(i);
        if (i === 1) throw new Error('refused');
      },
      { concurrency: 1 },
    );
    expect(seen).toEqual([1, 2, 3]);
  });

  it('starts nothing new once aborted, and lets the started items finish', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    await runQueue(
      [1, 2, 3, 4],
      async (i) => {
        seen.push(i);
        if (i === 2) controller.abort();
      },
      { concurrency: 1, signal: controller.signal },
    );
    expect(seen).toEqual([1, 2]);
  });
});
