import { createServer } from 'node:net';

/** Linux hands out ports for `listen(0)` and outgoing connections from 32768 up (`ip_local_port_range`). */
const below = 32_768;
const from = 20_000;

/**
 * A free local port for a server a test stops and starts again on the same port (or a port that must stay closed
 * while the test runs). It is taken from below the range the kernel picks ports from when asked for any port, so
 * another test's server started meanwhile (every test server listens on port 0) cannot land on it.
 */
export async function reservablePort(): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const port = from + Math.floor(Math.random() * (below - from));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${from} and ${below}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
