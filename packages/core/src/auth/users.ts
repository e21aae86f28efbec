import { findRowsByID } from '../collections/findRowsByID.ts';
import type { SanitizedCollection } from '../config/types.ts';
import type { StoredDocument } from '../database/types.ts';
import { NotFound, Unauthorized } from '../errors/index.ts';
import { sanitizeWhere } from '../queries/sanitizeWhere.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';
import { withTransaction } from '../utilities/transaction.ts';
import { internalAuthFieldNames } from './sanitizeAuth.ts';
import type { SanitizedAuth, Session } from './types.ts';

export type AuthCollection = SanitizedCollection & { auth: SanitizedAuth };
export type SessionUser = NonNullable<AtriumRequest['user']> & { collection: string };

/** The auth collection `slug`, or a 404 naming it. */
export function getAuthCollection(req: AtriumRequest, slug: string): AuthCollection {
  const collection = req.config.collectionsBySlug[slug];
  if (!collection?.auth) throw new NotFound('error:authCollectionNotFound', { slug });
  return collection as AuthCollection;
}

/** `req.user` for a stored user row: its fields without secrets, plus the collection it signed in through. */
export function toSessionUser(collection: SanitizedCollection, row: StoredDocument): SessionUser {
  // Top-level keys of a stored user that never leave the server: hidden fields and the encrypted API key.
  const { hiddenNames, paths } = collection.fieldSchema;
  const hasAPIKey = paths.has('apiKey');
  const user: Record<string, unknown> = {};
  for (const key in row) if (!hiddenNames.includes(key) && !(hasAPIKey && key === 'apiKey')) user[key] = row[key];
  user.collection = collection.slug;
  return user as SessionUser;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** Whether the user has an unexpired session `sid`. */
export function hasSession(row: Record<string, unknown>, sid: string, now = Date.now()): boolean {
  const session = Array.isArray(row.sessions) ? (row.sessions as Session[]).find((s) => s?.id === sid) : undefined;
  return session !== undefined && Date.parse(session.expiresAt) > now;
}

/**
 * What authentication looked up recently (users by id, API keys by index), per database, valid while its change
 * token stays the same: any write empties it.
 */
const recent = new WeakMap<object, { token: string; entries: Map<string, unknown> }>();
const recentLimit = 10_000;

/**
 * One stored user by id: a primary-key lookup, or none at all when nothing was written since the last one
 * (adapters with a change token). A deleted, locked or signed-out user is therefore refused at once.
 */
export async function loadUser(
  req: AtriumRequest,
  collection: SanitizedCollection,
  id: DocumentID,
): Promise<StoredDocument | undefined> {
  const memo = recentLookups(req);
  const key = `user:${collection.slug}:${id}`;
  const hit = memo?.get(key) as StoredDocument | undefined;
  if (hit) return hit;
  const [row] = await findRowsByID(req, collection, [id], undefined);
  // Shared by later requests, so nothing may change it: a change would leak into every later `req.user`.
  if (row) remember(memo, key, deepFreeze(row));
  return row;
}

/**
 * The lookups remembered for the request's change token, or `undefined` where none may be used (the adapter
 * has no change token, or the request is inside a transaction that may hold uncommitted writes).
 */
export function recentLookups(req: AtriumRequest): Map<string, unknown> | undefined {
  const token = req.transaction ? undefined : (req.changeToken ?? req.db.changeToken?.());
  if (token === undefined) return undefined;
  let memo = recent.get(req.db);
  if (!memo || memo.token !== token) {
    memo = { token, entries: new Map() };
    recent.set(req.db, memo);
  }
  return memo.entries;
}

/** Remembers a lookup, up to a bound (past it, lookups simply go to the database). */
export function remember(memo: Map<string, unknown> | undefined, key: string, value: unknown): void {
  if (memo && memo.size < recentLimit) memo.set(key, value);
}

/** `loadUser` when the answer is in the memo, without awaiting anything; `undefined` otherwise. */
export function recentUser(req: AtriumRequest, collection: SanitizedCollection, id: DocumentID): StoredDocument | undefined {
  return recentLookups(req)?.get(`user:${collection.slug}:${id}`) as StoredDocument | undefined;
}

/** The stored user whose `field` (email, username, apiKeyIndex…) equals `value`, secrets included. */
export async function findUserBy(
  req: AtriumRequest,
  collection: SanitizedCollection,
  field: string,
  value: string,
): Promise<StoredDocument | undefined> {
  const where = sanitizeWhere(collection, { [field]: { equals: value } }, { config: req.config, allowHidden: true });
  const { docs } = await req.db.find({
    collection: collection.slug,
    where,
    limit: 1,
    pagination: false,
    transaction: req.transaction,
  });
  return docs[0];
}

/**
 * Changes a stored user's account state (login attempts, lock, sessions, tokens) directly in storage, in a
 * transaction with the row locked: bookkeeping, not an edit, so no hooks or validation run, and `updatedAt`
 * stays (a sign-in must not make an editor's open copy of the user stale; their save keeps these fields).
 * The adapter is told it is bookkeeping, so response caches of content nobody can see it in stay warm: a
 * failed login must not be observable from outside (see `contentToken`).
 */
export async function patchUser(
  req: AtriumRequest,
  collection: SanitizedCollection,
  id: DocumentID,
  change: (data: Record<string, unknown>) => void,
): Promise<StoredDocument> {
  return withTransaction(req, async () => {
    const [row] = await findRowsByID(req, collection, [id], undefined, true);
    if (!row) throw new Unauthorized('error:accountGone');
    const { id: _id, createdAt: _createdAt, updatedAt, ...data } = row;
    const before = { ...data };
    change(data);
    const keys = new Set([...Object.keys(before), ...Object.keys(data)]);
    const bookkeeping = [...keys].every(
      (key) => internalAuthFieldNames.includes(key) || JSON.stringify(before[key]) === JSON.stringify(data[key]),
    );
    const updated = await req.db.updateOne({
      collection: collection.slug,
      id,
      data: updatedAt === undefined ? data : { ...data, updatedAt },
      transaction: req.transaction,
      bookkeeping,
    });
    if (!updated) throw new Unauthorized('error:accountGone');
    return updated;
  });
}

/** An id no stored row has: negative numbers are never assigned, and this uuid is never generated. */
function absentID(collection: SanitizedCollection): DocumentID {
  return collection.idType === 'uuid' ? '00000000-0000-0000-0000-000000000000' : -1;
}

/**
 * What `patchUser` does, for an account that does not exist: the same transaction, locked lookup and update
 * (matching no row), counted as the same bookkeeping. A request about an unknown address then costs and
 * shows what one about a known address does.
 */
export async function patchNobody(req: AtriumRequest, collection: SanitizedCollection): Promise<void> {
  const id = absentID(collection);
  await withTransaction(req, async () => {
    await findRowsByID(req, collection, [id], undefined, true);
    await req.db.updateOne({ collection: collection.slug, id, data: {}, transaction: req.transaction, bookkeeping: true });
  });
}

/** The user's unexpired sessions. */
export function liveSessions(data: Record<string, unknown>, now = Date.now()): Session[] {
  const sessions = Array.isArray(data.sessions) ? (data.sessions as Session[]) : [];
  return sessions.filter((s) => s && typeof s.id === 'string' && Date.parse(s.expiresAt) > now);
}

/** Whether the account is locked now. */
export function isLocked(data: Record<string, unknown>, now = Date.now()): boolean {
  return typeof data.lockUntil === 'string' && Date.parse(data.lockUntil) > now;
}
