import type { SqlDriver, SqlExecutor } from './types.ts';

/** The channel of ordinary writes; bookkeeping writes to a collection use `bookkeeping:<slug>`. */
export const contentChannel = 'content';

export function bookkeepingChannel(collection: string): string {
  return `bookkeeping:${collection}`;
}

/**
 * Change counters per channel, behind `contentToken` and `bookkeepingToken`. `data_version` only says that
 * something was committed, not what, so every write also counts its channel in a small table in the same
 * transaction (`atrium_changes`): another process's failed login moves its bookkeeping row, and the content
 * token stays. Writes of this process are counted in memory as well, so they show before their commit
 * (as `changeToken` does) and on `:memory:` databases, which have no second connection to notice them.
 */
export class ChangeChannels {
  private readonly own = new Map<string, number>();
  /** Rows this process counted in the table since it last read it. */
  private readonly landedSinceRead = new Map<string, number>();
  private stored = new Map<string, number>();
  private readerVersion: number | undefined;
  private foreignVersion: number | undefined;
  readonly bumpSQL: string;
  private readonly readSQL: string;

  constructor(
    private readonly driver: SqlDriver,
    readonly table: string,
    placeholder: (index: number) => string,
  ) {
    this.bumpSQL =
      `INSERT INTO ${table} (name, generation) VALUES (${placeholder(1)}, 1) ` +
      'ON CONFLICT (name) DO UPDATE SET generation = generation + 1';
    this.readSQL = `SELECT name, generation FROM ${table}`;
  }

  get createSQL(): string {
    return `CREATE TABLE IF NOT EXISTS ${this.table} (name TEXT PRIMARY KEY, generation INTEGER NOT NULL)`;
  }

  /** Counts a write of this process on `channel`. */
  moved(channel: string): void {
    this.own.set(channel, (this.own.get(channel) ?? 0) + 1);
  }

  /** Records the channels a transaction wrote, inside it, so other processes see them with its commit. */
  async record(session: SqlExecutor, channels: Iterable<string>): Promise<void> {
    for (const channel of channels) await session.query(this.bumpSQL, [channel]);
  }

  /** After the commit that `record`ed them: these counts are ours, not another process's. */
  landed(channels: Iterable<string>): void {
    for (const channel of channels) this.landedSinceRead.set(channel, (this.landedSinceRead.get(channel) ?? 0) + 1);
  }

  token(channel: string): string {
    this.refresh();
    return `${this.own.get(channel) ?? 0}.${this.stored.get(channel) ?? 0}`;
  }

  /** Rereads the table when anything was committed since the last look (a cheap check on SQLite). */
  private refresh(): void {
    const version = this.driver.dataVersion!();
    if (version === this.readerVersion) return;
    const rows = this.driver.query(this.readSQL, []);
    // Only SQLite offers `dataVersion`, and it answers synchronously.
    if (!Array.isArray(rows)) return;
    const stored = new Map(rows.map((row) => [String(row.name), Number(row.generation)]));
    const foreign = this.driver.foreignVersion?.();
    // Another process committed, yet the table moved only by our own counts: a program that does not count
    // (a script, an older Atrium) wrote the file. What it changed is unknown, so it counts as content.
    const foreignCommitted = foreign !== undefined && this.foreignVersion !== undefined && foreign !== this.foreignVersion;
    const countedByOthers = [...stored].some(
      ([name, generation]) => generation !== (this.stored.get(name) ?? 0) + (this.landedSinceRead.get(name) ?? 0),
    );
    if (foreignCommitted && !countedByOthers) this.moved(contentChannel);
    this.landedSinceRead.clear();
    this.stored = stored;
    this.readerVersion = version;
    this.foreignVersion = foreign;
  }
}
