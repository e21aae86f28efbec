import type { Feature } from '../config/types.ts';
import { deleteLocksOf } from './deleteLocksOf.ts';
import { lockedDocumentsCollection, lockedDocumentsSlug } from './lockedDocumentsCollection.ts';

/**
 * Document locking (`lockDocuments`): the `payload-locked-documents` collection once there are users to hold locks,
 * and an internal afterDelete hook that removes a deleted document's lock and a deleted user's locks in the same
 * transaction. Writes check locks in the operations themselves (`checkLock`).
 */
export const lockingFeature: Feature = {
  name: 'locking',
  collection(collection) {
    if (collection.slug === lockedDocumentsSlug || (collection.lockDocuments === false && !collection.auth)) return undefined;
    return { internalHooks: { afterDelete: [({ req, collection: deleted, id }) => deleteLocksOf(req, deleted, id)] } };
  },
  collections(collections) {
    return collections.some((c) => c.auth) ? [lockedDocumentsCollection(collections)] : [];
  },
};
