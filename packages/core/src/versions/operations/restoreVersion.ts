import { executeAccess } from '../../access/executeAccess.ts';
import { collectionTarget } from '../../collections/operations/collectionTarget.ts';
import { loadStored } from '../../collections/operations/findByID.ts';
import { type OperationBase, sanitizeDepth } from '../../collections/operations/shared.ts';
import type { Document, DocumentID } from '../../types.ts';
import { withTransaction } from '../../utilities/transaction.ts';
import { writeDocument } from '../../write/writeDocument.ts';
import { findLatestVersion, withLatestDraft } from '../versionRows.ts';
import { loadVersion, versionedCollection } from './shared.ts';

export type RestoreVersionArgs = OperationBase & {
  id: unknown;
  depth?: unknown;
  /** With drafts: restore as a draft, leaving the published document as it is. Defaults to `false`. */
  draft?: boolean;
};

/**
 * `POST /api/{slug}/versions/:id`: the version's content saved again through the write pipeline, as an update of
 * its document (hooks, validation unless a draft, a new version), with the version's `_status` (restoring a
 * published version publishes it: "revert to published"), or with `draft` as the latest draft, leaving the
 * published document alone. Answers the document.
 */
export async function restoreVersion(args: RestoreVersionArgs): Promise<Document> {
  const { req, overrideAccess } = args;
  const { collection, versions } = versionedCollection(req, args.collection);
  const depth = sanitizeDepth(req, args.depth);
  const context = args.context ?? req.context;
  await executeAccess({ req, collection, operation: 'update', overrideAccess });
  return withTransaction(req, async () => {
    const version = await loadVersion(req, collection, versions.collection, args.id, overrideAccess);
    const parent = version.parent as DocumentID;
    const stored = await loadStored(req, collection, parent, 'update', overrideAccess);
    const latestVersion = await findLatestVersion(req, versions.collection, parent);
    const target = collectionTarget(collection, { req, operation: 'update', depth, context, overrideAccess });
    const draft = Boolean(args.draft && versions.drafts);
    return writeDocument({
      req,
      target,
      // Payload's restore: the version's own `_status`, unless it is restored as a draft.
      data: draft ? { _status: 'draft' } : {},
      original: withLatestDraft(stored, version),
      published: stored,
      latestVersion,
      context,
      overrideAccess,
      draft,
    });
  });
}
