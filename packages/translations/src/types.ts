import type { en } from './en/index.ts';

type English = typeof en;

/** The namespaces of the interface strings (`general`, `validation`, …); keys are written `namespace:key`. */
export type NamespaceName = keyof English;

/** The plural forms of spec 9: 0 zero, 1 one, 2 two, 3 to 5 few, above 5 many; `other` is the fallback. */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The plural forms a language may add to a key English writes with `_other` (Arabic has all five). */
type ExtraPlurals<K> = K extends `${infer Base}_other` ? `${Base}_${Exclude<PluralForm, 'other'>}` : never;

/**
 * One namespace in a language: exactly English's keys (a missing or unknown key fails the typecheck), plus
 * whichever plural forms the language needs.
 */
export type NamespaceStrings<N extends NamespaceName> = { [K in keyof English[N]]: string } & {
  [K in ExtraPlurals<keyof English[N]>]?: string;
};

/** A language's strings, by namespace, checked against English. */
export type Translations = { [N in NamespaceName]: NamespaceStrings<N> };

/** A key without its plural suffix: the plural forms of `items_one`/`items_other` are asked for as `items`. */
type BaseKey<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/**
 * Every `namespace:key` English defines (plural keys by their base name). Errors take this type, not `string`,
 * so a message built from a template literal with a request's text in it does not compile: request values go
 * in the error's variables.
 */
export type MessageKey = { [N in NamespaceName]: `${N}:${BaseKey<keyof English[N] & string>}` }[NamespaceName];

/** Any language's strings as plain records (what translators and the completeness check read). */
export type Messages = Record<string, Record<string, string>>;
