import { pluralForm } from '@atrium/translations';
import { escapeForLog } from '../utilities/escapeForLog.ts';
import type { Messages, Translate } from './types.ts';

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * What a key looks like: `namespace:name`, short. Anything else is text (a validator's own message, a label)
 * and comes back as it is, unreported: it is not a key that went missing.
 */
const keyShape = /^[A-Za-z][\w-]{0,39}:[\w.-]{1,100}$/;

/** Missing keys one translator remembers, to report each once; a bounded number, whatever the keys. */
export const maxReportedKeys = 100;

/** A property the object has itself: `constructor:name` must not find `Object` through the prototype. */
function own<T>(record: Record<string, T> | undefined, name: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, name) ? record[name] : undefined;
}

/** How a missing key is reported: once per key (spec 8: "key not found"), through `console.warn` by default. */
export type MissingKeyReporter = (message: string) => void;

/**
 * A translator for one language. Keys are `namespace:key`; a key missing in `messages` is looked up in
 * `fallback` (the configured fallback language), and a key missing there too is reported once ("key not
 * found: X") and comes back as the key itself (spec 8). With a numeric `count`, the plural form of spec 9 is
 * tried first (`key_zero`, `key_one`, `key_two`, `key_few` or `key_many`), then `key_other`, then `key`.
 * What it remembers of missing keys is bounded (`maxReportedKeys`; past it, one last report says the rest go
 * unreported), and a report is escaped for the log.
 */
export function createTranslate(
  messages: Messages,
  fallback?: Messages,
  report: MissingKeyReporter = (message) => console.warn(`Atrium: ${message}`),
): Translate {
  const reported = new Set<string>();
  const find = (key: string): string | undefined => {
    const colon = key.indexOf(':');
    if (colon < 1) return undefined;
    const ns = key.slice(0, colon);
    const name = key.slice(colon + 1);
    return own(own(messages, ns), name) ?? own(own(fallback, ns), name);
  };
  const reportMissing = (key: string) => {
    if (!keyShape.test(key) || reported.has(key) || reported.size > maxReportedKeys) return;
    if (reported.size === maxReportedKeys) {
      reported.add('');
      report(`more than ${maxReportedKeys} keys not found; no more are reported`);
      return;
    }
    reported.add(key);
    report(`key not found: ${escapeForLog(key)}`);
  };
  return (key, vars) => {
    let template: string | undefined;
    if (typeof vars?.count === 'number') template = find(`${key}_${pluralForm(vars.count)}`) ?? find(`${key}_other`);
    template ??= find(key);
    if (template === undefined) {
      reportMissing(key);
      return key;
    }
    if (!vars) return template;
    return template.replace(placeholder, (whole, v: string) => (Object.hasOwn(vars, v) ? String(vars[v]) : whole));
  };
}

/** Picks the best supported language for an `Accept-Language` header (or a list of tags joined by commas). */
export function matchLanguage(header: string | undefined, supported: string[], fallbackLanguage: string): string {
  if (!header) return fallbackLanguage;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((w) => w.tag && !Number.isNaN(w.q))
    .sort((a, b) => b.q - a.q);
  const lower = new Map(supported.map((s) => [s.toLowerCase(), s]));
  for (const { tag } of wanted) {
    const exact = lower.get(tag);
    if (exact) return exact;
    const base = tag.split('-')[0];
    const baseMatch = lower.get(base);
    if (baseMatch) return baseMatch;
    // A regional language the server has under another region: `fa` is served by `fa-IR`, `pt-BR` by `pt`, and
    // Chinese by script (`zh-HK` and `zh-Hant` read traditional characters, as `zh-TW` does; `zh` is `zh-CN`).
    const traditional = /^zh-(tw|hk|mo|hant)/.test(tag) ? lower.get('zh-tw') : undefined;
    const sameBase = traditional ?? supported.find((s) => s.toLowerCase().split('-')[0] === base);
    if (sameBase) return sameBase;
  }
  return fallbackLanguage;
}
