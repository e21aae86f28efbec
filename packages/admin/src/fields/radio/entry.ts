import type { RadioField } from '@atrium/core/client';
import { OptionsCell } from '../shared/cells/index.tsx';
import { valueDiff } from '../shared/diffs/valueDiff.tsx';
import { OptionsFilter } from '../shared/filters/index.tsx';
import { onDemandInput } from '../shared/onDemandInput.tsx';
import { optionsSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';

/** What the admin shows of a choice of radio buttons. */
export const radioEntry: DataFieldUI<RadioField> = {
  ...onDemandInput<typeof import('./index.tsx')>('radio', (m) => m.RadioInput),
  Cell: OptionsCell,
  Filter: OptionsFilter,
  summary: optionsSummary,
  Diff: valueDiff(OptionsCell),
};
