/** Turns a namespaced key (`validation:required`) into text, filling `{{vars}}`. Unknown keys come back as the key. */
export type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** Messages of one language, grouped by namespace: `{ validation: { required: 'This field is required.' } }`. */
export type Messages = Record<string, Record<string, string>>;
