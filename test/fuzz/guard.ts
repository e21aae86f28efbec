import { isDeepStrictEqual } from 'node:util';
import type { Atrium } from '@atrium/core';
import type { Caller, FuzzRequest } from './requests.ts';

/** Columns of an account that signing in, failing to, resetting and unlocking rewrite: bookkeeping, not content. */
const bookkeeping = new Set([
  'sessions',
  'loginAttempts',
  'lockUntil',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'updatedAt',
]);

/** The stored rows of the seeded documents and every global, read from the adapter (no access, no hooks). */
export type Snapshot = {
  rows: Record<string, Map<number, Record<string, unknown>>>;
  globals: Record<string, unknown>;
  /** Every collection's row count, seeded or not. */
  counts: Record<string, number>;
};

export async function snapshot(atrium: Atrium, seeded: Record<string, number[]>): Promise<Snapshot> {
  const { db } = atrium.config;
  const rows: Snapshot['rows'] = {};
  for (const [collection, ids] of Object.entries(seeded)) {
    const found = await db.findByIDs({ collection, ids });
    rows[collection] = new Map(found.map((row) => [Number(row.id), row]));
  }
  const globals: Snapshot['globals'] = {};
  for (const { slug } of atrium.config.globals) globals[slug] = await db.findGlobal({ slug });
  const counts: Snapshot['counts'] = {};
  for (const { slug } of atrium.config.collections) counts[slug] = await db.count({ collection: slug });
  return { rows, globals, counts };
}

/** One checked document that changed although no request of the batch was allowed to change it. */
export type ForbiddenChange = { where: string; before: unknown; after: unknown };

/**
 * Compares two snapshots, leaving out what the batch's requests were allowed to change (`allowed` on each
 * request) and the bookkeeping of accounts. Collections that no caller of the batch may add to (or delete
 * from) must not have gained (or lost) rows, scratch rows included.
 */
export function forbiddenChanges(
  before: Snapshot,
  after: Snapshot,
  requests: FuzzRequest[],
  may: (caller: Caller, operation: 'create' | 'delete', collection: string) => boolean,
): ForbiddenChange[] {
  const allowedGlobals = new Set(requests.flatMap((r) => (r.allowed?.global ? [r.allowed.global] : [])));
  // Per document: the fields some request may change, or 'all' (no `fields`: the whole row, deletion included).
  const allowedFields = new Map<string, Set<string> | 'all'>();
  for (const r of requests) {
    const a = r.allowed;
    if (a?.collection && a.id !== undefined) {
      const key = `${a.collection}/${a.id}`;
      const seen = allowedFields.get(key);
      allowedFields.set(key, !a.fields || seen === 'all' ? 'all' : new Set([...(seen ?? []), ...a.fields]));
    }
  }
  const out: ForbiddenChange[] = [];
  for (const [collection, rows] of Object.entries(before.rows)) {
    // A versions table (`_posts_versions`, `_site-settings_versions`) changes with its owner's saves: the newest
    // version stops being `latest`, an autosave is rewritten, the oldest are pruned.
    const owner = /^_(.+)_versions$/.exec(collection)?.[1];
    for (const [id, row] of rows) {
      if (owner && (allowedGlobals.has(owner) || allowedFields.has(`${owner}/${String(row.parent)}`))) continue;
      const allowed = allowedFields.get(`${collection}/${id}`);
      if (allowed === 'all') continue;
      const now = after.rows[collection]?.get(id);
      if (!now) {
        out.push({ where: `${collection}/${id} deleted`, before: row, after: null });
        continue;
      }
      const skip = allowed ?? new Set<string>();
      for (const key of new Set([...Object.keys(row), ...Object.keys(now)])) {
        if (skip.has(key) || (collection === 'users' && bookkeeping.has(key))) continue;
        if (!isDeepStrictEqual(row[key], now[key]))
          out.push({ where: `${collection}/${id}.${key}`, before: row[key], after: now[key] });
      }
    }
  }
  for (const [slug, doc] of Object.entries(before.globals)) {
    if (allowedGlobals.has(slug)) continue;
    if (!isDeepStrictEqual(doc, after.globals[slug]))
      out.push({ where: `globals/${slug}`, before: doc, after: after.globals[slug] });
  }
  const callers = new Set(requests.map((r) => r.caller));
  for (const [collection, count] of Object.entries(before.counts)) {
    const now = after.counts[collection];
    const creates = [...callers].some((c) => may(c, 'create', collection));
    const deletes = [...callers].some((c) => may(c, 'delete', collection));
    if ((now > count && !creates) || (now < count && !deletes))
      out.push({ where: `${collection} row count (callers: ${[...callers].join(', ')})`, before: count, after: now });
  }
  return out;
}
