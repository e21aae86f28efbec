import type { FieldBase } from '../types.ts';

export type TextareaField = FieldBase & { type: 'textarea'; minLength?: number; maxLength?: number };
