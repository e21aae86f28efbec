import type { Summary } from '../types.ts';

/** A tick when checked; nothing when not. */
export const checkboxSummary = (_field: unknown, value: unknown): Summary => (value === true ? '✓' : null);
