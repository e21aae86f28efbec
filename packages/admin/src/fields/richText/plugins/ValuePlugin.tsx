import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createParagraphNode, $getRoot, type LexicalEditor } from 'lexical';
import { useEffect, useRef } from 'react';
import { useForm } from '../../../forms/FormProvider.tsx';
import { whenIdle } from '../../../forms/whenIdle.ts';
import { isEditorStateValue, isEmptyState } from '../editorValue.ts';
import { StateSerializer } from './stateSerializer.ts';

type Props = {
  value: unknown;
  setValue: (value: unknown) => void;
  markTouched: () => void;
};

/** Writes wait this long after the last change while the editor has focus… */
const quietMs = 250;
/** …but never longer than this during continuous typing. */
const maxWaitMs = 1000;
/** …plus at most this long for the browser to be idle (between keystrokes) before the write. */
const idleWaitMs = 250;

/**
 * Keeps the form value and the editor in step. Changes are written as `editorState.toJSON()`, but not on every
 * keystroke: a write wakes the form's own work (autosave, the server's conditions, kept unsaved changes), so
 * writes wait for a pause in typing (at most a second), and happen at once when the editor loses focus, when Ctrl
 * or Cmd goes down (before a Ctrl/Cmd+S reaches the save handler), and when the editor goes away, so the last
 * change is never lost. A write serializes only the top-level nodes changed since the last (`StateSerializer`).
 *
 * Unchanged content writes nothing: when the editor's JSON equals what the stored value parsed to, the stored
 * value itself stays in the form (its bytes, key order included), so saving a document without edits stores
 * exactly what was loaded.
 */
export function ValuePlugin({ value, setValue, markTouched }: Props) {
  const [editor] = useLexicalComposerContext();
  const sync = useRef<ValueSync | null>(null);
  sync.current ??= new ValueSync(editor, value);
  const latest = useRef({ setValue, markTouched });
  latest.current = { setValue, markTouched };

  useEffect(() => {
    const state = sync.current!;
    state.write = (next) => latest.current.setValue(next);
    const flush = () => state.flush();
    const handleFocusOut = () => {
      state.flush();
      latest.current.markTouched();
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      // Ctrl/Cmd+S is handled on the window's capture phase, before this element hears the S: the value must be
      // in the form by then, so the modifier's own keydown already writes it.
      if (event.key === 'Control' || event.key === 'Meta') state.flush();
    };
    const handleVisibility = () => {
      if (document.visibilityState === 'hidden') state.flush();
    };
    const removeUpdate = editor.registerUpdateListener((update) => {
      state.noteUpdate(update);
      const { dirtyElements, dirtyLeaves } = update;
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
      const root = editor.getRootElement();
      // Typing happens with focus inside; anything else (a drawer, the toolbar, a reset) is written at once.
      if (root?.contains(document.activeElement)) state.schedule();
      else state.markDirtyAndFlush();
    });
    const removeRoot = editor.registerRootListener((root, previous) => {
      previous?.removeEventListener('focusout', handleFocusOut);
      previous?.removeEventListener('keydown', handleKeyDown);
      root?.addEventListener('focusout', handleFocusOut);
      root?.addEventListener('keydown', handleKeyDown);
    });
    document.addEventListener('visibilitychange', handleVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      removeUpdate();
      removeRoot();
      document.removeEventListener('visibilitychange', handleVisibility);
      window.removeEventListener('pagehide', flush);
      state.flush();
    };
  }, [editor]);

  // A save asks every input to hand over what it holds before it reads the form (FormStore.flush).
  const { store } = useForm();
  useEffect(() => store.registerFlush(() => sync.current?.flush()), [store]);

  // A value set from outside (the form reset after a save, a restored version) replaces the editor's content.
  useEffect(() => {
    sync.current!.adopt(value);
  }, [value]);

  return null;
}

/** The bookkeeping behind `ValuePlugin`, outside React. */
class ValueSync {
  /** The value as loaded (or last set from outside). */
  private original: unknown;
  /** The editor's JSON of `original`: content equal to it is unchanged. */
  private baseline: string;
  /** The editor's JSON last written (or loaded). */
  private lastText: string;
  /** The value last written to the form. */
  private lastValue: unknown;
  private isDirty = false;
  private quietTimer: number | undefined;
  private maxTimer: number | undefined;
  private cancelIdle: (() => void) | undefined;
  private readonly serializer = new StateSerializer();
  write: (value: unknown) => void = () => {};

  constructor(
    private readonly editor: LexicalEditor,
    value: unknown,
  ) {
    this.original = value;
    this.lastValue = value;
    // The editor was made from this value: its state is the value as the editor reads it.
    this.baseline = isEditorStateValue(value) ? this.serializer.serialize(editor.getEditorState()).text : '';
    this.lastText = this.baseline;
  }

  /** The editor's JSON for a stored value (an empty editor's for anything that is not an editor state). */
  private textOf(value: unknown): string {
    if (!isEditorStateValue(value)) return '';
    return JSON.stringify(this.editor.parseEditorState(value as never).toJSON());
  }

  noteUpdate(update: Parameters<StateSerializer['noteUpdate']>[0]): void {
    this.serializer.noteUpdate(update);
  }

  schedule(): void {
    this.isDirty = true;
    window.clearTimeout(this.quietTimer);
    this.quietTimer = window.setTimeout(() => this.flushWhenIdle(), quietMs);
    this.maxTimer ??= window.setTimeout(() => this.flushWhenIdle(), maxWaitMs);
  }

  /** Writes once the browser is idle: in a long document the write is work a keystroke should not wait behind. */
  private flushWhenIdle(): void {
    this.cancelIdle ??= whenIdle(() => {
      this.cancelIdle = undefined;
      this.flush();
    }, idleWaitMs);
  }

  private cancelTimers(): void {
    window.clearTimeout(this.quietTimer);
    window.clearTimeout(this.maxTimer);
    this.cancelIdle?.();
    this.quietTimer = undefined;
    this.maxTimer = undefined;
    this.cancelIdle = undefined;
  }

  markDirtyAndFlush(): void {
    this.isDirty = true;
    this.flush();
  }

  /** Writes the editor's content to the form now, if it changed. */
  flush(): void {
    this.cancelTimers();
    if (!this.isDirty) return;
    this.isDirty = false;
    const { text, value } = this.serializer.serialize(this.editor.getEditorState());
    if (text === this.lastText) return;
    this.lastText = text;
    let next: unknown;
    if (text === this.baseline) next = this.original;
    // An editor left empty over an empty value keeps the value empty (no `{root}` with one blank paragraph).
    else if (!isEditorStateValue(this.original) && isEmptyState(value)) next = this.original;
    else next = value;
    if (next === this.lastValue) return;
    this.lastValue = next;
    this.write(next);
  }

  /** Takes a value set from outside; replaces the editor's content only if it differs from it. */
  adopt(value: unknown): void {
    if (value === this.lastValue || value === this.original) return;
    const text = this.textOf(value);
    this.isDirty = false;
    this.cancelTimers();
    const current = this.serializer.serialize(this.editor.getEditorState()).text;
    this.original = value;
    this.lastValue = value;
    this.baseline = text;
    this.lastText = text === '' ? current : text;
    if (text === current) return;
    if (text === '') {
      this.editor.update(
        () => {
          const root = $getRoot();
          root.clear();
          root.append($createParagraphNode());
        },
        { tag: 'history-merge' },
      );
      this.lastText = '';
    } else {
      this.editor.setEditorState(this.editor.parseEditorState(value as never), { tag: 'history-merge' });
    }
  }
}
