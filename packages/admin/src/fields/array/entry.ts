import type { ArrayField } from '@atrium/core/client';
import { CountCell } from '../shared/cells/index.tsx';
import { TextFilter } from '../shared/filters/index.tsx';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import { countSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { ArrayDiff } from './Diff.tsx';

/** What the admin shows of a list of rows. */
export const arrayEntry: DataFieldUI<ArrayField> = {
  ...onDemandInput<typeof import('./index.tsx')>('array', (m) => m.ArrayInput),
  Cell: CountCell,
  Filter: TextFilter,
  summary: countSummary,
  Diff: ArrayDiff,
};
