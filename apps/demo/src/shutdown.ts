/** What `closeOnSignals` closes: the Fastify server, whose onClose hook closes Atrium and its database. */
export type Closable = { close(): Promise<unknown> };

/**
 * On SIGINT or SIGTERM, closes `server` and exits. Requests in flight may finish first, but never for longer
 * than `deadline` milliseconds: past it the process exits anyway (code 1), so a database that stalled cannot
 * keep a deployment's SIGTERM waiting for ever. A second signal while closing means "now".
 */
export function closeOnSignals(server: Closable, { deadline }: { deadline: number }): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    console.log(`\n${signal} received, closing…`);
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
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
