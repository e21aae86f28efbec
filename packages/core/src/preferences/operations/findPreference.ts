import type { Document } from '../../types.ts';
import { findOwnPreference, type PreferenceArgs, requireUser, sanitizeKey } from './shared.ts';

/** The caller's stored preference `key` (`{ id, key, user, value, createdAt, updatedAt }`), or `null`. */
export async function findPreference(args: PreferenceArgs): Promise<Document | null> {
  requireUser(args.req);
  return (await findOwnPreference(args.req, sanitizeKey(args.key))) ?? null;
}
