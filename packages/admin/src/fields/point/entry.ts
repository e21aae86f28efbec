import type { PointField } from '@atrium/core/client';
import { valueDiff } from '../shared/diffs/valueDiff.tsx';
import { TextFilter } from '../shared/filters/index.tsx';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import type { DataFieldUI } from '../types.ts';
import { PointCell } from './Cell.tsx';
import { pointSummary } from './summary.ts';

/** What the admin shows of a geographic point. */
export const pointEntry: DataFieldUI<PointField> = {
  ...onDemandInput<typeof import('./index.tsx')>('point', (m) => m.PointInput),
  Cell: PointCell,
  Filter: TextFilter,
  summary: pointSummary,
  Diff: valueDiff(PointCell),
};
