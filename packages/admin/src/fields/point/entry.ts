import type { PointField } from '@atrium/core/client';
import { TextFilter } from '../shared/filters/index.tsx';
import type { DataFieldUI } from '../types.ts';
import { PointCell } from './Cell.tsx';
import { PointInput } from './index.tsx';
import { pointSummary } from './summary.ts';

/** What the admin shows of a geographic point. */
export const pointEntry: DataFieldUI<PointField> = {
  Input: PointInput,
  Cell: PointCell,
  Filter: TextFilter,
  summary: pointSummary,
};
