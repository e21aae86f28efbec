import { deleteByID } from '../../collections/operations/deleteByID.ts';
import { NotFound } from '../../errors/index.ts';
import { preferencesSlug } from '../preferencesCollection.ts';
import { findOwnPreference, type PreferenceArgs, requireUser, sanitizeKey } from './shared.ts';

/** Deletes the caller's preference `key`; `NotFound` when they have none. */
export async function deletePreference(args: PreferenceArgs): Promise<void> {
  const { req } = args;
  requireUser(req);
  const key = sanitizeKey(args.key);
  const existing = await findOwnPreference(req, key);
  if (!existing) throw new NotFound('error:preferenceNotFound', { key });
  // The caller's own access applies again: the row is theirs, or it is not deleted.
  await deleteByID({ collection: preferencesSlug, id: existing.id, req, depth: 0 });
}
