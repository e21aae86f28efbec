import type { DateField } from '@atrium/core/client';
import { textSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { DateCell } from './Cell.tsx';
import { DateFilter } from './Filter.tsx';
import { DateInput } from './index.tsx';

/** What the admin shows of a date. */
export const dateEntry: DataFieldUI<DateField> = {
  Input: DateInput,
  Cell: DateCell,
  Filter: DateFilter,
  summary: textSummary,
};
