import type { FieldBase } from '../types.ts';

export type EmailField = FieldBase & { type: 'email' };
