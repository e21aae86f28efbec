import type { FieldBase } from '../types.ts';

export type RelationshipField = FieldBase & {
  type: 'relationship';
  /** One slug, or several for a polymorphic relationship stored as `{ relationTo, value }`. */
  relationTo: string | string[];
  hasMany?: boolean;
  minRows?: number;
  maxRows?: number;
  /** Caps population depth through this field. */
  maxDepth?: number;
};
