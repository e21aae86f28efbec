import { matchesNothing, readableWhere } from '../access/executeAccess.ts';
import type { SanitizedCollection } from '../config/types.ts';
import type { StoredDocument } from '../database/types.ts';
import { needsReadPassAt } from '../fields/compileSchema.ts';
import { afterReadFields, applySelect } from '../fields/hooks/afterRead.ts';
import { localizeData, resolveLocale } from '../fields/hooks/localize.ts';
import { populateLevel } from '../relationships/populate.ts';
import type { AtriumRequest, Document, DocumentID } from '../types.ts';
import { findRowsByID } from './findRowsByID.ts';
import { readerFind } from './readerFind.ts';

export type ReadOptions = {
  req: AtriumRequest;
  /** Relationship levels still to populate. */
  depth: number;
  context: Record<string, unknown>;
  select?: Record<string, unknown>;
  /** Return `hidden` fields too (internal reads such as duplicate). Defaults to `false`. */
  showHidden?: boolean;
  /** Hops already taken from the document the request asked for. Defaults to `0`. */
  level?: number;
  /** Populate without checking the related collections' read access. Defaults to `false`. */
  overrideAccess?: boolean;
};

/**
 * Turns stored rows into what callers receive: beforeRead hooks, one locale, relationships populated to
 * `depth` (batched per collection per level), field read transforms and hooks, afterRead hooks, `select`.
 */
export async function readDocuments(
  collection: SanitizedCollection,
  rows: StoredDocument[],
  options: ReadOptions,
): Promise<Document[]> {
  return readEntity(
    {
      flattenedFields: collection.flattenedFields,
      fieldSchema: collection.fieldSchema,
      hooks: collection.hooks,
      owner: { collection },
    },
    rows,
    options,
  );
}

/** What reading needs of a collection or a global. */
export type ReadableEntity = {
  flattenedFields: SanitizedCollection['flattenedFields'];
  fieldSchema: SanitizedCollection['fieldSchema'];
  hooks: { beforeRead: HookList; afterRead: HookList };
  owner: Record<string, unknown>;
};
type HookList = Array<(args: any) => unknown>;

/** `readDocuments` for any entity; globals use it with their own hooks. */
export async function readEntity(entity: ReadableEntity, rows: StoredDocument[], options: ReadOptions): Promise<Document[]> {
  const { req, context } = options;
  const level = options.level ?? 0;
  const fields = entity.flattenedFields;

  let docs: Document[] = rows;

  if (entity.hooks.beforeRead.length) {
    docs = await Promise.all(docs.map((doc) => runDocHooks(entity.hooks.beforeRead, doc, entity, req, context)));
  }
  const localization = req.config.localization;
  if (localization) {
    const locale = resolveLocale(localization, req.locale);
    if (locale !== 'all') {
      const fallback =
        req.fallbackLocale === undefined ? (localization.fallback ? localization.defaultLocale : false) : req.fallbackLocale;
      docs = docs.map((doc) => localizeData(doc, fields, locale, fallback === locale ? false : fallback) as Document);
    }
  }
  if (options.depth > 0 && docs.length > 0) {
    await populateLevel(docs, () => fields, level, req.config.collectionsBySlug, relatedReader(options, level));
  }
  if (needsReadPassAt(entity.fieldSchema, level) || options.showHidden) {
    const find = readerFind(req, context, options.overrideAccess, level, readDocuments);
    for (const doc of docs) {
      const pending = afterReadFields(fields, doc, {
        req,
        context,
        root: doc,
        showHidden: options.showHidden ?? false,
        overrideAccess: options.overrideAccess,
        depth: options.depth,
        level,
        find,
      });
      // Most documents need no wait (no read access, hook or virtual field): they cost no turn of the event loop.
      if (pending) await pending;
    }
  }
  if (entity.hooks.afterRead.length) {
    docs = await Promise.all(docs.map((doc) => runDocHooks(entity.hooks.afterRead, doc, entity, req, context)));
  }
  if (options.select && Object.keys(options.select).length > 0)
    docs = docs.map((doc) => applySelect(doc, options.select!) as Document);
  return docs;
}

/**
 * Reads the related documents of one population level (one hop past `level`) for `populateLevel`: the reader's access
 * to the related collection applies, and what they may not read stays an id.
 */
export function relatedReader(options: ReadOptions, level: number) {
  const { req, context } = options;
  return async (related: SanitizedCollection, ids: DocumentID[]): Promise<Document[]> => {
    const where = await readableWhere(req, related, options.overrideAccess);
    if (where === matchesNothing) return [];
    const found = await findRowsByID(req, related, ids, where);
    return readDocuments(related, found, {
      req,
      context,
      depth: options.depth - 1,
      level: level + 1,
      overrideAccess: options.overrideAccess,
    });
  };
}

async function runDocHooks(
  hooks: HookList,
  doc: Document,
  entity: ReadableEntity,
  req: AtriumRequest,
  context: Record<string, unknown>,
): Promise<Document> {
  let current = doc;
  for (const hook of hooks) {
    const next = await hook({ doc: current, ...entity.owner, req, context });
    if (next && typeof next === 'object') current = next as Document;
  }
  return current;
}
