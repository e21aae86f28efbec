import { sanitizeDepth } from '../../collections/operations/shared.ts';
import { readEntity } from '../../collections/readDocuments.ts';
import type { SanitizedGlobal } from '../../config/types.ts';
import type { AtriumRequest, Document } from '../../types.ts';
import { checkGlobalAccess, type GlobalOperationBase, getGlobal } from './shared.ts';

export type FindGlobalArgs = GlobalOperationBase & { depth?: unknown; select?: Record<string, unknown> };

/** Reads a stored global (or a fresh one never written) through the read pipeline. */
export async function readGlobal(
  req: AtriumRequest,
  global: SanitizedGlobal,
  stored: Record<string, unknown>,
  depth: number,
  context: Record<string, unknown>,
  select?: Record<string, unknown>,
  overrideAccess?: boolean,
) {
  const [doc] = await readEntity(
    { flattenedFields: global.flattenedFields, fieldSchema: global.fieldSchema, hooks: global.hooks, owner: { global } },
    [stored as Document],
    { req, depth, context, select, overrideAccess },
  );
  return { ...doc, globalType: global.slug } as Record<string, unknown>;
}

/** The global's document, populated to `depth`. */
export async function findGlobal(args: FindGlobalArgs): Promise<Record<string, unknown>> {
  const { req } = args;
  const global = getGlobal(req, args.slug);
  const context = args.context ?? req.context;
  const depth = sanitizeDepth(req, args.depth);
  await checkGlobalAccess(req, global, 'read', args.overrideAccess);
  const stored = (await req.db.findGlobal({ slug: global.slug, transaction: req.transaction })) ?? {};
  return readGlobal(req, global, stored, depth, context, args.select, args.overrideAccess);
}
