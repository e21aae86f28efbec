import { TextFilter } from '../shared/filters/index.tsx';
import type { FilterProps } from '../types.ts';

/** One email typed in the browser's email input, or several comma-separated. */
export function EmailFilter(props: FilterProps) {
  return <TextFilter {...props} inputType="email" />;
}
