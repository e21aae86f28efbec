import { sanitizeWhere } from '../queries/sanitizeWhere.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';
import { ownerOf, preferencesSlug } from './preferencesCollection.ts';

/**
 * Deletes every preference of a user being deleted, inside the delete's transaction, straight from storage.
 * Otherwise a later account given the same id (SQLite reuses the highest one) would inherit them.
 */
export async function deletePreferencesOf(req: AtriumRequest, user: { collection: string; id: DocumentID }): Promise<void> {
  const preferences = req.config.collectionsBySlug[preferencesSlug];
  if (!preferences) return;
  const where = sanitizeWhere(preferences, { owner: { equals: ownerOf(user) } }, { config: req.config, allowHidden: true });
  const { docs } = await req.db.find({
    collection: preferencesSlug,
    where,
    limit: 0,
    pagination: false,
    transaction: req.transaction,
  });
  for (const { id } of docs) await req.db.deleteOne({ collection: preferencesSlug, id, transaction: req.transaction });
}
