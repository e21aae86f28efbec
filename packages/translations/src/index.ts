import { en } from './en/index.ts';

export type { Messages, NamespaceName, NamespaceStrings, PluralForm, Translations } from './types.ts';
export { en };
export { pluralForm, splitPlural } from './plural.ts';
