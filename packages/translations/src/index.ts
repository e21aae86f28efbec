import { en } from './en/index.ts';

export type { Namespace, Translations } from './types.ts';
export { en };

/** The languages whose strings ship with Atrium, by code. English is the source every other is checked against. */
export const translations = { en } as const;
