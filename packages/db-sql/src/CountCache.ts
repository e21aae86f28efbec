/** Counts kept at most; a read-heavy site asks the same few list queries over and over. */
const maxEntries = 500;

/**
 * Row counts by query, valid while nobody writes. The adapter empties it on its own writes; `dataVersion`
 * (SQLite's data_version) reveals commits by other connections and processes. Without `dataVersion` nothing
 * is cached, since other writers could not be noticed.
 */
export class CountCache {
  private readonly entries = new Map<string, number>();
  private version: number | undefined;

  constructor(private readonly dataVersion: (() => number) | undefined) {}

  get enabled(): boolean {
    return this.dataVersion !== undefined;
  }

  get(key: string): number | undefined {
    if (!this.dataVersion) return undefined;
    const version = this.dataVersion();
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
      return undefined;
    }
    return this.entries.get(key);
  }

  set(key: string, count: number): void {
    if (!this.dataVersion) return;
    if (this.entries.size >= maxEntries) this.entries.clear();
    this.entries.set(key, count);
  }

  clear(): void {
    this.entries.clear();
  }
}
