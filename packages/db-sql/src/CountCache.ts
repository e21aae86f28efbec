/** Counts kept at most; a read-heavy site asks the same few list queries over and over. */
const maxEntries = 500;

/** A count and the stamp of the database state it was taken in. */
export type CountEntry = { count: number; stamp: string };

/**
 * Row counts by query, each kept with a stamp naming the database state it was counted in. A count is
 * answered again only for the same stamp, so whatever source the stamps come from decides when counts go
 * stale: SQLite's change token (own writes and `data_version`), PostgreSQL's snapshot of the statement
 * (`pg_current_snapshot()`: equal snapshots see the same committed rows), or a change token pushed by the
 * database once there is one. The stamp must be taken no later than the count it stamps: a commit in between
 * then moves the next stamp, and at worst the count is taken once more.
 */
export class CountCache {
  private readonly entries = new Map<string, CountEntry>();

  /** The count kept for `key` if it was taken in the state `stamp` names. */
  get(key: string, stamp: string): number | undefined {
    const entry = this.entries.get(key);
    return entry?.stamp === stamp ? entry.count : undefined;
  }

  /** What is kept for `key`, whatever its stamp (PostgreSQL asks the database whether it still holds). */
  entry(key: string): CountEntry | undefined {
    return this.entries.get(key);
  }

  set(key: string, count: number, stamp: string): void {
    if (this.entries.size >= maxEntries && !this.entries.has(key)) this.entries.clear();
    this.entries.set(key, { count, stamp });
  }

  clear(): void {
    this.entries.clear();
  }
}
