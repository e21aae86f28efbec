import type { FieldBase } from '../types.ts';

export type NumberField = FieldBase & {
  type: 'number';
  min?: number;
  max?: number;
  hasMany?: boolean;
  minRows?: number;
  maxRows?: number;
  /** Accept only whole numbers. Defaults to `false`. */
  integer?: boolean;
};
