import cluster, { type Worker } from 'node:cluster';
import { serveClusterMetrics, serveClusterRateLimits } from '@atrium/server';
import { shutdownMessage } from './shutdown.ts';

/** Options of {@link superviseWorkers}. */
export type SuperviseOptions = {
  /** Worker processes to keep running. */
  count: number;
  /** The workers' own shutdown deadline (`ATRIUM_SHUTDOWN_TIMEOUT`); the primary waits a little longer for them. */
  shutdownTimeout: number;
  /** Called once, the first time every worker listens, with the port they share. */
  onListening(port: number): void;
};

/** A worker that lived this long before dying was serving, not failing to start: it is replaced without delay. */
const stableAfterMs = 10_000;
/** The first restart delay of a worker that died soon after it started; doubled for each such death in a row. */
const firstDelayMs = 250;
const maxDelayMs = 15_000;
/** Workers dying before they listen, in a row, after which the primary stops trying (a bad config, a taken port). */
const maxStartFailures = 3;
/** How long past the workers' own deadline the primary waits before it kills them. */
const shutdownGraceMs = 2_000;

/**
 * The cluster primary: forks `count` workers that share the port, counts their rate limits and gathers their
 * metrics for them (`serveClusterRateLimits`, `serveClusterMetrics`), replaces one that dies unexpectedly (at once
 * when it had been serving, else after a delay that doubles with each quick death) and gives up, exiting 1, when
 * workers die before listening `maxStartFailures` times in a row. SIGTERM or SIGINT asks every worker to close (each
 * finishes its requests within `shutdownTimeout`) and exits once they have, 0 if they all closed cleanly; a second
 * signal exits at once.
 */
export function superviseWorkers({ count, shutdownTimeout, onListening }: SuperviseOptions): void {
  const rateLimits = serveClusterRateLimits();
  const metrics = serveClusterMetrics();
  const startedAt = new Map<Worker, number>();
  const listening = new Set<Worker>();
  const restarts = new Set<NodeJS.Timeout>();
  let quickDeaths = 0;
  let startFailures = 0;
  let hasAnnounced = false;
  let closing = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  const finish = (code: number) => {
    metrics.close();
    void rateLimits.close().finally(() => process.exit(code));
  };

  const close = (reason: string) => {
    closing = true;
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (workers.length === 0) return finish(exitCode);
    console.log(`\n${reason}: closing ${workers.length} worker${workers.length === 1 ? '' : 's'}…`);
    for (const worker of workers) if (worker.isConnected()) worker.send(shutdownMessage);
    setTimeout(() => {
      console.error(`Workers still running ${shutdownTimeout + shutdownGraceMs} ms after the request to close: killing them.`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, shutdownTimeout + shutdownGraceMs).unref();
  };

  cluster.on('listening', (worker, address) => {
    listening.add(worker);
    startFailures = 0;
    if (!hasAnnounced && listening.size === count) {
      hasAnnounced = true;
      onListening(address.port);
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    const wasListening = listening.delete(worker);
    startedAt.delete(worker);
    if (closing) {
      if (code !== 0) exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) finish(exitCode);
      return;
    }
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    if (!wasListening) {
      startFailures += 1;
      if (startFailures >= maxStartFailures) {
        console.error(
          `Error: ${startFailures} workers in a row ${how.startsWith('was') ? 'died' : 'exited'} before serving (the last ${how}); giving up. ATRIUM_WORKERS=${count}; the workers' own errors are above.`,
        );
        exitCode = 1;
        close('Giving up');
        return;
      }
    }
    quickDeaths = lived >= stableAfterMs ? 0 : quickDeaths + 1;
    const delay = quickDeaths === 0 ? 0 : Math.min(maxDelayMs, firstDelayMs * 2 ** (quickDeaths - 1));
    console.error(`Worker ${worker.process.pid} ${how}; starting another${delay ? ` in ${delay} ms` : ''}.`);
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!closing) fork();
    }, delay);
    restarts.add(timer);
  });

  let signals = 0;
  const handleSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    // A second signal means now; the workers, losing their primary, exit with it.
    if (signals > 1) process.exit(1);
    close(`${signal} received`);
  };
  process.on('SIGINT', handleSignal);
  process.on('SIGTERM', handleSignal);

  for (let i = 0; i < count; i++) fork();
}
