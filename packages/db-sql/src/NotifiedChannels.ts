import { createHash, randomUUID } from 'node:crypto';
import { contentChannel } from './ChangeChannels.ts';
import type { NoticeFeed, SqlDriver, SqlExecutor } from './types.ts';

/** PostgreSQL truncates identifiers (and so LISTEN channels) past 63 bytes; pg_notify refuses longer names. */
const maxChannelBytes = 63;

/**
 * The notice channel of the tables in `schema`. Channels are database-wide, so servers on other schemas of the
 * same database neither hear nor disturb each other.
 */
export function noticeChannelOf(schema: string | undefined): string {
  const name = `atrium_changes:${schema ?? ''}`;
  if (Buffer.byteLength(name) <= maxChannelBytes) return name;
  const digest = createHash('sha256')
    .update(schema ?? '')
    .digest('hex');
  return `atrium_changes:${digest.slice(0, 40)}`;
}

type Payload = { from: string; channels: string[] };

/**
 * Change counters per channel on PostgreSQL, behind `contentToken` and `bookkeepingToken` (ChangeChannels is
 * SQLite's). Every committing transaction that wrote sends one notice naming its channels (`pg_notify` inside the
 * transaction: PostgreSQL delivers it with the commit and drops it with a rollback), and a connection of this
 * process listens for the others' notices. This process's own writes are counted in memory, before and again
 * after their commit, so a read that overlapped the commit is never kept under the token that follows it.
 *
 * A token holds the listening connection's epoch: while it is not listening (lost, PostgreSQL restarting) every
 * token asked for is new, so nothing cached is served and nothing cached then is served later; once it listens
 * again the epoch moves, which reads as "everything changed".
 */
export class NotifiedChannels {
  /** Tells this adapter's notices from those of other processes (and of other adapters in this process). */
  private readonly id = randomUUID();
  private readonly counts = new Map<string, number>();
  /** Moves of every channel: `changeToken`. */
  private total = 0;
  private epoch = 0;
  private isListening = false;
  private unheard = 0;
  private feed: NoticeFeed | undefined;
  private readonly notifySQL = 'SELECT pg_notify($1, $2)';

  constructor(
    private readonly driver: SqlDriver,
    readonly channel: string,
  ) {}

  /** Starts listening; resolves after the first attempt, listening or not (later attempts run by themselves). */
  async start(): Promise<void> {
    this.feed ??= this.driver.listen!(this.channel, {
      listening: () => {
        this.epoch++;
        this.isListening = true;
      },
      notice: (payload) => this.heard(payload),
      lost: () => {
        this.isListening = false;
      },
    });
    await this.feed.started;
  }

  async stop(): Promise<void> {
    this.isListening = false;
    await this.feed?.close();
  }

  /** Counts a write of this process on `channel`. */
  moved(channel: string): void {
    this.counts.set(channel, (this.counts.get(channel) ?? 0) + 1);
    this.total++;
  }

  /** Sends the notice of the channels a transaction wrote, inside it: delivered on commit only. */
  async record(session: SqlExecutor, channels: Iterable<string>): Promise<void> {
    const payload: Payload = { from: this.id, channels: [...channels] };
    await session.query(this.notifySQL, [this.channel, JSON.stringify(payload)]);
  }

  /** After the commit: reads that began before it and finished after took the pre-commit token. */
  landed(channels: Iterable<string>): void {
    for (const channel of channels) this.moved(channel);
  }

  /** The token of `channel`, or of every channel when it is left out. */
  token(channel?: string): string {
    if (!this.isListening) return `unheard.${++this.unheard}`;
    return `${this.epoch}.${channel === undefined ? this.total : (this.counts.get(channel) ?? 0)}`;
  }

  /** Resolves once every commit made before the call has moved the tokens (see `NoticeFeed.sync`). */
  catchUp(): Promise<void> {
    return this.feed?.sync() ?? Promise.resolve();
  }

  private heard(text: string): void {
    let payload: Payload | undefined;
    try {
      const parsed = JSON.parse(text) as Partial<Payload>;
      if (typeof parsed?.from === 'string' && Array.isArray(parsed.channels)) payload = parsed as Payload;
    } catch {}
    if (payload?.from === this.id) return;
    // A notice without our payload (a script's `NOTIFY`, see the README) says that something changed, not what.
    if (!payload) this.moved(contentChannel);
    else for (const channel of payload.channels) this.moved(String(channel));
  }
}
