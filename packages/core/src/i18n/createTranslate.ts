import type { Messages, Translate } from './types.ts';

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A translator for one language. Keys are `namespace:key`; a key missing in `messages` is looked up in
 * `fallback`, and a key missing there too comes back as the key itself (spec section 8).
 */
export function createTranslate(messages: Messages, fallback?: Messages): Translate {
  return (key, vars) => {
    const colon = key.indexOf(':');
    if (colon < 1) return key;
    const ns = key.slice(0, colon);
    const name = key.slice(colon + 1);
    const template = messages[ns]?.[name] ?? fallback?.[ns]?.[name];
    if (template === undefined) return key;
    if (!vars) return template;
    return template.replace(placeholder, (whole, v: string) => (v in vars ? String(vars[v]) : whole));
  };
}

/** Picks the best supported language for an `Accept-Language` header. */
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
    const base = lower.get(tag.split('-')[0]);
    if (base) return base;
  }
  return fallbackLanguage;
}
