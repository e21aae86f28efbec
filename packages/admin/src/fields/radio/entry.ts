import type { RadioField } from '@atrium/core/client';
import { OptionsCell } from '../shared/cells/index.tsx';
import { OptionsFilter } from '../shared/filters/index.tsx';
import { optionsSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { RadioInput } from './index.tsx';

/** What the admin shows of a choice of radio buttons. */
export const radioEntry: DataFieldUI<RadioField> = {
  Input: RadioInput,
  Cell: OptionsCell,
  Filter: OptionsFilter,
  summary: optionsSummary,
};
