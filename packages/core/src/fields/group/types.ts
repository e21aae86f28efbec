import type { Field, FieldBase } from '../types.ts';

export type GroupField = FieldBase & { type: 'group'; fields: Field[] };
