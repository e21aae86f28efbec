import type { DatabaseAdapter } from '@atrium/core';

export type ResponseCacheOptions = {
  /** Responses kept at most. Defaults to `2000`. */
  maxEntries?: number;
  /**
   * Bytes kept at most (each entry counts its body and its key); the least recently used entries go first. One
   * response larger than a quarter of this is never kept. Defaults to 32 MiB (`defaultResponseCacheBytes`).
   */
  maxBytes?: number;
};

/**
 * The default byte budget: the demo's reads under `npm run bench:rest` fit in it many times over, and with it
 * the demo server stays under 200 MB peak RSS there (bench/README.md).
 */
export const defaultResponseCacheBytes = 32 * 1024 * 1024;

type Entry = { body: Buffer; stamp: string; bytes: number };

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
    this.maxBytes = options.maxBytes ?? defaultResponseCacheBytes;
  }

  /** Entries and bytes held now. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
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

  /** Keeps `body` as the most recently used entry, then drops the least recently used past either budget. */
  set(key: string, token: string, stamp: string, body: Buffer): void {
    const bytes = body.length + key.length;
    if (token !== this.token || bytes > this.maxBytes / 4) return;
    this.remove(key);
    // A small Buffer is often a slice of an 8 KiB pool slab, which it would keep alive whole: the budget would then
    // count a fraction of what is held. Kept entries own exactly their bytes.
    const owned = body.byteLength === body.buffer.byteLength ? body : copyOf(body);
    this.entries.set(key, { body: owned, stamp, bytes });
    this.bytes += bytes;
    for (const [oldest, value] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.bytes;
    }
  }

  private remove(key: string): void {
    const previous = this.entries.get(key);
    if (!previous) return;
    this.entries.delete(key);
    this.bytes -= previous.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

function copyOf(body: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(body.length);
  body.copy(copy);
  return copy;
}
