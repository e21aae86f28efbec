import { useEffect, useRef, useState } from 'react';
import type { FormStore } from '../../forms/FormStore.ts';
import { whenIdleAfter } from '../../forms/whenIdle.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { describeSaveError } from '../saveErrors.ts';
import type { DocumentSaving, SaveMode } from '../useSaveDocument.ts';
import { isRetryable, retryDelay } from './retryPolicy.ts';

/** What the header says about autosaving. */
export type AutosaveState =
  | { phase: 'idle' }
  | { phase: 'saving' }
  | { phase: 'saved'; at: Date }
  /** The server did not take the last save (away, restarting, overloaded): the next try is on its way. */
  | { phase: 'retrying' }
  | { phase: 'failed'; message: string };

const autosaveMode: SaveMode = { draft: true, autosave: true, status: 'draft' };
/** How long a due autosave waits at most for the browser to be idle. */
const idleWaitMs = 1000;

/**
 * Saves a draft by itself `interval` ms after the last change (Payload's `drafts.autosave`). A save the
 * server did not get is tried again with growing pauses (`retryDelay`), at once when the browser comes back
 * online, and the values stay kept in the browser meanwhile; a refused one says why and waits for the next
 * change; a conflict is the form's 409 question. `interval` undefined: off.
 */
export function useAutosave(
  store: FormStore,
  saving: Pick<DocumentSaving, 'save' | 'savingMode'>,
  interval: number | undefined,
): AutosaveState {
  const { t } = useTranslation();
  const [state, setState] = useState<AutosaveState>({ phase: 'idle' });
  const save = useRef(saving.save);
  save.current = saving.save;
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    if (interval === undefined) return;
    /** Cancels the save that is due, while one is (cleared once it starts). */
    let cancelDue: (() => void) | undefined;
    let failures = 0;
    let isStopped = false;

    const schedule = (delay: number) => {
      cancelDue?.();
      // Sent between keystrokes once the browser is idle (a long document's request is work of its own), and
      // within a second at the latest.
      cancelDue = whenIdleAfter(delay, () => void run(), idleWaitMs);
    };
    const run = async () => {
      cancelDue = undefined;
      if (!store.isModified()) return;
      setState({ phase: 'saving' });
      const outcome = await save.current(autosaveMode);
      if (isStopped) return;
      if (outcome.result === 'saved') {
        failures = 0;
        setState({ phase: 'saved', at: new Date() });
      } else if (outcome.result === 'failed' && isRetryable(outcome.error)) {
        setState({ phase: 'retrying' });
        schedule(retryDelay(failures++));
        return;
      } else if (outcome.result === 'failed') {
        setState({ phase: 'failed', message: describeSaveError(outcome.error, translate.current).message });
        return;
      } else if (outcome.result === 'conflict') {
        setState({ phase: 'idle' });
        return;
      }
      // Typed while that save was on its way (or it waited for another save): those values get their turn.
      if (store.isModified() && cancelDue === undefined) schedule(interval);
    };

    let last = store.getData();
    const unsubscribe = store.subscribeAll(() => {
      const data = store.getData();
      if (data === last) return;
      last = data;
      // While the server is away the retry's own pause stands: typing does not hammer it.
      if (store.isModified() && failures === 0) schedule(interval);
    });
    const handleOnline = () => {
      if (failures > 0) schedule(0);
    };
    window.addEventListener('online', handleOnline);
    // Values restored from the browser before this ran are changes too.
    if (store.isModified()) schedule(interval);
    return () => {
      isStopped = true;
      cancelDue?.();
      unsubscribe();
      window.removeEventListener('online', handleOnline);
    };
  }, [store, interval]);

  // An explicit save (publish, save draft) settles what the header said about the last autosave.
  const isExplicitSave = saving.savingMode !== undefined && !saving.savingMode.autosave;
  return isExplicitSave ? { phase: 'idle' } : state;
}
