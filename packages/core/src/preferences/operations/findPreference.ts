import type { PreferenceDocument } from '../../rest/types.ts';
import { findOwnPreference, type PreferenceArgs, requireUser, sanitizeKey } from './shared.ts';

/** The caller's stored preference `key` (`{ id, key, user, value, createdAt, updatedAt }`), or `null`. */
export async function findPreference(args: PreferenceArgs): Promise<PreferenceDocument | null> {
  requireUser(args.req);
  // The collection's fields give every row its `key` and `value`.
  return ((await findOwnPreference(args.req, sanitizeKey(args.key))) as PreferenceDocument | undefined) ?? null;
}
