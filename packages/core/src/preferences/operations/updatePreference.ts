import { create } from '../../collections/operations/create.ts';
import { updateByID } from '../../collections/operations/updateByID.ts';
import type { Document } from '../../types.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { preferencesSlug } from '../preferencesCollection.ts';
import { findOwnPreference, isDuplicatePreference, type PreferenceArgs, requireUser, sanitizeKey } from './shared.ts';

export type UpdatePreferenceArgs = PreferenceArgs & {
  /** Any JSON value; it replaces the stored one. */
  value: unknown;
};

/** Stores the caller's preference `key` (creating it on first use): one row per user and key. */
export async function updatePreference(args: UpdatePreferenceArgs): Promise<Document> {
  const { req, value } = args;
  requireUser(req);
  const key = sanitizeKey(args.key);
  const upsert = () =>
    withTransaction(req, async () => {
      // Both writes go through the caller's own access: their rows only, and a new row's owner is the caller
      // (the collection's beforeValidate hook), so nobody else's preference is reachable from here.
      const existing = await findOwnPreference(req, key);
      if (existing) return updateByID({ collection: preferencesSlug, id: existing.id, req, data: { value }, depth: 0 });
      return create({ collection: preferencesSlug, req, data: { key, value }, depth: 0 });
    });
  const joinsOuterTransaction = req.transaction !== undefined;
  try {
    return await upsert();
  } catch (error) {
    // Two first saves of one key at once (PostgreSQL): the unique index refused the second row, so it updates the
    // first. Inside someone else's transaction the failed statement has spoiled it, so there is no second try.
    if (joinsOuterTransaction || !isDuplicatePreference(error)) throw error;
    return upsert();
  }
}
