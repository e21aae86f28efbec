import { createTranslate } from '@atrium/core/client';
import type { Translations } from '@atrium/translations';

export type TFunction = (key: string, vars?: Record<string, unknown>) => string;

/** Spec 9's plural suffixes: 0 zero, 1 one, 2 two, 3–5 few, above 5 many; `other` when a language has no form. */
export function pluralSuffix(count: number): 'zero' | 'one' | 'two' | 'few' | 'many' {
  if (count === 0) return 'zero';
  if (count === 1) return 'one';
  if (count === 2) return 'two';
  if (count <= 5) return 'few';
  return 'many';
}

const warned = new Set<string>();

/**
 * A translator over a language's strings, falling back to `fallback` (the fallback language). A key found
 * nowhere logs once and shows itself (spec 8).
 * With a numeric `count`, `key_<suffix>` is tried first, then `key_other`, then `key`.
 */
export function createAdminTranslate(messages: Translations, fallback?: Translations): TFunction {
  const lookup = createTranslate(messages, fallback);
  return (key, vars) => {
    if (typeof vars?.count === 'number') {
      for (const candidate of [`${key}_${pluralSuffix(vars.count)}`, `${key}_other`]) {
        const found = lookup(candidate, vars);
        if (found !== candidate) return found;
      }
    }
    const found = lookup(key, vars);
    if (found === key && !warned.has(key)) {
      warned.add(key);
      console.warn(`Atrium admin: translation key not found: ${key}`);
    }
    return found;
  };
}
