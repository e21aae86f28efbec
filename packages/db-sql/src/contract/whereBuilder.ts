import type { PathStep, QueryValueKind, ResolvedPath, SortNode, WhereNode, WhereOperator } from '@atrium/core';

type PathOptions = { isMany?: boolean; idType?: 'number' | 'uuid'; steps?: PathStep[] };

/** A key step. */
export const key = (name: string): PathStep => ({ kind: 'key', key: name });
/** An `each` step: some element of the array. */
export const each: PathStep = { kind: 'each' };
/** A relation step into `collection`. */
export const relation = (collection: string, polymorphic = false): PathStep => ({ kind: 'relation', collection, polymorphic });

/** A resolved path; without `steps`, one key step per dot segment. */
export function path(dotted: string, kind: QueryValueKind, options: PathOptions = {}): ResolvedPath {
  return {
    path: dotted,
    steps: options.steps ?? dotted.split('.').map(key),
    kind,
    isMany: options.isMany ?? false,
    idType: options.idType,
  };
}

/** A path to a column (`id`, `createdAt`, `updatedAt`). */
export function column(
  name: 'id' | 'createdAt' | 'updatedAt',
  kind: QueryValueKind = name === 'id' ? 'number' : 'date',
): ResolvedPath {
  return { path: name, column: name, steps: [], kind, isMany: false, idType: name === 'id' ? 'number' : undefined };
}

export const where = {
  is: (at: ResolvedPath, operator: WhereOperator, value: unknown): WhereNode => ({
    kind: 'condition',
    path: at,
    operator,
    value,
  }),
  and: (...children: WhereNode[]): WhereNode => ({ kind: 'and', children }),
  or: (...children: WhereNode[]): WhereNode => ({ kind: 'or', children }),
  constant: (value: boolean): WhereNode => ({ kind: 'constant', value }),
};

/** Sort keys. */
export const asc = (at: ResolvedPath): SortNode => ({ path: at, direction: 'asc' });
export const desc = (at: ResolvedPath): SortNode => ({ path: at, direction: 'desc' });
