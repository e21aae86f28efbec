import type { FieldBase } from '../types.ts';

export type CheckboxField = FieldBase & { type: 'checkbox' };
