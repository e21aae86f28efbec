import type { NumberField } from '@atrium/core/client';
import type { DataFieldUI } from '../types.ts';
import { NumberCell } from './Cell.tsx';
import { NumberFilter } from './Filter.tsx';
import { NumberInput } from './index.tsx';
import { numberSummary } from './summary.ts';

/** What the admin shows of a number. */
export const numberEntry: DataFieldUI<NumberField> = {
  Input: NumberInput,
  Cell: NumberCell,
  Filter: NumberFilter,
  summary: numberSummary,
  isNumeric: true,
};
