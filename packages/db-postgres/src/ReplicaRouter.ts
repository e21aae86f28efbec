import type pg from 'pg';
import { walPosition } from './listenForNotices.ts';

type Replica = {
  pool: pg.Pool;
  /** How far it has replayed the primary's WAL, as last asked; `-1n` after it failed a read. */
  replayed: bigint;
  asking?: Promise<void>;
};

// A standby answers how far it has replayed; a server that is not in recovery is the primary itself (or a
// connection to it with other settings) and is as far as the primary.
const replayedSQL =
  'SELECT (CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn() ELSE pg_current_wal_lsn() END)::text AS lsn';

/**
 * Chooses where a read outside a transaction runs: a replica only when it has replayed the primary's WAL past
 * every change this process knows of, else the primary. Changes are this process's commits and the other
 * processes' notices (see NotifiedChannels); after one, reads stay on the primary until the listening
 * connection has answered the primary's WAL position since (`mustSee`) and a replica has replayed that far. So
 * a read never sees older data than the primary would have answered when the read's request arrived (the
 * server's `catchUp` makes that hold for changes of other servers too), and a response cached after a change
 * is never built from a replica that lags. While the listening connection is down, every read goes to the
 * primary: other servers' changes could not be heard.
 */
export class ReplicaRouter {
  private readonly replicas: Replica[];
  private next = 0;
  /** The primary's WAL position after the last change known here, once known. */
  private mustSee = 0n;
  /** A change is known whose WAL position is not yet: reads go to the primary. */
  private isUnsettled = true;
  private changes = 0;
  private settling: Promise<void> | undefined;

  constructor(
    pools: pg.Pool[],
    /** The primary's WAL position after every notice heard so far; `undefined` when the listener is down. */
    private readonly primaryPosition: () => Promise<bigint | undefined>,
  ) {
    this.replicas = pools.map((pool) => ({ pool, replayed: -1n }));
  }

  get pools(): pg.Pool[] {
    return this.replicas.map((replica) => replica.pool);
  }

  /** A commit of this process, another's notice, or the listener (re)starting: reads wait for its position. */
  changed(): void {
    this.changes++;
    this.isUnsettled = true;
    this.settle();
  }

  /** The listener was lost: nothing is known until it listens again (`changed`). */
  lost(): void {
    this.changes++;
    this.isUnsettled = true;
  }

  /** The replica to read from now, or `undefined` for the primary. */
  pick(): pg.Pool | undefined {
    if (this.isUnsettled) return undefined;
    for (let tried = 0; tried < this.replicas.length; tried++) {
      const replica = this.replicas[this.next];
      this.next = (this.next + 1) % this.replicas.length;
      if (replica.replayed >= this.mustSee) return replica.pool;
      this.ask(replica);
    }
    return undefined;
  }

  /** A read on `pool` failed: it serves nothing until it answers how far it has replayed. */
  failed(pool: pg.Pool): void {
    const replica = this.replicas.find((r) => r.pool === pool);
    if (replica) replica.replayed = -1n;
  }

  private settle(): void {
    if (this.settling) return;
    const changes = this.changes;
    this.settling = this.primaryPosition().then((position) => {
      this.settling = undefined;
      if (position === undefined) return;
      if (position > this.mustSee) this.mustSee = position;
      // A change after the question may have committed past the answer: ask again.
      if (changes === this.changes) this.isUnsettled = false;
      else this.settle();
    });
  }

  private ask(replica: Replica): void {
    replica.asking ??= replica.pool
      .query<{ lsn: string | null }>(replayedSQL)
      .then(({ rows }) => {
        if (rows[0]?.lsn) replica.replayed = walPosition(rows[0].lsn);
      })
      .catch(() => {
        replica.replayed = -1n;
      })
      .finally(() => {
        replica.asking = undefined;
      });
  }
}
