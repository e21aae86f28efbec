import { createContext, type ReactNode, useContext } from 'react';
import { fieldId } from './fieldId.ts';

const ScopeContext = createContext('');

/**
 * Gives the fields of a nested form (a drawer's document over the page's document) DOM ids of their own:
 * both forms have a `title`, and a label must name the input of its own form. Ids inside become
 * `<prefix>field-<path>`; the page's form keeps plain `field-<path>`.
 */
export function FieldIdScope({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <ScopeContext.Provider value={prefix}>{children}</ScopeContext.Provider>;
}

/** The DOM id of the input at `path` in the current form (see `FieldIdScope`). */
export function useFieldId(path: string): string {
  return `${useContext(ScopeContext)}${fieldId(path)}`;
}

/** The prefix of the current form's ids (`''` on the page). */
export function useFieldIdPrefix(): string {
  return useContext(ScopeContext);
}
