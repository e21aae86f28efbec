import { TextFilter } from '../shared/filters/index.tsx';
import type { FilterProps } from '../types.ts';

/** One date typed in the browser's date input, or several comma-separated. */
export function DateFilter(props: FilterProps) {
  return <TextFilter {...props} inputType="date" />;
}
