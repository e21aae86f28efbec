import { createContext, type ReactNode, useContext } from 'react';
import type { FieldPermissions } from '../auth/AuthProvider.tsx';
import type { FormStore } from './FormStore.ts';
import type { ValidationContext } from './validate.ts';

/** What every field of one form shares. */
export type FormContextValue = {
  store: FormStore;
  validation: ValidationContext;
  /** The whole form is read-only (no update permission). */
  readOnly: boolean;
  /** The field permissions of the document (`/api/access`), top level. */
  permissions?: FieldPermissions;
  /** `collections/<slug>` or `globals/<slug>`: the entity the form edits (preference keys, drawers). */
  entity: { kind: 'collection' | 'global'; slug: string };
  /** The document's id once it exists. */
  id?: string | number;
  /**
   * Set on a document's own form, whose whole data the server can judge (`POST /api/form-state`): how it would
   * be saved. Unset on forms that are not one document (bulk edit, a drawer's form inside rich text).
   */
  serverCheck?: { operation: 'create' | 'update'; locale?: string };
};

const FormContext = createContext<FormContextValue | null>(null);

/** Gives the fields below it their form. */
export function FormProvider({ value, children }: { value: FormContextValue; children: ReactNode }) {
  return <FormContext.Provider value={value}>{children}</FormContext.Provider>;
}

/** The form the calling field belongs to. */
export function useForm(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error('useForm must be used inside FormProvider');
  return form;
}
