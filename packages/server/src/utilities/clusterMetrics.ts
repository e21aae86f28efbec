import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** Marks this module's IPC messages, so they never mix with other messages between the processes. */
const channel = 'atrium:metrics';
/** prom-client gives its workers 5 s to answer; a worker waits a little longer for the primary. */
const answerWithinMs = 6_000;

type Ask = { channel: typeof channel; id: number };
type Answer = { channel: typeof channel; id: number; text?: string; error?: string };

const isOurs = (message: unknown): message is Partial<Answer> =>
  typeof message === 'object' && message !== null && (message as { channel?: unknown }).channel === channel;

/**
 * In a `node:cluster` primary: answers a worker's metrics route with the whole cluster's figures, each worker's
 * registry gathered by prom-client's `AggregatorRegistry` over IPC (counters and histograms summed, the process
 * start time left out), so a scrape that reaches any worker sees the deployment as one server. `close` stops.
 */
export function serveClusterMetrics(): { close(): void } {
  if (!cluster.isPrimary) throw new Error('serveClusterMetrics runs in the cluster primary, not in a worker');
  const aggregator = new AggregatorRegistry();
  const handleMessage = (worker: Worker, message: unknown) => {
    if (!isOurs(message) || typeof message.id !== 'number') return;
    const id = message.id;
    const answer = (reply: Omit<Answer, 'channel' | 'id'>) => {
      if (worker.isConnected()) worker.send({ channel, id, ...reply } satisfies Answer);
    };
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (error: unknown) => answer({ error: (error as Error)?.message ?? String(error) }),
    );
  };
  cluster.on('message', handleMessage);
  return { close: () => void cluster.off('message', handleMessage) };
}

/**
 * In a `node:cluster` worker: hands `registry` to prom-client's aggregation (what the primary collects from this
 * worker) and answers a function that asks the primary for every worker's figures together.
 */
export function clusterMetricsReader(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker || !process.send) throw new Error('clusterMetricsReader runs in a cluster worker');
  // Constructing one adds prom-client's listener that answers the primary with the registries set here.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  let nextID = 1;
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextID++;
      const done = () => {
        clearTimeout(timer);
        process.off('message', handleMessage);
      };
      const handleMessage = (message: unknown) => {
        if (!isOurs(message) || message.id !== id) return;
        done();
        if (typeof message.text === 'string') resolve(message.text);
        else reject(new Error(`the cluster's metrics: ${message.error ?? 'no answer'}`));
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`the cluster's primary sent no metrics within ${answerWithinMs} ms`));
      }, answerWithinMs);
      process.on('message', handleMessage);
      process.send!({ channel, id } satisfies Ask);
    });
}
