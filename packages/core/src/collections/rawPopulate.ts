import type { RawDocument } from '../database/types.ts';
import type { RawRelation } from '../fields/compileSchema.ts';
import { type FetchRelated, fetchRelated } from '../relationships/populate.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';

const quote = 0x22;
const backslash = 0x5c;
const colon = 0x3a;
const comma = 0x2c;
const openBrace = 0x7b;
const closeBrace = 0x7d;
const openBracket = 0x5b;
const closeBracket = 0x5d;

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** The index just past the string starting at `at` (its opening quote). */
function skipString(bytes: Buffer, at: number): number {
  let end = at + 1;
  for (;;) {
    end = bytes.indexOf(quote, end);
    if (end < 0) throw new SyntaxError('Unterminated string in stored JSON');
    let slashes = 0;
    while (bytes[end - 1 - slashes] === backslash) slashes++;
    if (slashes % 2 === 0) return end + 1;
    end++;
  }
}

/** The index just past the JSON value starting at `at`. */
function skipValue(bytes: Buffer, at: number): number {
  const first = bytes[at];
  if (first === quote) return skipString(bytes, at);
  let i = at;
  if (first === openBrace || first === openBracket) {
    let depth = 0;
    for (;;) {
      const byte = bytes[i];
      if (byte === quote) {
        i = skipString(bytes, i);
        continue;
      }
      if (byte === openBrace || byte === openBracket) depth++;
      else if (byte === closeBrace || byte === closeBracket) {
        depth--;
        if (depth === 0) return i + 1;
      } else if (byte === undefined) throw new SyntaxError('Unterminated value in stored JSON');
      i++;
    }
  }
  // A number, true, false or null.
  while (i < bytes.length && bytes[i] !== comma && bytes[i] !== closeBrace && !isSpace(bytes[i])) i++;
  return i;
}

/**
 * Where the values of some top-level keys of a JSON object lie in its bytes: `[start, end)` by key, for the keys
 * found. Strings are skipped whole (a key's name inside a string or a nested object is never taken for it); the scan
 * stops once every key asked for was found.
 */
export function topLevelValues(bytes: Buffer, keys: ReadonlyMap<string, Buffer>): Map<string, [number, number]> {
  const found = new Map<string, [number, number]>();
  let i = 1;
  const skipSpace = () => {
    while (isSpace(bytes[i])) i++;
  };
  skipSpace();
  while (i < bytes.length && bytes[i] !== closeBrace && found.size < keys.size) {
    const keyStart = i + 1;
    i = skipString(bytes, i);
    const keyEnd = i - 1;
    skipSpace();
    if (bytes[i] !== colon) throw new SyntaxError('Expected ":" in stored JSON');
    i++;
    skipSpace();
    const start = i;
    i = skipValue(bytes, i);
    for (const [key, name] of keys) {
      if (keyEnd - keyStart === name.length && bytes.compare(name, 0, name.length, keyStart, keyEnd) === 0) {
        found.set(key, [start, i]);
        break;
      }
    }
    skipSpace();
    if (bytes[i] === comma) i++;
    skipSpace();
  }
  return found;
}

type Slot = { doc: number; start: number; end: number; collection: string; id: DocumentID };

/**
 * Populates a page of documents kept as JSON text (`rawDocs`, see `canPassThrough`) one level of `depth`, without
 * parsing them: the ids of the collection's top-level relationship fields (`CompiledSchema.rawRelations`) are read
 * out of the text and the related documents, read as any populated document is, written in their place (rows whose
 * rich text refers to documents never get here: `readsAsStored`).
 */
export async function populateRaw(
  rawDocs: RawDocument[],
  relations: RawRelation[],
  req: AtriumRequest,
  fetch: FetchRelated,
): Promise<Buffer[]> {
  const keys = new Map<string, Buffer>();
  for (const field of relations) keys.set(field.name, Buffer.from(field.name));
  const docs = rawDocs.map((doc) =>
    typeof doc === 'string' ? Buffer.from(doc) : Buffer.from(doc.buffer, doc.byteOffset, doc.byteLength),
  );
  const slots: Slot[] = [];
  for (let d = 0; d < docs.length; d++) {
    const bytes = docs[d];
    const ranges = topLevelValues(bytes, keys);
    for (const field of relations) {
      const range = ranges.get(field.name);
      if (!range || (field.maxDepth !== undefined && field.maxDepth <= 0)) continue;
      const id = JSON.parse(bytes.toString('utf8', range[0], range[1])) as unknown;
      if (typeof id === 'string' || typeof id === 'number')
        slots.push({ doc: d, start: range[0], end: range[1], collection: field.relationTo as string, id });
    }
  }
  if (slots.length === 0) return docs;

  /** Each related document's JSON, serialized once however many documents name it. */
  const found = new Map<string, Buffer>();
  for (const [key, doc] of await fetchRelated(slots, req.config.collectionsBySlug, fetch))
    found.set(key, Buffer.from(JSON.stringify(doc)));
  const parts: Buffer[][] = docs.map(() => []);
  const from = docs.map(() => 0);
  // Slots were pushed in document order and, within one, in field order: sort by position to splice in order.
  slots.sort((a, b) => a.doc - b.doc || a.start - b.start);
  for (const slot of slots) {
    const json = found.get(`${slot.collection}:${slot.id}`);
    // Missing or not readable: the id stays.
    if (!json) continue;
    parts[slot.doc].push(docs[slot.doc].subarray(from[slot.doc], slot.start), json);
    from[slot.doc] = slot.end;
  }
  return docs.map((bytes, d) => (from[d] === 0 ? bytes : Buffer.concat([...parts[d], bytes.subarray(from[d])])));
}
