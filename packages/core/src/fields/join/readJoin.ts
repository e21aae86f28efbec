import type { FieldReadArgs } from '../types.ts';
import { readJoinsParameter } from './joinOptions.ts';
import type { JoinField, JoinValue } from './types.ts';

const defaultLimit = 10;
const defaultMaxDepth = 1;

/**
 * A join's value on read: the documents of `collection` whose `on` holds this document's id, found as the reader,
 * tuned by the request's `joins`. Ids at depth 0, documents below (capped by `maxDepth`). Like every virtual field, it is
 * read on the documents the request asked for only (`afterReadFields`): a document reached through a relationship or
 * another join carries none.
 */
export async function readJoin(args: FieldReadArgs<JoinField>): Promise<JoinValue | undefined> {
  const { field, doc, req } = args;
  const id = doc.id;
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  const parameter = req.query?.joins;
  if (parameter === false || parameter === 'false') return undefined;
  const asked = readJoinsParameter(req.config, field, parameter).get(schemaPath(args.path));
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
