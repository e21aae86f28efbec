import { authUniqueMessages } from '../../auth/password.ts';
import { liveSessions } from '../../auth/users.ts';
import type { SanitizedCollection } from '../../config/types.ts';
import type { StoredDocument } from '../../database/types.ts';
import { NotFound } from '../../errors/index.ts';
import {
  prepareFields,
  runAfterChangeHooks,
  runBeforeChangeHooks,
  validateFields,
  type WriteContext,
} from '../../fields/hooks/beforeChange.ts';
import type { AtriumRequest, Document } from '../../types.ts';
import { readDocuments } from '../readDocuments.ts';
import { nextUpdatedAt, rootKeys, runDataHooks, toLogical, toStored, writeLocale } from './shared.ts';

export type WriteDocumentArgs = {
  req: AtriumRequest;
  collection: SanitizedCollection;
  data: unknown;
  /** The stored row on update; absent on create. */
  original?: StoredDocument;
  depth: number;
  context: Record<string, unknown>;
  select?: Record<string, unknown>;
  /** Read back (and populate) without access checks. Defaults to `false`. */
  overrideAccess?: boolean;
  /** Stored as given besides the fields (an auth collection's password hash). */
  secrets?: Record<string, unknown>;
};

/**
 * The write half shared by create and update, run inside the operation's transaction: field merge,
 * defaults and beforeValidate hooks → collection beforeValidate → validation → collection and field
 * beforeChange → storage → read back → field and collection afterChange.
 */
export async function writeDocument(args: WriteDocumentArgs): Promise<Document> {
  const { req, collection, original, context } = args;
  const operation = original ? 'update' : 'create';
  const fields = collection.flattenedFields;
  const locale = writeLocale(req);
  const originalLogical = toLogical(fields, original, locale);
  const ctx: WriteContext = {
    req,
    operation,
    context,
    owner: { collection: collection.slug },
    rootKeys,
    overrideAccess: args.overrideAccess,
    id: original?.id,
  };
  const hookArgs = { req, context, collection, operation, originalDoc: originalLogical };

  // --- fields: merge, defaults, beforeValidate, coercion
  let data = await prepareFields(fields, args.data, originalLogical, ctx);
  data = await runDataHooks(collection.hooks.beforeValidate, 'data', data, hookArgs);
  await validateFields(fields, data, originalLogical, ctx);

  // --- beforeChange
  data = await runDataHooks(collection.hooks.beforeChange, 'data', data, hookArgs);
  await runBeforeChangeHooks(fields, data, originalLogical, ctx);

  // --- storage
  const stored = toStored(fields, data, original, locale);
  if (collection.timestamps) stored.updatedAt = nextUpdatedAt(original?.updatedAt);
  if (args.secrets) Object.assign(stored, args.secrets);
  if (original && collection.auth) {
    // A new password ends every other session of that user; the one making the change stays signed in.
    const newPassword = typeof args.secrets?.hash === 'string';
    if (newPassword) {
      const own = req.user?.collection === collection.slug && String(req.user.id) === String(original.id) ? req.sid : undefined;
      stored.sessions = liveSessions(original).filter((s) => s.id === own);
    }
    // A reset link mailed before a new password or to an old address must not work afterwards.
    if (newPassword || stored.email !== original.email) {
      stored.resetPasswordToken = null;
      stored.resetPasswordExpiration = null;
    }
  }
  let row: StoredDocument | null;
  try {
    if (original) {
      row = await req.db.updateOne({ collection: collection.slug, id: original.id, data: stored, transaction: req.transaction });
      if (!row) throw new NotFound('error:documentNotFound', { id: original.id, collection: collection.slug });
    } else {
      if (collection.timestamps) stored.createdAt = stored.updatedAt;
      row = await req.db.create({ collection: collection.slug, data: stored, transaction: req.transaction });
    }
  } catch (error) {
    throw authUniqueMessages(collection, error);
  }

  // --- read back and afterChange
  const [doc] = await readDocuments(collection, [row], {
    req,
    depth: args.depth,
    context,
    select: args.select,
    overrideAccess: args.overrideAccess,
  });
  await runAfterChangeHooks(fields, doc, originalLogical, ctx);
  return runDataHooks(collection.hooks.afterChange, 'doc', doc, {
    req,
    context,
    collection,
    operation,
    previousDoc: originalLogical,
  });
}
