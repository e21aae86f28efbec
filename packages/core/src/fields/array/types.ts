import type { Field, FieldBase, Label } from '../types.ts';

export type ArrayField = FieldBase & {
  type: 'array';
  fields: Field[];
  minRows?: number;
  maxRows?: number;
  labels?: { singular?: Label; plural?: Label };
};
