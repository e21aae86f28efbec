import type { Field, FieldBase, Label } from '../types.ts';

export type Block = {
  slug: string;
  fields: Field[];
  labels?: { singular?: Label; plural?: Label };
  interfaceName?: string;
  imageURL?: string;
  custom?: Record<string, unknown>;
};
export type BlocksField = FieldBase & {
  type: 'blocks';
  blocks: Block[];
  minRows?: number;
  maxRows?: number;
  labels?: { singular?: Label; plural?: Label };
};
