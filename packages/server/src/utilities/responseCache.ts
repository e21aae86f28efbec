import type { DatabaseAdapter } from '@atrium/core';

export type ResponseCacheOptions = {
  /** Responses kept at most. Defaults to `2000`. */
  maxEntries?: number;
  /** Bytes kept at most. Defaults to 128 MiB. */
  maxBytes?: number;
};

type Entry = { body: Buffer; stamp: string };

/**
 * Finished read responses, valid while the database's content token stays the same: any write through this
 * server, and any commit by another process (SQLite's data_version, PostgreSQL's notices), empties it. Only reads that are pure functions of the
 * stored data, the URL and the read access answers are ever stored here (see `readCacheScope`).
 *
 * Bookkeeping writes (failed logins, reset requests, sessions) leave the content token alone, so they cannot be
 * seen from outside in what is a hit; an entry whose response can show an auth collection's documents carries
 * those collections' bookkeeping tokens as its `stamp` and is a miss once one moves.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private token: string | undefined;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(
    private readonly db: DatabaseAdapter,
    options: ResponseCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 2000;
    this.maxBytes = options.maxBytes ?? 128 * 1024 * 1024;
  }

  /** Whether the database can tell when data changed; without that nothing may be cached. */
  get enabled(): boolean {
    return this.db.contentToken !== undefined;
  }

  /** The token to read under; take it before reading, so a write during the read makes the entry stale. */
  currentToken(): string | undefined {
    return this.db.contentToken?.();
  }

  /** The stamp of a response that can show documents of these collections (take it before reading too). */
  stampOf(collections: string[]): string {
    const { bookkeepingToken } = this.db;
    if (!bookkeepingToken) return '';
    return collections.map((slug) => bookkeepingToken(slug)).join(',');
  }

  get(key: string, token: string, stamp: string): Buffer | undefined {
    if (token !== this.token) {
      this.clear();
      this.token = token;
      return undefined;
    }
    const hit = this.entries.get(key);
    if (!hit || hit.stamp !== stamp) return undefined;
    // Most recently used last: eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.body;
  }

  set(key: string, token: string, stamp: string, body: Buffer): void {
    if (token !== this.token || body.length > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.body.length;
    this.entries.set(key, { body, stamp });
    this.bytes += body.length;
    for (const [oldest, value] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.body.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
