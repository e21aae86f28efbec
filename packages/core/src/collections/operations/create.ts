import { executeAccess } from '../../access/executeAccess.ts';
import { takePassword } from '../../auth/password.ts';
import { sendVerificationEmail } from '../../auth/passwordReset.ts';
import type { Document } from '../../types.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { getCollection, type OperationBase, runAfterOperation, runBeforeOperation, sanitizeDepth } from './shared.ts';
import { writeDocument } from './writeDocument.ts';

export type CreateArgs = OperationBase & {
  data: unknown;
  /** Population depth of the returned document. Defaults to `config.defaultDepth`. */
  depth?: unknown;
  select?: Record<string, unknown>;
  /** Auth collections with `verify`: do not mail the verification link (the caller verifies the user itself). */
  disableVerificationEmail?: boolean;
};

/** Creates a document: validated, hooked and stored in one transaction. */
export async function create(incoming: CreateArgs): Promise<Document> {
  const collection = getCollection(incoming.req, incoming.collection);
  const context = incoming.context ?? incoming.req.context;
  const args = await runBeforeOperation(collection, 'create', incoming, incoming.req, context);
  const { req } = args;
  const depth = sanitizeDepth(req, args.depth);
  await executeAccess({
    req,
    collection,
    operation: 'create',
    data: args.data as Record<string, unknown>,
    overrideAccess: args.overrideAccess,
  });
  const { data, secrets, verificationToken } = await takePassword(req, collection, args.data, 'create');
  const doc = await withTransaction(req, () =>
    writeDocument({ req, collection, data, depth, context, select: args.select, overrideAccess: args.overrideAccess, secrets }),
  );
  if (verificationToken && !args.disableVerificationEmail)
    await sendVerificationEmail(req, collection.slug, doc.email, verificationToken);
  return runAfterOperation(collection, 'create', args, doc, req, context);
}
