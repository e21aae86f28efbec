import type { FieldBase, Option } from '../types.ts';

export type SelectField = FieldBase & {
  type: 'select';
  options: Option[];
  hasMany?: boolean;
  minRows?: number;
  maxRows?: number;
};
