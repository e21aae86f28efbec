import { find } from '../../collections/operations/find.ts';
import { echoJSON, QueryError, Unauthorized, ValidationError } from '../../errors/index.ts';
import type { AtriumRequest, Document } from '../../types.ts';
import { maxPreferenceKeyLength, preferencesSlug } from '../preferencesCollection.ts';

/** Options every preference operation takes: always the caller's own preference, so there is no `overrideAccess`. */
export type PreferenceArgs = {
  req: AtriumRequest;
  /** The preference's name (`collection-posts`, `nav`): 1 to 255 characters. */
  key: unknown;
};

/** The signed-in user; preferences belong to someone, so anonymous callers are refused with 401. */
export function requireUser(req: AtriumRequest): NonNullable<AtriumRequest['user']> {
  if (!req.user) throw new Unauthorized();
  return req.user;
}

export function sanitizeKey(key: unknown): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > maxPreferenceKeyLength)
    throw new QueryError('query:preferenceKeyInvalid', { max: maxPreferenceKeyLength, value: echoJSON(key) });
  return key;
}

/** The caller's row for `key`, read through the collection's access (their own rows only). */
export async function findOwnPreference(req: AtriumRequest, key: string): Promise<Document | undefined> {
  const { docs } = await find({ collection: preferencesSlug, req, where: { key: { equals: key } }, pagination: false, depth: 0 });
  return docs[0];
}

/** Whether `error` is the unique index on user and key refusing a second row. */
export function isDuplicatePreference(error: unknown): boolean {
  return error instanceof ValidationError && error.errors.some((e) => e.path === 'ownerKey');
}
