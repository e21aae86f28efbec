import type { FieldFindArgs, FieldReadArgs } from '../fields/types.ts';
import type { AtriumRequest } from '../types.ts';

/**
 * The Local API's `find` as the reader of a document, for a virtual field's `read` (a join lists the documents
 * that point at this one): the reader's access to the other collection applies, in the same transaction.
 */
export function readerFind(
  req: AtriumRequest,
  context: Record<string, unknown>,
  overrideAccess: boolean | undefined,
): FieldReadArgs['find'] {
  return async (args: FieldFindArgs) => {
    // Loaded on first use: find reads its documents through the read pipeline that calls this, so a static
    // import would close a cycle.
    const { find } = await import('./operations/find.ts');
    const result = await find({
      req,
      context,
      overrideAccess,
      collection: args.collection,
      where: args.where,
      sort: args.sort,
      limit: args.limit,
      page: args.page,
      pagination: args.pagination,
      depth: args.depth ?? 0,
    });
    return { docs: result.docs, totalDocs: result.totalDocs, hasNextPage: result.hasNextPage };
  };
}
