import type { SelectField } from '@atrium/core/client';
import { OptionsCell } from '../shared/cells/index.tsx';
import { valueDiff } from '../shared/diffs/valueDiff.tsx';
import { OptionsFilter } from '../shared/filters/index.tsx';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import { optionsSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';

/** What the admin shows of a choice from a menu. */
export const selectEntry: DataFieldUI<SelectField> = {
  ...onDemandInput<typeof import('./index.tsx')>('select', (m) => m.SelectInput),
  Cell: OptionsCell,
  Filter: OptionsFilter,
  summary: optionsSummary,
  Diff: valueDiff(OptionsCell),
};
