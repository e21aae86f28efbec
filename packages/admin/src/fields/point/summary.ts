import type { Summary } from '../types.ts';

/** Longitude and latitude. */
export const pointSummary = (_field: unknown, value: unknown): Summary => (Array.isArray(value) ? value.join(', ') : null);
