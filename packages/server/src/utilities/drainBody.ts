import type { IncomingMessage } from 'node:http';

/**
 * How much of a refused body the server reads and throws away before answering: four times the body limit,
 * and at least 64 MB, so that an upload a few times too large still gets its 413.
 */
export function drainLimitFor(bodyLimit: number): number {
  return Math.max(4 * bodyLimit, 64 * 1024 * 1024);
}

/**
 * How long the drain waits for the next bytes of a refused body. A client that stops sending (or never sends
 * the length it announced) gets its answer after this, and cannot hold the handler, or `close()`, forever.
 */
export const drainIdleMs = 5_000;

/**
 * Reads and discards what is left of a request's body, up to `limit` bytes and while bytes keep coming
 * (`idleMs` between them); true when the body ended.
 *
 * Why: a request refused before its body is read (413, 415) is answered with `Connection: close`. Closing a
 * socket that still holds unread bytes makes the kernel send a TCP reset, and a client still writing its body
 * (Node's http and fetch, browsers; not curl, which waits on `Expect: 100-continue`) loses the answer with
 * the connection. Reading the body to its end first lets the close be an orderly one. Past `limit` the
 * client pays for its own excess: the answer goes out and the connection is closed as before.
 */
export function drainBody(raw: IncomingMessage, limit: number, idleMs = drainIdleMs): Promise<boolean> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve(raw.readableEnded);
  return new Promise((resolve) => {
    let read = 0;
    let idle = setTimeout(() => finish(false), idleMs);
    const finish = (ended: boolean) => {
      clearTimeout(idle);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onFailure);
      raw.off('close', onFailure);
      if (!ended) raw.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limit) return finish(false);
      clearTimeout(idle);
      idle = setTimeout(() => finish(false), idleMs);
    };
    const onEnd = () => finish(true);
    const onFailure = () => finish(false);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onFailure);
    raw.once('close', onFailure);
    raw.resume();
  });
}
