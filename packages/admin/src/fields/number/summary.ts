import type { Summary } from '../types.ts';

/** The numbers as they are stored, comma-separated. */
export const numberSummary = (_field: unknown, value: unknown): Summary =>
  Array.isArray(value) ? value.join(', ') : String(value);
