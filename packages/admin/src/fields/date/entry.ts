import type { DateField } from '@atrium/core/client';
import { valueDiff } from '../shared/diffs/valueDiff.tsx';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import { textSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { DateCell } from './Cell.tsx';
import { DateFilter } from './Filter.tsx';

/** What the admin shows of a date. */
export const dateEntry: DataFieldUI<DateField> = {
  ...onDemandInput<typeof import('./index.tsx')>('date', (m) => m.DateInput),
  Cell: DateCell,
  Filter: DateFilter,
  summary: textSummary,
  Diff: valueDiff(DateCell),
};
