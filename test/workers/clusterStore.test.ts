import cluster, { type Worker } from 'node:cluster';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveClusterRateLimits } from '@atrium/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

type Report = { test: 'clusterStore'; ready?: true; order?: number; result?: unknown; log?: 'warn' | 'info'; line?: string };

/** A worker of this test's cluster: runs store calls when told and hands back their answers. */
class StoreWorker {
  private nextOrder = 1;
  readonly logs: { log: string; line: string }[] = [];
  private readonly waiting = new Map<number, (result: unknown) => void>();
  readonly ready: Promise<void>;

  constructor(readonly worker: Worker) {
    let handleReady = () => {};
    this.ready = new Promise((resolve) => (handleReady = resolve));
    worker.on('message', (message: Report) => {
      if (message?.test !== 'clusterStore') return;
      if (message.ready) handleReady();
      if (message.log) this.logs.push({ log: message.log, line: message.line ?? '' });
      if (message.order !== undefined) this.waiting.get(message.order)?.(message.result);
    });
  }

  call(op: 'hit' | 'peek' | 'reset', key: string, windowMs?: number): Promise<any> {
    const order = this.nextOrder++;
    return new Promise((resolve) => {
      this.waiting.set(order, resolve);
      this.worker.send({ order, op, key, windowMs });
    });
  }
}

// The rate-limit store of a cluster's workers, in a real cluster: this test's process is the primary.
describe('the cluster rate-limit store', () => {
  let serving: { close(): Promise<void> };
  let one: StoreWorker;
  let other: StoreWorker;

  beforeAll(async () => {
    serving = serveClusterRateLimits();
    cluster.setupPrimary({ exec: join(here, 'clusterStoreWorker.ts'), execArgv: ['--import', 'tsx'], silent: true });
    [one, other] = [new StoreWorker(cluster.fork()), new StoreWorker(cluster.fork())];
    await Promise.all([one.ready, other.ready]);
  });

  afterAll(async () => {
    await serving.close();
    for (const { worker } of [one, other]) {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill();
      await exited;
    }
  });

  it('counts every hit of both workers exactly once, in one window', async () => {
    const hits = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? one : other).call('hit', 'login:10.1.1.1', 60_000)),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const hit of hits) expect(hit.resetInMs).toBeGreaterThan(0);
    expect((await other.call('peek', 'login:10.1.1.1')).count).toBe(20);
    await one.call('reset', 'login:10.1.1.1');
    expect(await other.call('peek', 'login:10.1.1.1')).toBe(null);
    expect((await other.call('hit', 'login:10.1.1.1', 60_000)).count).toBe(1);
  });

  it('counts in the worker while the primary does not answer, says so once, and goes back when it does', async () => {
    await serving.close();
    // Unanswered, the call waits out the store's second, then counts in the worker's own memory; the next ones
    // count there without waiting, until the primary is asked again.
    expect((await one.call('hit', 'login:10.2.2.2', 60_000)).count).toBe(1);
    const started = performance.now();
    expect((await one.call('hit', 'login:10.2.2.2', 60_000)).count).toBe(2);
    expect(performance.now() - started).toBeLessThan(900);
    expect(one.logs).toEqual([
      {
        log: 'warn',
        line: "Rate limits: the cluster's primary process is unreachable (no answer within 1000 ms); counting in this process's memory until it is back",
      },
    ]);
    serving = serveClusterRateLimits();
    // The primary's memory started afresh: once the worker asks it again, the hits counted meanwhile are gone.
    await vi.waitFor(async () => expect(await one.call('peek', 'login:10.2.2.2')).toBe(null), { timeout: 10_000, interval: 100 });
    expect((await one.call('hit', 'login:10.2.2.2', 60_000)).count).toBe(1);
    await vi.waitFor(() =>
      expect(one.logs.at(-1)).toEqual({
        log: 'info',
        line: "Rate limits: the cluster's primary process is back; counting there again",
      }),
    );
    expect((await other.call('peek', 'login:10.2.2.2')).count).toBe(1);
  });
});
