import type { FieldAdmin, FieldBase } from '../types.ts';

export type DateField = FieldBase & {
  type: 'date';
  admin?: FieldAdmin & {
    date?: { pickerAppearance?: 'dayAndTime' | 'dayOnly' | 'timeOnly' | 'monthOnly'; displayFormat?: string };
  };
};
