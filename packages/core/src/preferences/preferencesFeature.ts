import type { Feature } from '../config/types.ts';
import { deletePreferencesOf } from './deletePreferencesOf.ts';
import { preferencesCollection } from './preferencesCollection.ts';

/**
 * Users' admin preferences: a collection of core's own once there are users, and an internal afterDelete hook on
 * every auth collection that deletes a deleted user's rows in the same transaction.
 */
export const preferencesFeature: Feature = {
  name: 'preferences',
  collection(collection) {
    if (!collection.auth) return undefined;
    return {
      internalHooks: {
        afterDelete: [({ req, collection: users, id }) => deletePreferencesOf(req, { collection: users.slug, id })],
      },
    };
  },
  collections(collections) {
    const authSlugs = collections.filter((c) => c.auth).map((c) => c.slug);
    return authSlugs.length > 0 ? [preferencesCollection(authSlugs)] : [];
  },
};
