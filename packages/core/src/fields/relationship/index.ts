import { relationBehaviour, sanitizeRelation } from '../shared/relationValue.ts';
import type { FieldTypeDefinition } from '../types.ts';
import type { RelationshipField } from './types.ts';

/**
 * A reference to documents of other collections: an id, a list of ids (`hasMany`), or `{ relationTo, value }`
 * when `relationTo` names several collections.
 */
export const relationshipField: FieldTypeDefinition<RelationshipField> = {
  type: 'relationship',
  sanitize: sanitizeRelation,
  ...relationBehaviour,
};
