import type { StoredDocument } from '@atrium/core';

/**
 * Builds `{ id, ...fields, createdAt, updatedAt }` from the stored JSON text with a single `JSON.parse`,
 * which also gives core a deep copy it may mutate. `id` is omitted when `undefined` (globals).
 */
export function spliceDocument(id: unknown, json: string, createdAt?: string, updatedAt?: string): StoredDocument {
  const text = spliceText(id, json, createdAt, updatedAt);
  try {
    return JSON.parse(text);
  } catch {
    // Stored text not written by JSON.stringify (e.g. with whitespace): fall back to merging objects.
    const doc: StoredDocument = { ...(id === undefined ? {} : { id }), ...JSON.parse(json) };
    if (createdAt !== undefined) Object.assign(doc, { createdAt, updatedAt });
    return doc;
  }
}

/**
 * The same document as JSON text, never parsed: what a pass-through read answers. Text that was not
 * written by JSON.stringify (leading whitespace…) goes through a parse so the result is always valid JSON.
 */
export function spliceRaw(id: unknown, json: string, createdAt?: string, updatedAt?: string): string {
  if (json.charCodeAt(0) !== 123 || json.charCodeAt(json.length - 1) !== 125)
    return JSON.stringify(spliceDocument(id, json, createdAt, updatedAt));
  return spliceText(id, json, createdAt, updatedAt);
}

function spliceText(id: unknown, json: string, createdAt?: string, updatedAt?: string): string {
  let text = id === undefined ? '{' : `{"id":${JSON.stringify(id)}`;
  const hasFields = json.charCodeAt(1) !== 125;
  if (hasFields) text += id === undefined ? json.slice(1, -1) : `,${json.slice(1, -1)}`;
  if (createdAt !== undefined) {
    text += `${id === undefined && !hasFields ? '' : ','}"createdAt":${JSON.stringify(createdAt)},"updatedAt":${JSON.stringify(updatedAt)}`;
  }
  return `${text}}`;
}
