import type { JoinField } from '@atrium/core/client';
import type { DataFieldUI } from '../types.ts';
import { JoinInput } from './index.tsx';
import { JoinCell, joinSummary } from './JoinCell.tsx';

/** What the admin shows of a join: the documents that point at this one. */
export const joinEntry: DataFieldUI<JoinField> = {
  Input: JoinInput,
  Cell: JoinCell,
  // A join has no operators: the filter builder never offers it, so it has no value input.
  Filter: () => null,
  summary: joinSummary,
};
