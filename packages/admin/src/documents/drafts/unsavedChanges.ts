type Document = Record<string, unknown>;

/**
 * A form's values the server does not have yet, the stored version they are changes to (`base`, its
 * `updatedAt`: a save of them is refused with the 409 question if someone else saved since), and when the
 * browser kept them (ms since the epoch).
 */
export type KeptChanges = { data: Document; base?: string; keptAt: number };

/** Where kept changes live: IndexedDB in the browser (`indexedDBArea`). */
export type ChangesArea = {
  get(key: string): Promise<KeptChanges | undefined>;
  put(key: string, value: KeptChanges): Promise<void>;
  delete(key: string): Promise<void>;
};

/**
 * One key per signed-in user, document and content locale: another account on the same browser, or the same
 * document in another locale, never gets these values.
 */
export function keptChangesKey(parts: {
  user: { id: string | number; collection?: string };
  kind: 'collection' | 'global';
  slug: string;
  id?: string | number;
  locale?: string;
}): string {
  const { user, kind, slug, id, locale } = parts;
  return JSON.stringify([user.collection ?? '', String(user.id), kind, slug, id === undefined ? '' : String(id), locale ?? '']);
}

type Write = { kind: 'put'; value: KeptChanges } | { kind: 'delete' };

/**
 * Keeps one form's unsaved values in the browser until the server has them. Every change is handed over
 * (`keep`); writes go one at a time and only the newest waiting one is written, so fast typing costs one
 * write in flight and one waiting. `saved` forgets the copy once the server has exactly the values last kept:
 * a value typed while the save was on its way stays kept.
 */
export class UnsavedChanges {
  private latest: Document | undefined;
  private next: Write | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly area: ChangesArea,
    private readonly key: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** What a previous page (before a reload, a crash or an outage) kept for this form, if anything. */
  read(): Promise<KeptChanges | undefined> {
    return this.area.get(this.key);
  }

  keep(data: Document, base: string | undefined): void {
    this.latest = data;
    this.schedule({ kind: 'put', value: { data, base, keptAt: this.now() } });
  }

  /**
   * The server now holds `data` as version `base`: nothing is left to keep, unless the form moved on since;
   * then what is kept becomes changes to that version.
   */
  saved(data: Document, base: string | undefined): void {
    if (this.latest !== undefined && this.latest !== data) this.keep(this.latest, base);
    else this.discard();
  }

  /** Forgets what is kept (the user discarded it). */
  discard(): void {
    this.latest = undefined;
    this.schedule({ kind: 'delete' });
  }

  /** Resolves once every write handed over so far is done (a page about to go away waits for it). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private schedule(write: Write): void {
    this.next = write;
    if (!this.running) this.running = this.drain();
  }

  private async drain(): Promise<void> {
    try {
      while (this.next) {
        const write = this.next;
        this.next = undefined;
        try {
          if (write.kind === 'put') await this.area.put(this.key, write.value);
          else await this.area.delete(this.key);
        } catch {
          // A browser that refuses storage (private mode, quota) still has the values in the form; nothing more to do.
        }
      }
    } finally {
      this.running = undefined;
    }
  }
}
