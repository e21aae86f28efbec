import { en } from './en/index.ts';
import { splitPlural } from './plural.ts';
import type { Messages } from './types.ts';

export type Problem = {
  language: string;
  key: string;
  problem: 'missing' | 'unknown' | 'empty' | 'variables' | 'sameAsEnglish';
  detail?: string;
};

/**
 * Strings a language may keep exactly as English writes them: names and symbols every language uses as they
 * are, by key. A language's own reviewed exceptions (a word its editors use unchanged) go in `sameAsEnglish`.
 */
export const sameEverywhere: ReadonlySet<string> = new Set([
  'general:appName',
  // The acronym editors use unchanged in most languages (the SEO plugin's tab).
  'fields:seoTab',
  'general:id',
  'upload:sizeB',
  'upload:sizeKB',
  'upload:sizeMB',
  'upload:sizeGB',
  'upload:sizeTB',
  'upload:sizePB',
  'upload:sizeEB',
  'upload:sizeZB',
  'upload:sizeYB',
  'media:dimensionsShort',
  // The table size picker's columns × rows.
  'richTextTable:size',
  // The form builder's address fields: abbreviations most languages' mail programs keep as they are.
  'formBuilder:cc',
  'formBuilder:bcc',
  'formBuilder:url',
]);

const variablesOf = (text: string): string[] => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();

/** What is wrong with a translation's variables, or `undefined`: none added, none dropped (except by zero, one, two). */
function variablesDiffer(english: string[], found: string[], form: string | undefined): string | undefined {
  const added = found.filter((v) => !english.includes(v));
  const dropped = english.filter((v) => !found.includes(v));
  const mayDrop = form === 'zero' || form === 'one' || form === 'two';
  if (added.length === 0 && (dropped.length === 0 || mayDrop)) return undefined;
  return `{${english.join(', ')}} in English, {${found.join(', ')}} here`;
}

/**
 * Checks one language against English: every key present and non-empty, no key English does not have (a
 * plural form of a key English writes with `_other` excepted), the same `{{variables}}` as English, and no
 * string left in English unless it is allowed to be. Zero, one and two forms may leave out variables (Arabic
 * says "two documents" in one word), never add one.
 */
export function checkLanguage(
  language: string,
  messages: Messages,
  options: { source?: Messages; sameAsEnglish?: Iterable<string> } = {},
): Problem[] {
  const source = options.source ?? (en as unknown as Messages);
  const allowed = new Set([...sameEverywhere, ...(options.sameAsEnglish ?? [])]);
  const problems: Problem[] = [];
  for (const [namespace, strings] of Object.entries(source)) {
    const own = messages[namespace] ?? {};
    for (const [name, english] of Object.entries(strings)) {
      const key = `${namespace}:${name}`;
      const text = own[name];
      if (text === undefined) problems.push({ language, key, problem: 'missing' });
      else if (text.trim() === '') problems.push({ language, key, problem: 'empty' });
      else {
        const [, form] = splitPlural(name);
        const mismatch = variablesDiffer(variablesOf(english), variablesOf(text), form);
        if (mismatch) problems.push({ language, key, problem: 'variables', detail: mismatch });
        if (text === english && /\p{L}/u.test(english) && !allowed.has(key)) {
          problems.push({ language, key, problem: 'sameAsEnglish', detail: english });
        }
      }
    }
    for (const [name, text] of Object.entries(own)) {
      if (name in strings) continue;
      const key = `${namespace}:${name}`;
      const [base, form] = splitPlural(name);
      const other = form ? strings[`${base}_other`] : undefined;
      if (other === undefined) {
        problems.push({ language, key, problem: 'unknown' });
        continue;
      }
      if (text.trim() === '') problems.push({ language, key, problem: 'empty' });
      const mismatch = variablesDiffer(variablesOf(other), variablesOf(text), form);
      if (mismatch) problems.push({ language, key, problem: 'variables', detail: mismatch });
    }
  }
  for (const namespace of Object.keys(messages)) {
    if (!(namespace in source)) problems.push({ language, key: `${namespace}:*`, problem: 'unknown' });
  }
  return problems;
}
