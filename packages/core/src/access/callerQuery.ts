import { echo, QueryError } from '../errors/index.ts';
import type { DataField } from '../fields/types.ts';
import type { ResolveContext } from '../queries/resolvePath.ts';
import type { PathStep, WhereNode } from '../queries/types.ts';
import type { AtriumRequest } from '../types.ts';
import { readableWhere } from './executeAccess.ts';

/** A resolve context for a caller's own where and sort; it notes the fields with read access that they read. */
export type CallerContext = ResolveContext & { fieldsRead: Map<DataField, string> };

export function callerContext(req: AtriumRequest): CallerContext {
  const fieldsRead = new Map<DataField, string>();
  return {
    config: req.config,
    locale: req.locale,
    fieldsRead,
    onField: (field, path) => {
      if (field.access?.read && !fieldsRead.has(field)) fieldsRead.set(field, path);
    },
  };
}

/**
 * Limits a caller's sanitized where (and sort, resolved with the same `ctx`) to what they may read: matching on
 * a value reveals it, so a field whose read access refuses them cannot be filtered or sorted on, and a hop
 * through a relationship matches only the related documents inside their read access of that collection (none
 * when it refuses them). Nothing changes with `overrideAccess`.
 */
export async function limitToReadable(
  req: AtriumRequest,
  ctx: CallerContext,
  where: WhereNode | undefined,
  overrideAccess: boolean | undefined,
): Promise<WhereNode | undefined> {
  if (overrideAccess) return where;
  for (const [field, path] of ctx.fieldsRead) {
    if ((await field.access!.read!({ req })) !== true)
      throw new QueryError('query:pathNotReadable', { path: echo(path) }, { path: echo(path) });
  }
  if (!where) return where;
  const answers = new Map<string, Promise<WhereNode | undefined>>();
  const readable = (slug: string) => {
    let answer = answers.get(slug);
    if (!answer) {
      answer = readableWhere(req, req.config.collectionsBySlug[slug]);
      answers.set(slug, answer);
    }
    return answer;
  };
  return limitNode(where, readable);
}

async function limitNode(node: WhereNode, readable: (slug: string) => Promise<WhereNode | undefined>): Promise<WhereNode> {
  if (node.kind === 'and' || node.kind === 'or')
    return { kind: node.kind, children: await Promise.all(node.children.map((child) => limitNode(child, readable))) };
  if (node.kind !== 'condition' || !node.path.steps.some((step) => step.kind === 'relation')) return node;
  const steps = await Promise.all(
    node.path.steps.map(async (step): Promise<PathStep> => {
      if (step.kind !== 'relation') return step;
      const where = await readable(step.collection);
      return where ? { ...step, where } : step;
    }),
  );
  return { ...node, path: { ...node.path, steps } };
}
