import { en } from './en/index.ts';

export { pluralForm, splitPlural } from './plural.ts';
export type { MessageKey, Messages, NamespaceName, NamespaceStrings, PluralForm, Translations } from './types.ts';
export { en };
