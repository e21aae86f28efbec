import { executeAccess } from '../../access/executeAccess.ts';
import type { Document } from '../../types.ts';
import { discardWrittenFiles, type FileArgs, fileOf } from '../../uploads/fileArgs.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { writeDocument } from '../../write/writeDocument.ts';
import { collectionTarget } from './collectionTarget.ts';
import { runAfterCreate, runBeforeWrite } from './internalHooks.ts';
import { getCollection, type OperationBase, runAfterOperation, runBeforeOperation, sanitizeDepth } from './shared.ts';

export type CreateArgs = OperationBase &
  FileArgs & {
    data: unknown;
    /** Population depth of the returned document. Defaults to `config.defaultDepth`. */
    depth?: unknown;
    select?: Record<string, unknown>;
    /** Auth collections with `verify`: do not mail the verification link (the caller verifies the user itself). */
    disableVerificationEmail?: boolean;
    /** With drafts: create it as a draft (`_status: 'draft'`, required fields not yet enforced). Defaults to `false`. */
    draft?: boolean;
  };

/** Creates a document: validated, hooked and stored in one transaction. */
export async function create(incoming: CreateArgs): Promise<Document> {
  const collection = getCollection(incoming.req, incoming.collection);
  const context = incoming.context ?? incoming.req.context;
  const args = await runBeforeOperation(collection, 'create', incoming, incoming.req, context);
  const { req, overrideAccess } = args;
  const depth = sanitizeDepth(req, args.depth);

  // --- access
  await executeAccess({ req, collection, operation: 'create', data: args.data as Record<string, unknown>, overrideAccess });

  // --- the write pipeline, in one transaction
  const file = fileOf(collection, args);
  const { data, state } = await runBeforeWrite(req, collection, { operation: 'create', data: args.data, file });
  const target = collectionTarget(collection, { req, operation: 'create', depth, context, select: args.select, overrideAccess });
  let doc: Document;
  try {
    doc = await withTransaction(req, () =>
      writeDocument({ req, target, data, context, overrideAccess, state, draft: args.draft }),
    );
  } catch (error) {
    await discardWrittenFiles(collection, state);
    throw error;
  }
  await runAfterCreate(req, collection, doc, args, state);
  return runAfterOperation(collection, 'create', args, doc, req, context);
}
