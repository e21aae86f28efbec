import { getIn, type Path, pathsOverlap, setIn } from './paths.ts';

type Listener = () => void;

/** A field's error as shown: the message and where it came from. */
/**
 * `client`: a validator in the browser; `server`: a save's answer; `draft`: an input holds text that is not a
 * value yet (JSON that does not parse), which no validation pass clears and which blocks saving.
 */
export type FieldErrorState = { message: string; source: 'client' | 'server' | 'draft' };

/**
 * The state of one document form, outside React: values, per-path errors, touched paths and the server's
 * condition answers. Components subscribe to one path (`subscribe(path, …)`), and a change notifies only
 * the listeners whose path overlaps it, so typing into one field of a document with hundreds of array rows
 * re-renders that field and nothing else.
 */
export class FormStore {
  private data: Record<string, unknown>;
  private modified = false;
  private readonly errors = new Map<Path, FieldErrorState>();
  private readonly touched = new Set<Path>();
  private readonly conditions = new Map<Path, boolean>();
  private readonly listeners = new Map<Path, Set<Listener>>();
  private readonly anyListeners = new Set<Listener>();
  private readonly flushers = new Set<() => void>();
  private version = 0;
  /** Set after the first save attempt: every error shows from then on, not only touched fields'. */
  submitted = false;

  constructor(initial: Record<string, unknown>) {
    this.data = initial;
  }

  /** The whole document as it stands. */
  getData(): Record<string, unknown> {
    return this.data;
  }

  getValue(path: Path): unknown {
    return getIn(this.data, path);
  }

  /** Sets one value and notifies the listeners of that path, its ancestors and its descendants. */
  setValue(path: Path, value: unknown): void {
    if (Object.is(this.getValue(path), value)) return;
    this.data = setIn(this.data, path, value);
    this.modified = true;
    this.touched.add(path);
    this.emit(path);
  }

  /** Replaces the whole document (after a save answers, or on reset) and forgets touched state. */
  reset(data: Record<string, unknown>): void {
    this.data = data;
    this.modified = false;
    this.errors.clear();
    this.touched.clear();
    this.submitted = false;
    this.emit('');
  }

  /**
   * A save took the values as they stand: the form is no longer modified, and the keys the server set
   * (`updatedAt`) take its values. Unlike `reset`, no other value is replaced, so an input being typed in keeps
   * its state.
   */
  markSaved(serverSet: Record<string, unknown>): void {
    const changed = Object.entries(serverSet).filter(([key, value]) => value !== undefined && !Object.is(this.data[key], value));
    if (changed.length > 0) this.data = { ...this.data, ...Object.fromEntries(changed) };
    this.modified = false;
    for (const [key] of changed) this.emit(key, false);
    // The modified flag's readers (the status, the leave guard) listen to everything.
    if (changed.length === 0) {
      this.version++;
      for (const listener of this.anyListeners) listener();
    }
  }

  /** Takes values kept from an earlier page (unsaved changes restored from the browser): they count as changes. */
  restore(data: Record<string, unknown>): void {
    this.data = data;
    this.modified = true;
    this.emit('');
  }

  /** Whether anything was changed since the document was loaded or last saved (a flag: cheap on every keystroke). */
  isModified(): boolean {
    return this.modified;
  }

  getError(path: Path): FieldErrorState | undefined {
    return this.errors.get(path);
  }

  /** Every current error, in document order of insertion. */
  getErrors(): [Path, FieldErrorState][] {
    return [...this.errors.entries()];
  }

  setError(path: Path, error: FieldErrorState | undefined): void {
    const current = this.errors.get(path);
    if (current?.message === error?.message && current?.source === error?.source) return;
    if (error) this.errors.set(path, error);
    else this.errors.delete(path);
    this.emit(path, false);
  }

  /** Replaces every error from one source (all client errors after a full validation, or a save's answer). */
  replaceErrors(source: FieldErrorState['source'], errors: { path: Path; message: string }[]): void {
    const changed = new Set<Path>();
    for (const [path, error] of this.errors) {
      if (error.source === source && source !== 'draft') {
        this.errors.delete(path);
        changed.add(path);
      }
    }
    for (const { path, message } of errors) {
      const current = this.errors.get(path)?.source;
      if (source === 'client' && (current === 'server' || current === 'draft')) continue;
      this.errors.set(path, { message, source });
      changed.add(path);
    }
    for (const path of changed) this.emit(path, false);
  }

  /** Marks (or, with `undefined`, clears) text at `path` that is not a value yet; it counts as a change. */
  setDraftError(path: Path, message: string | undefined): void {
    if (message !== undefined) this.modified = true;
    if (message === undefined && this.errors.get(path)?.source !== 'draft') return;
    this.setError(path, message === undefined ? undefined : { message, source: 'draft' });
  }

  /** Whether some input holds text that is not a value yet. */
  hasDraftErrors(): boolean {
    for (const error of this.errors.values()) if (error.source === 'draft') return true;
    return false;
  }

  /**
   * Inputs that keep their value outside the store for a moment (the rich-text editor writes while typing
   * pauses) register here; a save calls `flush()` first so it sends what is on screen.
   */
  registerFlush(flush: () => void): () => void {
    this.flushers.add(flush);
    return () => this.flushers.delete(flush);
  }

  flush(): void {
    for (const flush of this.flushers) flush();
  }

  isTouched(path: Path): boolean {
    return this.touched.has(path);
  }

  markTouched(path: Path): void {
    if (this.touched.has(path)) return;
    this.touched.add(path);
    this.emit(path, false);
  }

  /** Whether a field's condition passes; `true` until the server has answered otherwise. */
  passesCondition(path: Path): boolean {
    return this.conditions.get(path) ?? true;
  }

  setConditions(answers: Record<Path, boolean>): void {
    for (const [path, passes] of Object.entries(answers)) {
      if (this.conditions.get(path) === passes) continue;
      this.conditions.set(path, passes);
      this.emit(path, false);
    }
  }

  markSubmitted(): void {
    this.submitted = true;
    this.emit('', false);
  }

  /** Subscribes to changes overlapping `path` (`''`: everything). */
  subscribe(path: Path, listener: Listener): () => void {
    let set = this.listeners.get(path);
    if (!set) {
      set = new Set();
      this.listeners.set(path, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(path);
    };
  }

  /** Subscribes to every change (modified flag, error pill). */
  subscribeAll(listener: Listener): () => void {
    this.anyListeners.add(listener);
    return () => this.anyListeners.delete(listener);
  }

  /** Increases on every change; lets `useSyncExternalStore` snapshots tell that something moved. */
  getVersion(): number {
    return this.version;
  }

  private emit(path: Path, isValueChange = true): void {
    this.version++;
    for (const [listenerPath, set] of this.listeners) {
      if (!pathsOverlap(listenerPath, path)) continue;
      for (const listener of set) listener();
    }
    for (const listener of this.anyListeners) listener();
    if (isValueChange) this.onChange?.(path);
  }

  /** Called after every value change (validation and the server's condition check hook in here). */
  onChange?: (path: Path) => void;
}
