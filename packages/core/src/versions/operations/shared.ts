import { accessResult } from '../../access/executeAccess.ts';
import { findRowsByID } from '../../collections/findRowsByID.ts';
import { getCollection, sanitizeID } from '../../collections/operations/shared.ts';
import type { SanitizedCollection, SanitizedGlobal } from '../../config/types.ts';
import type { StoredDocument } from '../../database/types.ts';
import { Forbidden, NotFound, Unauthorized } from '../../errors/index.ts';
import { getGlobal } from '../../globals/operations/shared.ts';
import { sanitizeWhere } from '../../queries/sanitizeWhere.ts';
import type { WhereNode } from '../../queries/types.ts';
import type { AtriumRequest } from '../../types.ts';
import { type VersionTarget, versionTarget } from '../versionRows.ts';

/** A versioned collection and its versions, or `NotFound` when it keeps none. */
export function versionedCollection(
  req: AtriumRequest,
  slug: string,
): { collection: SanitizedCollection; versions: VersionTarget } {
  const collection = getCollection(req, slug);
  const versions = versionTarget(req, collection);
  if (!versions) throw new NotFound('error:noVersions', { slug: collection.slug });
  return { collection, versions };
}

/**
 * `readVersions` access to a collection's versions: refused (403/401), allowed, or allowed where a `Where` on the
 * versions collection (`parent`, `version.*`) matches.
 */
export async function versionsAccess(
  req: AtriumRequest,
  collection: SanitizedCollection,
  versions: SanitizedCollection,
  overrideAccess: boolean | undefined,
): Promise<WhereNode | undefined> {
  if (overrideAccess) return undefined;
  const answer = await accessResult(req, collection, 'readVersions');
  if (answer === false) throw req.user ? new Forbidden() : new Unauthorized();
  if (answer === true) return undefined;
  return sanitizeWhere(versions, answer, { config: req.config, locale: req.locale, allowHidden: true });
}

/** One version row the caller may read, or `NotFound`. */
export async function loadVersion(
  req: AtriumRequest,
  collection: SanitizedCollection,
  versions: SanitizedCollection,
  id: unknown,
  overrideAccess: boolean | undefined,
): Promise<StoredDocument> {
  const within = await versionsAccess(req, collection, versions, overrideAccess);
  const versionID = sanitizeID(versions, id);
  const [row] = await findRowsByID(req, versions, [versionID], within);
  if (!row) throw new NotFound('error:versionNotFound', { id: versionID, slug: collection.slug });
  return row;
}

/** A versioned global and its versions, or `NotFound` when it keeps none. */
export function versionedGlobal(req: AtriumRequest, slug: string): { global: SanitizedGlobal; versions: VersionTarget } {
  const global = getGlobal(req, slug);
  const versions = versionTarget(req, global);
  if (!versions) throw new NotFound('error:noVersions', { slug: global.slug });
  return { global, versions };
}
