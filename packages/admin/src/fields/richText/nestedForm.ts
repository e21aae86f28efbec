import type { Field } from '@atrium/core/client';
import { useMemo } from 'react';
import { type FormContextValue, useForm } from '../../forms/FormProvider.tsx';
import { FormStore } from '../../forms/FormStore.ts';
import { validateForm } from '../../forms/validate.ts';

/** A small form of its own for the fields stored inside a node (a block's, a link's or an upload's extra fields). */
export type NestedForm = {
  /** Give this to a `FormProvider` around `RenderFields fields={fields} path={key}`. */
  context: FormContextValue;
  /** Where the values sit in the nested store: field ids and error paths start with it, so they never collide with the page's. */
  key: string;
  /** Checks every field in the browser; shows the errors and answers how many there are. */
  validate: () => Promise<number>;
  /** The values as edited. */
  values: () => Record<string, unknown>;
};

/**
 * A form for `fields` with `initial` values, inside the form of the document (same validation context, same
 * entity, read-only when it is). The values live under `key` (a node id), so the inputs' DOM ids are unique
 * while the page's own form stays in the document.
 */
export function useNestedForm(key: string, fields: Field[], initial: Record<string, unknown>, readOnly: boolean): NestedForm {
  const outer = useForm();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial values are read once, when the drawer opens
  return useMemo(() => {
    const store = new FormStore({ [key]: structuredClone(initial) });
    const wrapper: Field[] = [{ type: 'group', name: key, fields } as Field];
    return {
      key,
      // Its data is one node's fields, not a document the server could judge as it stands.
      context: { ...outer, store, readOnly: outer.readOnly || readOnly, serverCheck: undefined },
      validate: async () => {
        const errors = await validateForm(wrapper, store, outer.validation);
        store.replaceErrors('client', errors);
        store.markSubmitted();
        return errors.length;
      },
      values: () => (store.getData()[key] ?? {}) as Record<string, unknown>,
    };
  }, [key, fields]);
}
