import type { JoinField } from '@atrium/core/client';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import type { DataFieldUI } from '../types.ts';
import { JoinCell, joinSummary } from './JoinCell.tsx';

/** What the admin shows of a join: the documents that point at this one. */
export const joinEntry: DataFieldUI<JoinField> = {
  ...onDemandInput<typeof import('./index.tsx')>('join', (m) => m.JoinInput),
  Cell: JoinCell,
  // A join has no operators: the filter builder never offers it, so it has no value input.
  Filter: () => null,
  summary: joinSummary,
};
