import type { DataField, Field, FieldType } from '@atrium/core/client';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { FieldProps } from './fieldProps.ts';

/** A field type's summary of a value (text, or the number of items of a list-like field); `null` shows nothing. */
export type SummaryOf = (field: DataField, value: unknown) => string | number | null;

/**
 * What forms need from the field types. Forms never import the field types themselves (each type's input renders
 * forms of its own, so the import would run in a circle); the views that show forms provide them
 * (`fields/FieldTypesProvider.tsx`).
 */
export type FieldRegistry = {
  /** The input of a field type; `undefined` shows nothing. */
  inputOf: (type: FieldType) => ComponentType<FieldProps<any>> | undefined;
  /** A value's summary by its field type, for cards and collapsed rows. */
  summaryOf: SummaryOf;
  /** Loads the code of every on-demand input these fields use (at any depth). */
  preloadCode: (fields: Field[]) => Promise<void>;
  /** Whether the code of every on-demand input these fields use is already loaded. */
  isCodeLoaded: (fields: Field[]) => boolean;
};

const FieldRegistryContext = createContext<FieldRegistry | null>(null);

/** Gives the forms below it the field types' inputs. */
export function FieldRegistryProvider({ registry, children }: { registry: FieldRegistry; children: ReactNode }) {
  return <FieldRegistryContext.Provider value={registry}>{children}</FieldRegistryContext.Provider>;
}

/** The field types' inputs, as the view around the form provided them. */
export function useFieldRegistry(): FieldRegistry {
  const registry = useContext(FieldRegistryContext);
  // Loud: without it every field would silently render nothing.
  if (!registry) throw new Error('useFieldRegistry must be used inside FieldRegistryProvider (see fields/FieldTypesProvider)');
  return registry;
}
