import {
  checkUnchangedSince,
  nextUpdatedAt,
  runDataHooks,
  sanitizeDepth,
  toLogical,
  toStored,
  writeLocale,
} from '../../collections/operations/shared.ts';
import {
  prepareFields,
  runAfterChangeHooks,
  runBeforeChangeHooks,
  validateFields,
  type WriteContext,
} from '../../fields/hooks/beforeChange.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { readGlobal } from './findGlobal.ts';
import { checkGlobalAccess, type GlobalOperationBase, getGlobal } from './shared.ts';

export type UpdateGlobalArgs = GlobalOperationBase & {
  data: unknown;
  depth?: unknown;
  select?: Record<string, unknown>;
  /** The global's `updatedAt` as the caller read it: changed since, nothing is written (`Conflict`, 409). */
  expectedUpdatedAt?: string;
};

const globalRootKeys = new Set(['id', 'createdAt', 'updatedAt', 'globalType']);

/** Changes a global: the same merge, validation and hooks as a collection update, in one transaction. */
export async function updateGlobal(args: UpdateGlobalArgs): Promise<Record<string, unknown>> {
  const { req } = args;
  const global = getGlobal(req, args.slug);
  const context = args.context ?? req.context;
  const depth = sanitizeDepth(req, args.depth);
  await checkGlobalAccess(req, global, 'update', args.overrideAccess);
  const fields = global.flattenedFields;
  return withTransaction(req, async () => {
    const original = (await req.db.findGlobal({ slug: global.slug, transaction: req.transaction, forUpdate: true })) ?? undefined;
    checkUnchangedSince(original?.updatedAt, args.expectedUpdatedAt);
    const locale = writeLocale(req);
    const originalLogical = toLogical(fields, original, locale);
    const ctx: WriteContext = {
      req,
      operation: original ? 'update' : 'create',
      context,
      owner: { global: global.slug },
      rootKeys: globalRootKeys,
      overrideAccess: args.overrideAccess,
    };
    const hookArgs = { req, context, global, originalDoc: originalLogical };

    let data = await prepareFields(fields, args.data, originalLogical, ctx);
    data = await runDataHooks(global.hooks.beforeValidate, 'data', data, hookArgs);
    await validateFields(fields, data, originalLogical, ctx);
    data = await runDataHooks(global.hooks.beforeChange, 'data', data, hookArgs);
    await runBeforeChangeHooks(fields, data, originalLogical, ctx);

    const stored = await req.db.upsertGlobal({
      slug: global.slug,
      data: { ...toStored(fields, data, original, locale), updatedAt: nextUpdatedAt(original?.updatedAt) },
      transaction: req.transaction,
    });
    const doc = await readGlobal(req, global, stored, depth, context, args.select, args.overrideAccess);
    await runAfterChangeHooks(fields, doc, originalLogical, ctx);
    return runDataHooks(global.hooks.afterChange, 'doc', doc, { req, context, global, previousDoc: originalLogical });
  });
}
