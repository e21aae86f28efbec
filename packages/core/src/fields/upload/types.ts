import type { FieldBase } from '../types.ts';

export type UploadField = FieldBase & {
  type: 'upload';
  relationTo: string | string[];
  hasMany?: boolean;
  minRows?: number;
  maxRows?: number;
  maxDepth?: number;
};
