import { connect, createServer, type Socket } from 'node:net';

/** A TCP proxy in front of a server that can be paused, to make the server behind it look stalled. */
export type TcpProxy = {
  port: number;
  /** Stops forwarding: bytes and closes in either direction are held, new connections get no answer. */
  pause(): void;
  /** Delivers what was held, in order, and forwards again. */
  resume(): void;
  /** How many bytes-or-close events are being held (something tried to get through while paused). */
  held(): number;
  close(): Promise<void>;
};

type Link = { client: Socket; server: Socket; held: Array<() => void> };

/** Starts a proxy on a free local port that forwards every connection to `host:port`. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const links = new Set<Link>();
  let paused = false;
  const act = (link: Link, action: () => void) => (paused ? link.held.push(action) : action());

  const proxy = createServer((client) => {
    const server = connect(target.port, target.host);
    const link: Link = { client, server, held: [] };
    links.add(link);
    const forward = (from: Socket, to: Socket) => {
      from.on('data', (chunk) => act(link, () => to.write(chunk)));
      from.on('close', () => act(link, () => to.destroy()));
      from.on('error', () => {});
    };
    forward(client, server);
    forward(server, client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');

  return {
    port: address.port,
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      for (const link of links) for (const action of link.held.splice(0)) action();
    },
    held: () => [...links].reduce((sum, link) => sum + link.held.length, 0),
    close: async () => {
      for (const { client, server } of links) {
        client.destroy();
        server.destroy();
      }
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
