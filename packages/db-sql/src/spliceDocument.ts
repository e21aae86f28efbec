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

const openBrace = 0x7b;
const closeBrace = 0x7d;
const doubleQuote = 0x22;

/**
 * The same document as UTF-8 JSON bytes, never parsed or decoded: what a pass-through read answers.
 * `json` is the stored text as bytes; bytes not written by JSON.stringify (leading whitespace…) go through
 * a parse so the result is always valid JSON.
 */
export function spliceRaw(id: unknown, json: Uint8Array, createdAt?: string, updatedAt?: string): Buffer {
  const bytes = Buffer.from(json.buffer, json.byteOffset, json.byteLength);
  // JSON.stringify output is `{}` or `{"…":…}`; anything else (whitespace written by another tool) is reparsed.
  const canonical =
    bytes[0] === openBrace && bytes[bytes.length - 1] === closeBrace && (bytes.length === 2 || bytes[1] === doubleQuote);
  if (!canonical) {
    return Buffer.from(JSON.stringify(spliceDocument(id, bytes.toString('utf8'), createdAt, updatedAt)));
  }
  const hasFields = bytes.length > 2;
  const head = id === undefined ? '{' : `{"id":${JSON.stringify(id)}${hasFields ? ',' : ''}`;
  const tail =
    createdAt === undefined
      ? '}'
      : `${id === undefined && !hasFields ? '' : ','}"createdAt":${JSON.stringify(createdAt)},"updatedAt":${JSON.stringify(updatedAt)}}`;
  return Buffer.concat([Buffer.from(head), bytes.subarray(1, bytes.length - 1), Buffer.from(tail)]);
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
