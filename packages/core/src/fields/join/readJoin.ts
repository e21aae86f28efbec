import type { FieldReadArgs } from '../types.ts';
import { readJoinsParameter } from './joinOptions.ts';
import type { JoinField, JoinValue } from './types.ts';

const defaultLimit = 10;
const defaultMaxDepth = 1;

/**
 * A join's value on read: the documents of `collection` whose `on` holds this document's id, found as the reader.
 * The request's `joins` apply to the document it asked for; documents reached through relationships or other
 * joins list with the field's defaults. Ids at depth 0, documents below (capped by `maxDepth`).
 */
export async function readJoin(args: FieldReadArgs<JoinField>): Promise<JoinValue | undefined> {
  const { field, doc, req, level } = args;
  const id = doc.id;
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  // A nested document with no levels left would list ids whose documents list theirs, without end when two
  // joins point at each other: below the requested document, a join needs a level to spend.
  if (level > 0 && args.depth === 0) return undefined;
  const parameter = req.query?.joins;
  if (parameter === false || parameter === 'false') return undefined;
  // The names in `joins` are the requested collection's: only its documents are checked against them.
  const joins = level === 0 ? readJoinsParameter(req.config, field, parameter) : undefined;
  const asked = joins ? joins.get(schemaPath(args.path)) : undefined;
  const limit = asked?.limit ?? field.defaultLimit ?? defaultLimit;
  const depth = Math.min(args.depth, field.maxDepth ?? defaultMaxDepth);
  const where = { and: [{ [field.on]: { equals: id } }, field.where, asked?.where].filter((w) => w !== undefined) };
  const sort = asked?.sort ?? field.defaultSort;
  const pageSize = limit === 0 ? req.config.maxLimit : limit;
  const found = await args.find({
    collection: field.collection,
    where,
    sort,
    // Without a count, one row more than shown says whether more follow.
    limit: asked?.count ? pageSize : pageSize + 1,
    pagination: asked?.count === true,
    depth: Math.max(depth - 1, 0),
  });
  const shown = found.docs.slice(0, pageSize);
  const value: JoinValue = {
    docs: depth === 0 ? shown.map((d) => d.id as string | number) : shown,
    hasNextPage: asked?.count ? found.hasNextPage : found.docs.length > pageSize,
  };
  if (asked?.count) value.totalDocs = found.totalDocs;
  return value;
}

/** The join's name in `joins`: its path without row indexes (`sections.posts` for `sections.2.posts`). */
const schemaPath = (path: string) =>
  path
    .split('.')
    .filter((step) => !/^\d+$/.test(step))
    .join('.');
