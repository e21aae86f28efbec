import type { ReactNode } from 'react';
import { type FieldRegistry, FieldRegistryProvider } from '../forms/FieldRegistry.tsx';
import { dataFieldUI, fieldComponents, isFieldCodeLoaded, preloadFieldCode } from './registry.ts';

const registry: FieldRegistry = {
  inputOf: (type) => fieldComponents[type],
  summaryOf: (field, value) => dataFieldUI(field.type)?.summary(field, value) ?? null,
  preloadCode: preloadFieldCode,
  isCodeLoaded: isFieldCodeLoaded,
};

/**
 * Gives the forms below it every field type's input. Each view that shows a form puts it around the form; the
 * app's root does not, so the field types' code stays out of the pages that show no form.
 */
export function FieldTypesProvider({ children }: { children: ReactNode }) {
  return <FieldRegistryProvider registry={registry}>{children}</FieldRegistryProvider>;
}
