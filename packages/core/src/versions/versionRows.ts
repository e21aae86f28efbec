import { mayReadDrafts } from '../access/executeAccess.ts';
import type { SanitizedCollection, SanitizedDrafts } from '../config/types.ts';
import type { StoredDocument } from '../database/types.ts';
import { sanitizeWhere } from '../queries/sanitizeWhere.ts';
import type { Where, WhereNode } from '../queries/types.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';
import { draftsOf, versionsSlug } from './versionsConfig.ts';

type Data = Record<string, unknown>;

/** Where the write pipeline keeps a target's versions. */
export type VersionTarget = {
  /** The internal versions collection. */
  collection: SanitizedCollection;
  /** Versions kept per document (globals: of the global); `0` keeps all. */
  maxPerDoc: number;
  drafts: SanitizedDrafts;
};

/** The versions of a versioned collection or global, as the write pipeline keeps them; `undefined` without versions. */
export function versionTarget(
  req: AtriumRequest,
  owner: { slug: string; versions: false | { drafts: SanitizedDrafts; maxPerDoc: number } },
): VersionTarget | undefined {
  if (!owner.versions) return undefined;
  return {
    collection: req.config.collectionsBySlug[versionsSlug(owner.slug)],
    maxPerDoc: owner.versions.maxPerDoc,
    drafts: owner.versions.drafts,
  };
}

function checkedWhere(req: AtriumRequest, collection: SanitizedCollection, where: Where): WhereNode | undefined {
  return sanitizeWhere(collection, where, { config: req.config, locale: req.locale, allowHidden: true });
}

/** The versions of one document (`parent`), or of the global when there is no parent. */
function ofParent(parent: DocumentID | undefined): Where {
  return parent === undefined ? {} : { parent: { equals: parent } };
}

/** The latest version of a document (or of the global), or `null` when it has none. */
export async function findLatestVersion(
  req: AtriumRequest,
  versions: SanitizedCollection,
  parent: DocumentID | undefined,
): Promise<StoredDocument | null> {
  const { docs } = await req.db.find({
    collection: versions.slug,
    where: checkedWhere(req, versions, { ...ofParent(parent), latest: { equals: true } }),
    // No sort given: the adapter's own order, newest id first, without a planning step for a one-row read.
    sort: [],
    limit: 1,
    pagination: false,
    transaction: req.transaction,
  });
  return docs[0] ?? null;
}

/** A version row's fields, for writing it back changed (its `updatedAt` kept unless the change sets one). */
function fieldsOf(row: StoredDocument): Data {
  const { id: _id, createdAt: _createdAt, ...fields } = row;
  return fields;
}

export type SaveVersionArgs = {
  parent: DocumentID | undefined;
  /** The document as stored (every locale), with `_status`, `createdAt` and `updatedAt`. */
  snapshot: Data;
  /** An autosave: replaces the latest version in place when that one is an autosave too. */
  autosave: boolean;
  /** The latest version when the caller has it; `null`: there is none; `undefined`: look it up. */
  latest: StoredDocument | null | undefined;
  /** Set when the save published one locale only. */
  publishedLocale?: string;
};

/**
 * Stores a version of a save inside its transaction: the one latest autosave is updated in place, otherwise a new
 * version becomes the latest; then the oldest beyond `maxPerDoc` are deleted.
 */
export async function saveVersion(req: AtriumRequest, target: VersionTarget, args: SaveVersionArgs): Promise<void> {
  const { collection } = target;
  const transaction = req.transaction;
  const updatedAt = args.snapshot.updatedAt as string;
  const latest = args.latest === undefined ? await findLatestVersion(req, collection, args.parent) : args.latest;
  if (args.autosave && latest?.autosave === true) {
    await req.db.updateOne({
      collection: collection.slug,
      id: latest.id,
      data: { ...fieldsOf(latest), version: args.snapshot, updatedAt },
      transaction,
    });
    return;
  }
  if (latest)
    await req.db.updateOne({
      collection: collection.slug,
      id: latest.id,
      data: { ...fieldsOf(latest), latest: false },
      transaction,
    });
  await req.db.create({
    collection: collection.slug,
    data: {
      ...(args.parent === undefined ? {} : { parent: args.parent }),
      version: args.snapshot,
      autosave: args.autosave,
      latest: true,
      ...(args.publishedLocale ? { publishedLocale: args.publishedLocale } : {}),
      createdAt: updatedAt,
      updatedAt,
    },
    transaction,
  });
  if (target.maxPerDoc > 0) await pruneVersions(req, collection, args.parent, target.maxPerDoc);
}

/** Deletes a document's versions past the newest `keep`. */
async function pruneVersions(req: AtriumRequest, collection: SanitizedCollection, parent: DocumentID | undefined, keep: number) {
  const where = checkedWhere(req, collection, ofParent(parent));
  for (;;) {
    // The rows after the newest `keep` (newest id first), a page at a time (usually the one the save pushed out).
    const { docs } = await req.db.find({
      collection: collection.slug,
      where,
      sort: [],
      limit: keep,
      page: 2,
      pagination: false,
      transaction: req.transaction,
    });
    for (const row of docs) await req.db.deleteOne({ collection: collection.slug, id: row.id, transaction: req.transaction });
    if (docs.length < keep) return;
  }
}

/** Replaces the content of a document's latest version (a save that stored more locales after its version was taken). */
export async function replaceLatestSnapshot(req: AtriumRequest, target: VersionTarget, row: StoredDocument): Promise<void> {
  const latest = await findLatestVersion(req, target.collection, row.id);
  if (!latest) return;
  const { id: _id, ...snapshot } = row;
  const version = { ...(latest.version as Data), ...snapshot };
  await req.db.updateOne({
    collection: target.collection.slug,
    id: latest.id,
    data: { ...fieldsOf(latest), version },
    transaction: req.transaction,
  });
}

/** Deletes every version of a document (it is being deleted). */
export async function deleteVersionsOf(req: AtriumRequest, target: VersionTarget, parent: DocumentID): Promise<void> {
  const { collection } = target;
  const { docs } = await req.db.find({
    collection: collection.slug,
    where: checkedWhere(req, collection, ofParent(parent)),
    limit: 0,
    pagination: false,
    transaction: req.transaction,
  });
  for (const row of docs) await req.db.deleteOne({ collection: collection.slug, id: row.id, transaction: req.transaction });
}

/** A document's row with its latest version's content: what `draft=true` answers and what a draft save continues from. */
export function withLatestDraft(row: StoredDocument, latest: StoredDocument | null): StoredDocument {
  if (!latest || typeof latest.version !== 'object' || latest.version === null) return row;
  return { id: row.id, ...(latest.version as Data), createdAt: row.createdAt } as StoredDocument;
}

/** Whether a read asked with `draft=true` answers the latest drafts: drafts on, and the caller may see them. */
export async function readsDrafts(
  req: AtriumRequest,
  collection: SanitizedCollection,
  draft: boolean | undefined,
  overrideAccess: boolean | undefined,
): Promise<boolean> {
  if (!draft || !draftsOf(collection.versions)) return false;
  return overrideAccess === true || (await mayReadDrafts(req, collection));
}

/**
 * A where written for a collection's documents, for its versions: `id` becomes `parent` and every other path moves
 * under `version`. `and` / `or` lists (or objects of them, as qs sends) are followed; anything else is left for
 * `sanitizeWhere` to refuse.
 */
export function whereInVersions(where: unknown): unknown {
  if (!where || typeof where !== 'object' || Array.isArray(where)) return where;
  const out: Data = {};
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const list = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : value;
      out[key] = Array.isArray(list) ? list.map(whereInVersions) : list;
    } else out[key === 'id' ? 'parent' : `version.${key}`] = value;
  }
  return out;
}

/** A sort written for a collection's documents (`'-title,id'` or a list), for its versions. */
export function sortInVersions(sort: unknown): unknown {
  const list = Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : undefined;
  if (!list) return sort;
  return list.map((entry) => {
    if (typeof entry !== 'string') return entry;
    const key = entry.trim();
    const sign = /^[-+]/.test(key) ? key[0] : '';
    const name = key.replace(/^[-+]/, '');
    return `${sign}${name === 'id' ? 'parent' : `version.${name}`}`;
  });
}

/** Version rows (of a `draft=true` list) as the documents they are the latest drafts of. */
export function documentsOfVersions(rows: StoredDocument[]): StoredDocument[] {
  return rows.map((row) => ({ id: row.parent, ...(row.version as Data) }) as StoredDocument);
}
