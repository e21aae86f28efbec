import type { SanitizedCollection } from '../config/types.ts';
import type { DocumentID } from '../types.ts';
import type { ResolvedPath, WhereNode } from './types.ts';

/** The resolved path of a collection's `id` column. */
export function idPath(collection: SanitizedCollection): ResolvedPath {
  return { path: 'id', column: 'id', steps: [], kind: 'relationship', idType: collection.idType, isMany: false };
}

/** A checked condition on a collection's `id` column, for operations that look documents up by id. */
export function idCondition(
  collection: SanitizedCollection,
  operator: 'equals' | 'in' | 'greater_than',
  value: DocumentID | DocumentID[],
): WhereNode {
  return {
    kind: 'condition',
    path: idPath(collection),
    operator,
    value,
  };
}
