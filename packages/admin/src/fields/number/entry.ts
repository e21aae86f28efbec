import type { NumberField } from '@atrium/core/client';
import { valueDiff } from '../shared/diffs/valueDiff.tsx';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import type { DataFieldUI } from '../types.ts';
import { NumberCell } from './Cell.tsx';
import { NumberFilter } from './Filter.tsx';
import { numberSummary } from './summary.ts';

/** What the admin shows of a number. */
export const numberEntry: DataFieldUI<NumberField> = {
  ...onDemandInput<typeof import('./index.tsx')>('number', (m) => m.NumberInput),
  Cell: NumberCell,
  Filter: NumberFilter,
  summary: numberSummary,
  Diff: valueDiff(NumberCell),
  isNumeric: true,
};
