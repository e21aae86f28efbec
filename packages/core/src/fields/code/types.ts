import type { FieldAdmin, FieldBase } from '../types.ts';

export type CodeField = FieldBase & {
  type: 'code';
  minLength?: number;
  maxLength?: number;
  admin?: FieldAdmin & { language?: string };
};
