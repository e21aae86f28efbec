import type { SanitizedCollection } from '../../config/types.ts';
import { NotFound } from '../../errors/index.ts';
import { storedShapeOf } from '../../fields/compileSchema.ts';
import type { AtriumRequest } from '../../types.ts';
import { versionTarget } from '../../versions/versionRows.ts';
import type { WriteTarget } from '../../write/types.ts';
import { readDocuments } from '../readDocuments.ts';

/** Top-level keys a document may carry besides its fields. */
const rootKeys = new Set(['id', 'createdAt', 'updatedAt']);

export type CollectionTargetOptions = {
  req: AtriumRequest;
  operation: 'create' | 'update';
  /** Population depth of the document read back. */
  depth: number;
  context: Record<string, unknown>;
  select?: Record<string, unknown>;
  /** Read back without access checks. Defaults to `false`. */
  overrideAccess?: boolean;
};

/** A collection's document as the write pipeline writes it: one row, created or updated by id, with the collection's internal hooks. */
export function collectionTarget(collection: SanitizedCollection, options: CollectionTargetOptions): WriteTarget {
  const { req, operation, depth, context, select, overrideAccess } = options;
  const { slug, internalHooks } = collection;
  return {
    fields: collection.flattenedFields,
    owner: { collection: slug },
    rootKeys,
    hasID: true,
    timestamps: collection.timestamps,
    hooks: collection.hooks,
    hookArgs: { collection, operation },
    versions: versionTarget(req, collection),
    async store(stored, original) {
      // The pipeline brought the values it wrote up to date; the shape says whether all of them are.
      const shape = storedShapeOf(collection.fieldSchema, stored);
      if (!original) {
        if (collection.timestamps) stored.createdAt = stored.updatedAt;
        return req.db.create({ collection: slug, data: stored, transaction: req.transaction, shape });
      }
      const id = original.id as string | number;
      const row = await req.db.updateOne({ collection: slug, id, data: stored, transaction: req.transaction, shape });
      if (!row) throw new NotFound('error:documentNotFound', { id, collection: slug });
      return row;
    },
    async readBack(row) {
      const [doc] = await readDocuments(collection, [row as never], { req, depth, context, select, overrideAccess });
      return doc;
    },
    beforeStore(stored, original, state) {
      for (const hook of internalHooks.beforeStore) hook({ req, collection, state, stored, original });
    },
    storeError(error) {
      let reported = error;
      for (const hook of internalHooks.storeError) reported = hook({ collection, error: reported });
      return reported;
    },
  };
}
