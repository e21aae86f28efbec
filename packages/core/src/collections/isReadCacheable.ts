import { accessResult } from '../access/executeAccess.ts';
import type { SanitizedConfig } from '../config/types.ts';
import { globalPermission } from '../globals/operations/shared.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';
import { draftsOf } from '../versions/versionsConfig.ts';

type Target = { collection: string } | { global: string };

/**
 * The collections whose read access shapes a read of `target` (the target first), or `false` when it cannot be
 * cached; compiled with the config (see `compileReadScopes`). A config that did not come from `sanitizeConfig`
 * has no scope, and its reads are never cached.
 */
function readScope(config: SanitizedConfig, target: Target): string[] | false {
  const entity = 'collection' in target ? config.collectionsBySlug[target.collection] : config.globalsBySlug[target.global];
  return entity?.fieldSchema.readScope ?? false;
}

/** Whether reads of `target` can ever be served from the response cache. */
export function isReadCacheable(config: SanitizedConfig, target: Target): boolean {
  return readScope(config, target) !== false;
}

/** What a cached read depends on besides the URL and the data (see `readCacheScope`). */
export type ReadCacheScope = {
  /** The read access answer of every collection in reach (and the global's), as one string. */
  key: string;
  /** The collections in reach whose documents the reader may see at all (access not `false`). */
  readable: string[];
};

/**
 * What a cached read of `target` depends on besides the URL and the data: the read access answer of every
 * collection in reach (and of the global). Users whose access answers agree share cached responses; a denied
 * read answers `undefined`, so the operation runs and refuses it properly.
 */
export async function readCacheScope(req: AtriumRequest, target: Target, id?: DocumentID): Promise<ReadCacheScope | undefined> {
  const scope = readScope(req.config, target);
  if (scope === false) return undefined;
  const parts: string[] = [];
  const readable: string[] = [];
  if ('global' in target) {
    const global = req.config.globalsBySlug[target.global];
    if (!(await globalPermission(req, global, 'read'))) return undefined;
    // Who may see the global's draft decides what an unpublished global answers.
    if (draftsOf(global.versions)) parts.push((await globalPermission(req, global, 'readVersions')) ? 'd' : 'p');
  }
  for (const [i, slug] of scope.entries()) {
    const collection = req.config.collectionsBySlug[slug];
    const answer = await accessResult(req, collection, 'read', i === 0 && 'collection' in target ? id : undefined);
    if (answer === false && i === 0 && 'collection' in target) return undefined;
    parts.push(answer === true ? '1' : answer === false ? '0' : JSON.stringify(answer));
    if (answer !== false) readable.push(slug);
  }
  return { key: parts.join('|'), readable };
}
