import type { CheckboxField } from '@atrium/core/client';
import { BooleanFilter } from '../shared/filters/index.tsx';
import type { DataFieldUI } from '../types.ts';
import { CheckboxCell } from './Cell.tsx';
import { CheckboxInput } from './index.tsx';
import { checkboxSummary } from './summary.ts';

/** What the admin shows of a yes/no value. */
export const checkboxEntry: DataFieldUI<CheckboxField> = {
  Input: CheckboxInput,
  Cell: CheckboxCell,
  Filter: BooleanFilter,
  summary: checkboxSummary,
};
