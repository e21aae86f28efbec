import type { Option } from '../types.ts';
import { configError } from './configError.ts';
import { isPlainObject } from './isPlainObject.ts';

/** Checks select/radio `options`: a non-empty list of strings or `{ label, value }` with unique string values. */
export function checkOptions(options: unknown, path: string): Option[] {
  if (!Array.isArray(options) || options.length === 0) configError(path, '`options` must be a non-empty list');
  const seen = new Set<string>();
  options.forEach((option: unknown, i) => {
    const value = isPlainObject(option) ? option.value : option;
    if (typeof value !== 'string')
      configError(path, `\`options[${i}]\` must be a string or { label, value } with a string value`);
    if (isPlainObject(option) && option.label === undefined) configError(path, `\`options[${i}]\` has no \`label\``);
    if (seen.has(value)) configError(path, `\`options\` has the value "${value}" twice`);
    seen.add(value);
  });
  return options.map((option: Option) => (typeof option === 'string' ? option : { ...option }));
}

/** Checks that a static `defaultValue` is one of the option values (a list of them for hasMany). */
export function checkDefaultOption(field: { defaultValue?: unknown; hasMany?: boolean }, values: string[], path: string): void {
  const initial = field.defaultValue;
  if (initial === undefined || initial === null || typeof initial === 'function') return;
  const list = field.hasMany && Array.isArray(initial) ? initial : [initial];
  for (const item of list) {
    if (typeof item !== 'string' || !values.includes(item))
      configError(path, `\`defaultValue\` ${JSON.stringify(item)} is not one of the options`);
  }
}
