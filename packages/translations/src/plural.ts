import type { PluralForm } from './types.ts';

/**
 * The plural form of spec 9 for a count: 0 zero, 1 one, 2 two, 3 to 5 few, above 5 many. Every language
 * writes `key_other` and whichever of these forms it needs; a form a language lacks falls back to `other`.
 */
export function pluralForm(count: number): Exclude<PluralForm, 'other'> {
  if (count === 0) return 'zero';
  if (count === 1) return 'one';
  if (count === 2) return 'two';
  if (count <= 5) return 'few';
  return 'many';
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** `key` without a plural suffix, and the suffix (`undefined` for a key that is not a plural form). */
export function splitPlural(key: string): [base: string, form: PluralForm | undefined] {
  const match = key.match(pluralSuffix);
  return match ? [key.slice(0, -match[0].length), match[1] as PluralForm] : [key, undefined];
}
