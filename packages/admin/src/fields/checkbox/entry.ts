import type { CheckboxField } from '@atrium/core/client';
import { valueDiff } from '../shared/diffs/valueDiff.tsx';
import { BooleanFilter } from '../shared/filters/index.tsx';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import type { DataFieldUI } from '../types.ts';
import { CheckboxCell } from './Cell.tsx';
import { checkboxSummary } from './summary.ts';

/** What the admin shows of a yes/no value. */
export const checkboxEntry: DataFieldUI<CheckboxField> = {
  ...onDemandInput<typeof import('./index.tsx')>('checkbox', (m) => m.CheckboxInput),
  Cell: CheckboxCell,
  Filter: BooleanFilter,
  summary: checkboxSummary,
  Diff: valueDiff(CheckboxCell),
};
