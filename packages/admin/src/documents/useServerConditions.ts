import { useEffect } from 'react';
import type { FormStore } from '../forms/FormStore.ts';
import { whenIdleAfter } from '../forms/whenIdle.ts';
import { conditionsOf, fetchFormState } from './formState.ts';

/** Milliseconds after the last change before the server is asked again. */
const debounce = 300;

type Args = {
  store: FormStore;
  kind: 'collection' | 'global';
  slug: string;
  id?: string | number;
  operation: 'create' | 'update';
  /** Whether the entity has fields with conditions at all; nothing is asked otherwise. */
  isEnabled: boolean;
  /** Whether the store already holds the answers for the loaded data (asked while the document loaded). */
  hasInitialAnswers: boolean;
};

/**
 * Keeps the form's condition answers current: condition functions run only on the server, so the form asks
 * `POST /api/form-state` once on load and again 300 ms after the last change, and feeds the answers to the
 * store. A failed request leaves the answers as they were (spec 7).
 */
export function useServerConditions({ store, kind, slug, id, operation, isEnabled, hasInitialAnswers }: Args): void {
  useEffect(() => {
    if (!isEnabled) return;
    let cancelAsk: (() => void) | undefined;
    let controller: AbortController | undefined;
    const ask = async () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      try {
        const state = await fetchFormState(
          { kind, slug, id, data: store.getData(), operation },
          {
            signal: current.signal,
            onError: (body) => console.warn('Atrium admin: the server refused to evaluate field conditions', body),
          },
        );
        if (state && !current.signal.aborted) store.setConditions(conditionsOf(state));
      } catch (error) {
        if ((error as Error)?.name !== 'AbortError') console.warn('Atrium admin: could not evaluate field conditions', error);
      }
    };
    if (!hasInitialAnswers) void ask();
    const previous = store.onChange;
    store.onChange = (path) => {
      previous?.(path);
      cancelAsk?.();
      // Sending the whole form is work of its own in a long document: done between keystrokes, not in their way.
      cancelAsk = whenIdleAfter(debounce, () => void ask(), debounce);
    };
    return () => {
      store.onChange = previous;
      cancelAsk?.();
      controller?.abort();
    };
  }, [store, kind, slug, id, operation, isEnabled, hasInitialAnswers]);
}
