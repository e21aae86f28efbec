import { combineWhere, executeAccess } from '../../access/executeAccess.ts';
import type { SanitizedCollection } from '../../config/types.ts';
import type { StoredDocument } from '../../database/types.ts';
import { NotFound } from '../../errors/index.ts';
import type { AtriumRequest, Document, DocumentID } from '../../types.ts';
import { findLatestVersion, readsDrafts, versionTarget, withLatestDraft } from '../../versions/versionRows.ts';
import { findRowsByID } from '../findRowsByID.ts';
import { readDocuments } from '../readDocuments.ts';
import { liveOnly } from '../trash.ts';
import { getCollection, type OperationBase, runAfterOperation, runBeforeOperation, sanitizeDepth, sanitizeID } from './shared.ts';

export type FindByIDArgs = OperationBase & {
  id: unknown;
  /** Defaults to `config.defaultDepth`. */
  depth?: unknown;
  select?: Record<string, unknown>;
  /** Answer `null` instead of throwing `NotFound`. Defaults to `false`. */
  disableErrors?: boolean;
  /** With drafts, for a caller who may see them: the latest draft instead of the published document. Defaults to `false`. */
  draft?: boolean;
  /** Find the document in the trash too (a collection with `trash: true`). Defaults to `false`. */
  trash?: boolean;
};

/**
 * The stored row of one document the caller may act on (`operation` access), or `NotFound`. An access
 * `Where` is matched in the same query, so a document outside it is as missing as one that never existed;
 * so is a trashed document unless `trash` is set.
 */
export async function loadStored(
  req: AtriumRequest,
  collection: SanitizedCollection,
  id: DocumentID,
  operation: 'read' | 'update' | 'delete',
  overrideAccess: boolean | undefined,
  trash?: boolean,
): Promise<StoredDocument> {
  const access = await executeAccess({ req, collection, operation, id, overrideAccess });
  const where = combineWhere(access.where, liveOnly(collection, trash));
  const rows = await findRowsByID(req, collection, [id], where, operation !== 'read');
  if (rows.length === 0) throw new NotFound('error:documentNotFound', { id, collection: collection.slug });
  return rows[0];
}

/** One document by id, populated to `depth`; `NotFound` when missing or not readable. */
export async function findByID(incoming: FindByIDArgs): Promise<Document> {
  const collection = getCollection(incoming.req, incoming.collection);
  const context = incoming.context ?? incoming.req.context;
  const args = await runBeforeOperation(collection, 'findByID', incoming, incoming.req, context);
  const { req } = args;
  const id = sanitizeID(collection, args.id);
  const depth = sanitizeDepth(req, args.depth);
  let stored: StoredDocument;
  try {
    stored = await loadStored(req, collection, id, 'read', args.overrideAccess, args.trash);
  } catch (error) {
    if (args.disableErrors && error instanceof NotFound) return null as unknown as Document;
    throw error;
  }
  if (await readsDrafts(req, collection, args.draft, args.overrideAccess)) {
    const versions = versionTarget(req, collection)!.collection;
    stored = withLatestDraft(stored, await findLatestVersion(req, versions, id));
  }
  const [doc] = await readDocuments(collection, [stored], {
    req,
    depth,
    context,
    select: args.select,
    overrideAccess: args.overrideAccess,
  });
  return runAfterOperation(collection, 'findByID', args, doc, req, context);
}
