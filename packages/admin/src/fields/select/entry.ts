import type { SelectField } from '@atrium/core/client';
import { OptionsCell } from '../shared/cells/index.tsx';
import { OptionsFilter } from '../shared/filters/index.tsx';
import { optionsSummary } from '../shared/summaries.ts';
import type { DataFieldUI } from '../types.ts';
import { SelectInput } from './index.tsx';

/** What the admin shows of a choice from a menu. */
export const selectEntry: DataFieldUI<SelectField> = {
  Input: SelectInput,
  Cell: OptionsCell,
  Filter: OptionsFilter,
  summary: optionsSummary,
};
