import { isPlainObject } from './isPlainObject.ts';

/** A random row id of 24 lowercase hex characters (the length of a Mongo ObjectId, as Payload clients expect). */
export function createRowId(): string {
  // Web Crypto is global in Node 20 and browsers, so this stays usable in the admin bundle.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  let id = '';
  for (const byte of bytes) id += byte.toString(16).padStart(2, '0');
  return id;
}

/** Gives every plain-object row a string `id` when it has none; keeps existing ids and never mutates. */
export function withRowIds(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((row) => {
    if (!isPlainObject(row)) return row;
    const id = (row as { id?: unknown }).id;
    if (typeof id === 'string' && id !== '') return row;
    // A numeric id (e.g. from an import) is kept as its string form rather than replaced.
    if (typeof id === 'number' && Number.isFinite(id)) return { ...row, id: String(id) };
    return { ...row, id: createRowId() };
  });
}
