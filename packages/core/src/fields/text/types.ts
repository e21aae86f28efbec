import type { FieldBase } from '../types.ts';

export type TextField = FieldBase & {
  type: 'text';
  minLength?: number;
  maxLength?: number;
  hasMany?: boolean;
  minRows?: number;
  maxRows?: number;
};
