import type { Option } from '../types.ts';

/** The stored values of select or radio options, in config order. */
export function optionValues(options: readonly Option[]): string[] {
  return options.map((option) => (typeof option === 'string' ? option : option.value));
}
