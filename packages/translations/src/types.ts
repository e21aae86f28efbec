/** One namespace of interface strings: key → template with `{{var}}` placeholders. */
export type Namespace = Record<string, string>;

/** A language's strings, by namespace (`general`, `auth`, …). Keys are written `namespace:key`. */
export type Translations = Record<string, Namespace>;
