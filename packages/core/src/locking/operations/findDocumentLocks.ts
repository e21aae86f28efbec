import { executeAccess } from '../../access/executeAccess.ts';
import { getCollection } from '../../collections/operations/shared.ts';
import { sanitizeWhere } from '../../queries/sanitizeWhere.ts';
import type { DocumentLock } from '../../rest/types.ts';
import type { AtriumRequest, DocumentID } from '../../types.ts';
import { lockedDocumentsSlug } from '../lockedDocumentsCollection.ts';
import { durationOf, hasLocks, isActive, presentLock, type StoredLock } from '../lockRows.ts';
import { requireUser } from './shared.ts';

/** Who is editing which documents of a collection (its list shows a lock on them): the active locks, oldest first. */
export async function findDocumentLocks(args: { req: AtriumRequest; collection: string }): Promise<DocumentLock[]> {
  const { req } = args;
  requireUser(req);
  const collection = getCollection(req, args.collection);
  await executeAccess({ req, collection, operation: 'read' });
  const duration = durationOf({ kind: 'collection', collection, id: 0 });
  if (duration === false || !hasLocks(req)) return [];
  const locks = req.config.collectionsBySlug[lockedDocumentsSlug];
  const where = sanitizeWhere(
    locks,
    { 'document.relationTo': { equals: collection.slug } },
    { config: req.config, allowHidden: true },
  );
  const { docs } = await req.db.find({
    collection: lockedDocumentsSlug,
    where,
    limit: 0,
    pagination: false,
    transaction: req.transaction,
  });
  const now = Date.now();
  const active = (docs as unknown as Array<StoredLock & { document: { value: DocumentID } }>).filter((row) =>
    isActive(row, duration, now),
  );
  return Promise.all(
    active.map((row) => presentLock(req, { kind: 'collection', collection, id: row.document.value }, row, duration)),
  );
}
