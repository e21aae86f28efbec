import { accessResult } from '../access/executeAccess.ts';
import { findRowsByID } from '../collections/findRowsByID.ts';
import type { SanitizedCollection, SanitizedGlobal } from '../config/types.ts';
import { Locked } from '../errors/index.ts';
import { globalPermission } from '../globals/operations/shared.ts';
import { labelOf } from '../i18n/labelOf.ts';
import { sanitizeWhere } from '../queries/sanitizeWhere.ts';
import type { DocumentLock } from '../rest/types.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';
import { lockedDocumentsSlug } from './lockedDocumentsCollection.ts';

/** What a lock is on: one collection document, or a global. */
export type LockTarget =
  | { kind: 'collection'; collection: SanitizedCollection; id: DocumentID }
  | { kind: 'global'; global: SanitizedGlobal };

/** A lock row as stored (the fields the checks read). */
export type StoredLock = { id: DocumentID; lockKey: string; holder: string; createdAt: string; updatedAt: string };

/** `collection:posts:12` or `global:footer`: slugs and ids hold no `:`, so the key reads back unambiguously. */
export function lockKeyOf(target: LockTarget): string {
  return target.kind === 'collection' ? `collection:${target.collection.slug}:${target.id}` : `global:${target.global.slug}`;
}

/** `users:4`: who holds a lock, as one text value. */
export function holderOf(user: { collection?: string; id: DocumentID }): string {
  return `${user.collection}:${user.id}`;
}

/** Seconds a lock on `target` lasts without renewal; `false` when the target is not locked at all. */
export function durationOf(target: LockTarget): number | false {
  const option = target.kind === 'collection' ? target.collection.lockDocuments : target.global.lockDocuments;
  return option === false ? false : option.duration;
}

/** Whether locks are kept at all: the collection exists once the config has users. */
export function hasLocks(req: AtriumRequest): boolean {
  return req.config.collectionsBySlug[lockedDocumentsSlug] !== undefined;
}

/** The lock row of `key`, read straight from storage inside the request's transaction. */
export async function findLockRow(req: AtriumRequest, key: string): Promise<StoredLock | undefined> {
  const locks = req.config.collectionsBySlug[lockedDocumentsSlug];
  const where = sanitizeWhere(locks, { lockKey: { equals: key } }, { config: req.config, allowHidden: true });
  const { docs } = await req.db.find({
    collection: lockedDocumentsSlug,
    where,
    limit: 1,
    pagination: false,
    transaction: req.transaction,
  });
  return docs[0] as unknown as StoredLock | undefined;
}

/** When a lock lapses: its last renewal plus the duration. */
export function expiryOf(row: StoredLock, duration: number): number {
  return new Date(row.updatedAt).getTime() + duration * 1000;
}

/** A lock that still holds: renewed less than `duration` seconds ago. */
export function isActive(row: StoredLock | undefined, duration: number, now = Date.now()): row is StoredLock {
  return row !== undefined && expiryOf(row, duration) > now;
}

/** Whether the caller may take over (or write through) someone else's lock: `unlock` access. */
export async function mayUnlock(req: AtriumRequest, target: LockTarget): Promise<boolean> {
  if (target.kind === 'global') return globalPermission(req, target.global, 'unlock');
  const answer = await accessResult(req, target.collection, 'unlock', target.id);
  if (typeof answer === 'boolean') return answer;
  const where = sanitizeWhere(target.collection, answer, { config: req.config, locale: req.locale, allowHidden: true });
  return (await findRowsByID(req, target.collection, [target.id], where)).length > 0;
}

/** `users:4` back to its collection and id (of the collection's id type). */
function parseHolder(req: AtriumRequest, holder: string): { collection: string; id: DocumentID } {
  const at = holder.indexOf(':');
  const collection = holder.slice(0, at);
  const raw = holder.slice(at + 1);
  return { collection, id: req.config.collectionsBySlug[collection]?.idType === 'uuid' ? raw : Number(raw) };
}

/**
 * How the holder is named to others: their collection's `useAsTitle`, else their email, else their id. Read from
 * storage: a lock is only useful if the other editor learns who to ask, whatever they may read of the users.
 */
async function holderTitle(req: AtriumRequest, holder: { collection: string; id: DocumentID }): Promise<string> {
  const users = req.config.collectionsBySlug[holder.collection];
  const [row] = users ? await req.db.findByIDs({ collection: users.slug, ids: [holder.id], transaction: req.transaction }) : [];
  const title = row?.[users?.admin.useAsTitle ?? 'id'];
  if (typeof title === 'string' && title !== '') return title;
  if (typeof row?.email === 'string') return row.email;
  return String(holder.id);
}

/** A lock row as the REST API answers it: Payload's shape, with `holder` and `expiresAt` added. */
export async function presentLock(
  req: AtriumRequest,
  target: LockTarget,
  row: StoredLock,
  duration: number,
): Promise<DocumentLock> {
  const holder = parseHolder(req, row.holder);
  return {
    id: row.id,
    document: target.kind === 'collection' ? { relationTo: target.collection.slug, value: target.id } : null,
    globalSlug: target.kind === 'global' ? target.global.slug : null,
    user: { relationTo: holder.collection, value: holder.id },
    holder: { ...holder, title: await holderTitle(req, holder) },
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    expiresAt: new Date(expiryOf(row, duration)).toISOString(),
  };
}

/** 423 naming who holds the lock; `data.lock` is the lock as `presentLock` answers it. */
export async function lockedError(req: AtriumRequest, target: LockTarget, row: StoredLock, duration: number): Promise<Locked> {
  const lock = await presentLock(req, target, row, duration);
  if (target.kind === 'global') {
    return new Locked('lock:globalLocked', { label: labelOf(req, target.global.label), user: lock.holder.title }, { lock });
  }
  const label = labelOf(req, target.collection.labels.singular);
  return new Locked('lock:documentLocked', { label, id: target.id, user: lock.holder.title }, { lock });
}
