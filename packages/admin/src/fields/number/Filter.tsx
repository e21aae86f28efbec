import { TextFilter } from '../shared/filters/index.tsx';
import type { FilterProps } from '../types.ts';

/** One number typed in the browser's number input, or several comma-separated. */
export function NumberFilter(props: FilterProps) {
  return <TextFilter {...props} inputType="number" />;
}
