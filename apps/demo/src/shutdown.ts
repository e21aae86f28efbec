import cluster from 'node:cluster';

/** What `closeOnSignals` closes: the Fastify server, whose onClose hook closes Atrium and its database. */
export type Closable = { close(): Promise<unknown> };

/** The IPC message a cluster primary sends its workers to close as they would on SIGTERM. */
export const shutdownMessage = 'atrium:shutdown';

/**
 * On SIGINT or SIGTERM (or, in a cluster worker, the primary's {@link shutdownMessage}), closes `server` and exits.
 * Requests in flight may finish first, but never for longer than `deadline` milliseconds: past it the process exits
 * anyway (code 1), so a database that stalled cannot keep a deployment's SIGTERM waiting for ever. A second signal
 * while closing means "now"; the primary's message does not count as one, as a worker often gets both (Ctrl+C
 * signals the whole process group, systemd every process of the service).
 */
export function closeOnSignals(server: Closable, { deadline }: { deadline: number }): void {
  let closing = false;
  let signals = 0;
  const shutdown = async (reason: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${reason}, closing…`);
    setTimeout(() => {
      console.error(`Still closing after ${deadline} ms: exiting without waiting any longer.`);
      process.exit(1);
    }, deadline).unref();
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  const handleSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) process.exit(1);
    void shutdown(`${signal} received${cluster.isWorker ? ` by worker ${process.pid}` : ''}`);
  };
  process.on('SIGINT', handleSignal);
  process.on('SIGTERM', handleSignal);
  if (cluster.isWorker) {
    process.on('message', (message) => {
      if (message === shutdownMessage) void shutdown(`Worker ${process.pid} asked to close`);
    });
  }
}
