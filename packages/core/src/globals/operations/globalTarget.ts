import type { SanitizedGlobal } from '../../config/types.ts';
import type { AtriumRequest, Document } from '../../types.ts';
import { versionTarget } from '../../versions/versionRows.ts';
import type { WriteTarget } from '../../write/types.ts';
import { readGlobal } from './findGlobal.ts';

export type GlobalTargetOptions = {
  req: AtriumRequest;
  /** Population depth of the global read back. */
  depth: number;
  context: Record<string, unknown>;
  select?: Record<string, unknown>;
  /** Read back without access checks. Defaults to `false`. */
  overrideAccess?: boolean;
};

const globalRootKeys = new Set(['id', 'createdAt', 'updatedAt', 'globalType']);

/** A global as the write pipeline writes it: its one row, upserted, always with `updatedAt`. */
export function globalTarget(global: SanitizedGlobal, options: GlobalTargetOptions): WriteTarget {
  const { req, depth, context, select, overrideAccess } = options;
  return {
    fields: global.flattenedFields,
    owner: { global: global.slug },
    rootKeys: globalRootKeys,
    hasID: false,
    timestamps: true,
    hooks: global.hooks,
    hookArgs: { global },
    versions: versionTarget(req, global),
    store: (stored) => req.db.upsertGlobal({ slug: global.slug, data: stored, transaction: req.transaction }),
    readBack: async (row) => (await readGlobal(req, global, row, depth, context, select, overrideAccess)) as Document,
  };
}
