import type { SanitizedCollection } from '../config/types.ts';
import type { RawDocument } from '../database/types.ts';
import { needsReadPassAt } from '../fields/compileSchema.ts';
import type { AtriumRequest, Document } from '../types.ts';

const rawKey = Symbol('atrium.rawDocs');
type WithRaw = { [rawKey]?: RawDocument[] };

const toText = (doc: RawDocument) =>
  typeof doc === 'string' ? doc : Buffer.from(doc.buffer, doc.byteOffset, doc.byteLength).toString('utf8');

/**
 * Whether reading would hand every stored document back unchanged: no read hooks, no hidden fields or
 * read transforms, nothing to localize, nothing to populate, no select. Then the documents can go from
 * the database to the response as JSON text, never parsed or re-serialized.
 */
export function canPassThrough(
  collection: SanitizedCollection,
  req: AtriumRequest,
  depth: number,
  select?: Record<string, unknown>,
): boolean {
  const schema = collection.fieldSchema;
  return (
    collection.hooks.beforeRead.length === 0 &&
    collection.hooks.afterRead.length === 0 &&
    (!select || Object.keys(select).length === 0) &&
    // A list the request asked for: level 0, where virtual fields are read.
    !needsReadPassAt(schema, 0) &&
    (depth === 0 || !schema.hasRelations) &&
    (req.config.localization === false || req.locale === 'all' || !schema.hasLocalizedFields)
  );
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
        parsed = JSON.parse(`[${raw.map(toText).join(',')}]`) as Document[];
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
