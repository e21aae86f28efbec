import type { Access, AccessResult, SanitizedCollection, SanitizedConfig } from '../config/types.ts';
import { Forbidden } from '../errors/index.ts';
import { sanitizeWhere } from '../queries/sanitizeWhere.ts';
import type { WhereNode } from '../queries/types.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';

/** What an operation learns from access control: denied (throws), allowed, or allowed where a query matches. */
export type AccessOutcome = { where?: WhereNode };

/**
 * Runs a collection's access function for `operation`. `false` throws `Forbidden`; a `Where` comes back as a
 * checked where node that the operation ANDs into its query. A collection without a function for the
 * operation is open for now; the auth issue replaces this default with "signed-in users only" (spec §6).
 */
export async function executeAccess(args: {
  req: AtriumRequest;
  collection: SanitizedCollection;
  operation: keyof NonNullable<SanitizedCollection['access']>;
  id?: DocumentID;
  data?: Record<string, unknown>;
  overrideAccess?: boolean;
}): Promise<AccessOutcome> {
  if (args.overrideAccess) return {};
  const fn: Access | undefined = args.collection.access[args.operation];
  if (!fn) return {};
  const result: AccessResult = await fn({ req: args.req, id: args.id, data: args.data });
  if (result === true) return {};
  if (result === false || result === null || typeof result !== 'object') throw new Forbidden();
  return {
    where: sanitizeWhere(args.collection, result, {
      config: args.req.config as SanitizedConfig,
      locale: args.req.locale,
      allowHidden: true,
    }),
  };
}

/** ANDs optional where nodes. */
export function combineWhere(...nodes: Array<WhereNode | undefined>): WhereNode | undefined {
  const present = nodes.filter((n): n is WhereNode => n !== undefined);
  if (present.length === 0) return undefined;
  return present.length === 1 ? present[0] : { kind: 'and', children: present };
}
