import type { SanitizedCollection } from '../config/types.ts';
import type { RawDocument, StoredDocument } from '../database/types.ts';
import { needsReadPassAt, type RawRelation, referringShape } from '../fields/compileSchema.ts';
import type { AtriumRequest, Document } from '../types.ts';

const rawKey = Symbol('atrium.rawDocs');
type WithRaw = { [rawKey]?: RawDocument[] };

const toText = (doc: RawDocument) =>
  typeof doc === 'string' ? doc : Buffer.from(doc.buffer, doc.byteOffset, doc.byteLength).toString('utf8');

/**
 * Whether reading would hand stored documents back unchanged: no read hooks, no hidden fields or read transforms,
 * nothing to localize, nothing to populate, no select. Then the documents can go from the database to the response
 * as JSON text, never parsed or re-serialized (the rows that do: `readsAsStored`). `false`, or the relationship
 * fields to populate in the text (`populateRaw`).
 */
export function canPassThrough(
  collection: SanitizedCollection,
  req: AtriumRequest,
  depth: number,
  select?: Record<string, unknown>,
): false | { populate?: RawRelation[] } {
  const schema = collection.fieldSchema;
  const passes =
    collection.hooks.beforeRead.length === 0 &&
    collection.hooks.afterRead.length === 0 &&
    (!select || Object.keys(select).length === 0) &&
    // A list the request asked for: level 0, where virtual fields are read.
    (!needsReadPassAt(schema, 0) || (schema.storedShape !== undefined && !schema.hasVirtualFields)) &&
    (depth === 0 || !schema.populates || schema.rawRelations !== undefined) &&
    (req.config.localization === false || req.locale === 'all' || !schema.hasLocalizedFields);
  if (!passes) return false;
  return { populate: depth > 0 && schema.populates ? schema.rawRelations : undefined };
}

/**
 * Whether a row stored with `shape` reads exactly as stored: always when the collection's read pass changes nothing;
 * otherwise when it was written in the schema's `storedShape` (see `storedShapeOf`), and, for a read that populates,
 * its rich text refers to no document.
 */
export function readsAsStored(collection: SanitizedCollection, shape: string | null, populates: boolean): boolean {
  const schema = collection.fieldSchema;
  if (!schema.needsReadPass) return true;
  return shape === schema.storedShape || (!populates && shape === `${schema.storedShape}${referringShape}`);
}

/** Documents kept as JSON text, parsed. */
export function parseRawDocs(raw: RawDocument[]): StoredDocument[] {
  return JSON.parse(`[${raw.map(toText).join(',')}]`) as StoredDocument[];
}

/**
 * Gives `target` a `docs` property backed by JSON text. Code that reads `docs` gets parsed documents (parsed
 * once, on first access); `rawJSON` serializes the untouched text directly.
 */
export function withRawDocs<T extends object>(target: T, raw: RawDocument[]): T & { docs: Document[] } {
  let parsed: Document[] | undefined;
  const holder = target as T & WithRaw;
  holder[rawKey] = raw;
  Object.defineProperty(target, 'docs', {
    enumerable: true,
    configurable: true,
    get() {
      if (!parsed) {
        parsed = parseRawDocs(raw);
        // From now on the objects may change, so serialization must use them.
        delete holder[rawKey];
      }
      return parsed;
    },
    set(value: Document[]) {
      parsed = value;
      delete holder[rawKey];
    },
  });
  return target as T & { docs: Document[] };
}

const comma = Buffer.from(',');

/**
 * The UTF-8 JSON of a paginated result whose documents were never touched, built with one copy of each
 * document's bytes; `undefined` when the documents were read (or never raw).
 */
export function rawJSON(result: object): Buffer | undefined {
  const raw = (result as WithRaw)[rawKey];
  if (!raw) return undefined;
  const meta: Record<string, unknown> = {};
  for (const key of Object.keys(result)) if (key !== 'docs') meta[key] = (result as Record<string, unknown>)[key];
  const rest = JSON.stringify(meta);
  const parts: Uint8Array[] = [Buffer.from('{"docs":[')];
  raw.forEach((doc, i) => {
    if (i > 0) parts.push(comma);
    parts.push(typeof doc === 'string' ? Buffer.from(doc) : doc);
  });
  parts.push(Buffer.from(rest.length > 2 ? `],${rest.slice(1)}` : ']}'));
  return Buffer.concat(parts);
}
