import type { Socket } from 'node:net';
import type { NoticeFeed, NoticeListener } from '@atrium/db-sql';
import pg from 'pg';

export type NoticeFeedArgs = {
  /** How to connect (the pool's options and connection string). */
  client: pg.ClientConfig;
  channel: string;
  listener: NoticeListener;
  /** Milliseconds a `sync` round trip may take before the connection is taken for lost. */
  syncTimeout: number;
  /** Milliseconds `close` waits for the connection to end before cutting it. */
  closeTimeout: number;
  /**
   * Whether `syncPosition` answers the primary's WAL position (for read replicas). Otherwise syncs only ask
   * `SELECT NULL`, which a primary's user may run in any setup. Defaults to `false`.
   */
  isPositionWanted?: boolean;
};

/** A feed with the primary's WAL position as of each sync, for the replica router. */
export type WalNoticeFeed = NoticeFeed & {
  /**
   * As `sync`, answering `pg_current_wal_lsn()` taken after every notice heard before it (`0n` unless
   * `isPositionWanted`; `undefined` when the connection is not listening or was lost).
   */
  syncPosition(): Promise<bigint | undefined>;
};

const firstRetry = 100;
const lastRetry = 5_000;

/** `X/Y` (a pg_lsn) as one number, for comparing WAL positions. */
export const walPosition = (lsn: string): bigint => {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

/**
 * One connection that LISTENs on `channel`, outside the pool (pooled connections come and go, and a LISTEN
 * belongs to its session). pg reports a lost connection with 'error' and 'end'; a silent one (a network that
 * stopped answering) only shows when a statement times out, which `sync` does on every call. After a loss it
 * reconnects with growing pauses until `close`.
 */
export function listenForNotices({
  client: config,
  channel,
  listener,
  syncTimeout,
  closeTimeout,
  isPositionWanted = false,
}: NoticeFeedArgs): WalNoticeFeed {
  const probeSQL = isPositionWanted ? 'SELECT pg_current_wal_lsn()::text AS lsn' : 'SELECT NULL AS lsn';
  let client: pg.Client | undefined;
  let isListening = false;
  let isClosed = false;
  let retryIn = firstRetry;
  let retry: NodeJS.Timeout | undefined;
  let inFlight: Promise<bigint | undefined> | undefined;
  let queued: Promise<bigint | undefined> | undefined;

  const drop = (lost: pg.Client) => {
    if (lost !== client) return;
    client = undefined;
    inFlight = undefined;
    queued = undefined;
    if (isListening) {
      isListening = false;
      listener.lost();
    }
    cut(lost);
    if (isClosed) return;
    retry = setTimeout(connect, retryIn);
    retry.unref();
    retryIn = Math.min(retryIn * 2, lastRetry);
  };

  const connect = async (): Promise<void> => {
    retry = undefined;
    const next = new pg.Client(config);
    client = next;
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    next.on('notification', (message) => {
      if (next === client && message.channel === channel) listener.notice(message.payload ?? '');
    });
    try {
      await next.connect();
      // Named apart from the pool's connections, so terminating those (or counting them) leaves this one alone.
      await next.query(
        `SELECT set_config('application_name', left(current_setting('application_name'), 55) || ':listen', false)`,
      );
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch {
      drop(next);
      return;
    }
    if (next !== client || isClosed) return;
    retryIn = firstRetry;
    isListening = true;
    listener.listening();
  };

  /** One round trip, sent now: every notice committed before it arrives before its answer (PostgreSQL sends them first). */
  const probe = async (): Promise<bigint | undefined> => {
    const current = client;
    if (!current || !isListening) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), syncTimeout)));
    try {
      const answer = await Promise.race([current.query<{ lsn: string | null }>(probeSQL), late]);
      if (answer === 'late') throw new Error(`The listening connection did not answer within ${syncTimeout} ms`);
      const { lsn } = answer.rows[0];
      return lsn === null ? 0n : walPosition(lsn);
    } catch {
      drop(current);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
  const round = () => {
    const sent = probe().finally(() => {
      if (inFlight === sent) inFlight = undefined;
    });
    inFlight = sent;
    return sent;
  };
  /** Callers arriving while a round trip is out share the next one, sent when it is back. */
  const syncPosition = (): Promise<bigint | undefined> => {
    if (!isListening) return Promise.resolve(undefined);
    if (!inFlight) return round();
    const after = inFlight;
    queued ??= after.then(() => {
      queued = undefined;
      return round();
    });
    return queued;
  };

  const started = connect();
  return {
    started,
    syncPosition,
    sync: async () => {
      await syncPosition();
    },
    async close() {
      isClosed = true;
      clearTimeout(retry);
      const last = client;
      if (isListening) listener.lost();
      isListening = false;
      client = undefined;
      if (!last) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, closeTimeout)));
      await Promise.race([last.end().catch(() => {}), late]);
      clearTimeout(timer);
      cut(last);
    },
  };
}

/** Ends a connection's socket whatever state it is in (end() waits for an answer a stalled server never sends). */
function cut(client: pg.Client): void {
  (client as unknown as { connection?: { stream?: Socket } }).connection?.stream?.destroy();
}
