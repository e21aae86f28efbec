import cluster, { type Worker } from 'node:cluster';
import { createMemoryStore } from './memoryStore.ts';
import type { RemoteRateLimitStore } from './redisStore.ts';
import type { RateLimitHit, RateLimitStore } from './types.ts';

/** Marks this module's IPC messages, so they never mix with other messages between the processes. */
const channel = 'atrium:rate-limit';

/** One store call, as a worker asks it. */
type Ask = { op: 'hit'; key: string; windowMs: number } | { op: 'peek' | 'reset'; key: string };
type Call = Ask & { channel: typeof channel; id: number };
type Answer = { channel: typeof channel; id: number; hit?: RateLimitHit | null; error?: string };

function isCall(message: unknown): message is Call {
  const call = message as Partial<Call> | null;
  return (
    typeof call === 'object' &&
    call !== null &&
    call.channel === channel &&
    typeof call.id === 'number' &&
    typeof call.key === 'string' &&
    (call.op === 'peek' || call.op === 'reset' || (call.op === 'hit' && typeof call.windowMs === 'number'))
  );
}

function isAnswer(message: unknown): message is Answer {
  const answer = message as Partial<Answer> | null;
  return typeof answer === 'object' && answer !== null && answer.channel === channel && typeof answer.id === 'number';
}

/**
 * In a `node:cluster` primary: keeps the workers' rate-limit counters in this process's memory and answers their
 * {@link createClusterStore} calls, so every worker counts against the same windows without Redis. Call it before
 * forking; `close` stops answering.
 */
export function serveClusterRateLimits(): { close(): Promise<void> } {
  if (!cluster.isPrimary) throw new Error('serveClusterRateLimits runs in the cluster primary, not in a worker');
  const store = createMemoryStore();
  const handleMessage = (worker: Worker, message: unknown) => {
    if (!isCall(message)) return;
    const answer = (reply: Omit<Answer, 'channel' | 'id'>) => {
      // A worker that died meanwhile has no channel left to answer on.
      if (worker.isConnected()) worker.send({ channel, id: message.id, ...reply } satisfies Answer);
    };
    const result: Promise<RateLimitHit | undefined> =
      message.op === 'hit'
        ? store.hit(message.key, message.windowMs)
        : message.op === 'peek'
          ? store.peek(message.key)
          : store.reset(message.key).then(() => undefined);
    result.then(
      (hit) => answer({ hit: hit ?? null }),
      (error: unknown) => answer({ error: (error as Error)?.message ?? String(error) }),
    );
  };
  cluster.on('message', handleMessage);
  return {
    async close() {
      cluster.off('message', handleMessage);
      await store.close();
    },
  };
}

/** Options of {@link createClusterStore}. */
export type ClusterStoreOptions = {
  /** Milliseconds to wait for the primary's answer before the call fails (and is counted locally). Defaults to 1000. */
  timeoutMs?: number;
  /** After a call went unanswered, milliseconds before the primary is asked again. Defaults to 2000. */
  retryAfterMs?: number;
};

/**
 * In a `node:cluster` worker: a {@link RateLimitStore} whose counters live in the primary (see
 * {@link serveClusterRateLimits}), reached over the IPC channel. A call the primary does not answer within
 * `timeoutMs` fails, so a sign-in never waits long on a stuck primary; wrapped by `createFallbackStore`, such a call
 * and those of the next `retryAfterMs` are counted in the worker's own memory instead. When the channel closes the
 * primary is gone, and so, in a moment, is this worker (a cluster worker exits when it loses its primary).
 */
export function createClusterStore(options: ClusterStoreOptions = {}): RemoteRateLimitStore {
  if (!cluster.isWorker || !process.send) throw new Error('createClusterStore runs in a cluster worker');
  const timeoutMs = options.timeoutMs ?? 1000;
  const retryAfterMs = options.retryAfterMs ?? 2000;
  /** Until when the primary counts as away: calls meanwhile go straight to the fallback instead of waiting. */
  let awayUntil = 0;
  const pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  const listeners: ((state: 'ready' | 'down', reason?: string) => void)[] = [];
  let nextID = 1;
  let closed = false;

  const handleMessage = (message: unknown) => {
    if (!isAnswer(message)) return;
    pending.get(message.id)?.resolve(message);
  };
  const handleDisconnect = () => {
    for (const listener of listeners) listener('down', 'the IPC channel closed');
  };
  process.on('message', handleMessage);
  process.once('disconnect', handleDisconnect);

  const ask = (call: Ask): Promise<Answer> => {
    if (closed) return Promise.reject(new Error('The cluster rate limit store is closed'));
    const id = nextID++;
    return new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        awayUntil = Date.now() + retryAfterMs;
        reject(new Error(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      // Waiting for an answer must not keep a closing worker alive.
      timer.unref();
      pending.set(id, {
        resolve: (answer) => {
          clearTimeout(timer);
          pending.delete(id);
          if (answer.error !== undefined) reject(new Error(answer.error));
          else resolve(answer);
        },
        reject,
      });
      process.send!({ channel, id, ...call } satisfies Call, undefined, undefined, (error: Error | null) => {
        if (!error) return;
        clearTimeout(timer);
        pending.delete(id);
        reject(error);
      });
    });
  };

  return {
    shownName: "the cluster's primary process",
    isAvailable: () => !closed && process.connected === true && Date.now() >= awayUntil,
    onStateChange: (listener) => void listeners.push(listener),
    async hit(key: string, windowMs: number): Promise<RateLimitHit> {
      const { hit } = await ask({ op: 'hit', key, windowMs });
      if (!hit) throw new Error('the primary answered a hit without a count');
      return hit;
    },
    async peek(key: string): Promise<RateLimitHit | undefined> {
      return (await ask({ op: 'peek', key })).hit ?? undefined;
    },
    async reset(key: string): Promise<void> {
      await ask({ op: 'reset', key });
    },
    async close(): Promise<void> {
      closed = true;
      process.off('message', handleMessage);
      process.off('disconnect', handleDisconnect);
      for (const { reject } of pending.values()) reject(new Error('The cluster rate limit store is closed'));
      pending.clear();
    },
  };
}
