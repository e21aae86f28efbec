import type { Dialect } from '../helpers/startAtrium.ts';
import { nestingOf } from './encode.ts';
import type { FuzzModel } from './model.ts';
import type { FuzzRequest } from './requests.ts';

/**
 * Requests that still answer 5xx on main because of bugs issue 15 lists and other branches are fixing. The fuzz
 * does not send them, so that it can guard everything else now. Each entry names its issue item; DELETE AN ENTRY
 * as soon as its fix is merged (and this whole list once it is empty): the fuzz then sends those requests again.
 */
export type KnownBug = {
  /** Issue 15's item number. */
  item: number;
  /** What fails, in a few words. */
  title: string;
  /** Only on these databases. Defaults to both. */
  dialects?: Dialect[];
  /** `text`: the request as `requestText` spells it. */
  matches: (request: FuzzRequest, text: string, model: FuzzModel) => boolean;
};

const prototypeNames = new Set(Object.getOwnPropertyNames(Object.prototype));

/** The slug a request names: in its path (`/api/<slug>`, `/api/globals/<slug>`) or as form-state's or SEO's target. */
function slugsOf(r: FuzzRequest): string[] {
  const path = r.url.split('?')[0].split('/');
  const segment = path[2] === 'globals' ? path[3] : path[2];
  const out: string[] = [];
  try {
    out.push(decodeURIComponent(segment ?? ''));
  } catch {
    out.push(segment ?? '');
  }
  if (r.payload && (r.url.includes('/form-state') || r.url.includes('/plugin-seo/'))) {
    try {
      const body = JSON.parse(r.payload) as Record<string, unknown>;
      for (const key of ['collection', 'global']) if (typeof body?.[key] === 'string') out.push(body[key] as string);
    } catch {
      // Not JSON: no target.
    }
  }
  return out;
}

/** A list or an object, or text that reads as one (`"[]"`: the rich-text comparison parses it). */
const isStructured = (operand: unknown) =>
  (operand !== null && typeof operand === 'object') || (typeof operand === 'string' && /^\s*[[{]/.test(operand));

/** Conditions of a where tree whose path is rich text and whose operand is (or reads as) a list or an object. */
function comparesRichTextWithStructure(where: unknown, richText: Set<string>): boolean {
  if (where === null || typeof where !== 'object') return false;
  for (const [key, value] of Object.entries(where)) {
    if (key.toLowerCase() === 'and' || key.toLowerCase() === 'or') {
      if (Array.isArray(value) && value.some((w) => comparesRichTextWithStructure(w, richText))) return true;
      continue;
    }
    if (!richText.has(key) || value === null || typeof value !== 'object') continue;
    if (Object.entries(value).some(([op, operand]) => op !== 'exists' && isStructured(operand))) return true;
  }
  return false;
}

const richTextPaths = (model: FuzzModel) =>
  new Set(model.collections.flatMap((c) => c.paths.filter((p) => p.type === 'richText').map((p) => p.path)));

export const knownBugs: KnownBug[] = [
  {
    item: 9,
    title: 'Object.prototype names as slugs (/api/constructor, /api/globals/__proto__, form-state and SEO targets)',
    matches: (r) => slugsOf(r).some((slug) => prototypeNames.has(slug)),
  },
  {
    item: 9,
    title: 'deep nesting (where, preferences, bodies) overflows the stack or the database JSON depth',
    matches: (_r, text) => nestingOf(text) > 100,
  },
  {
    item: 9,
    title: 'rich text compared with a list or an object on SQLite',
    dialects: ['sqlite'],
    matches: (r, _text, model) => r.where !== undefined && comparesRichTextWithStructure(r.where, richTextPaths(model)),
  },
  {
    item: 6,
    title: 'NUL and lone surrogates on PostgreSQL',
    dialects: ['postgres'],
    // Raw in the decoded text, escaped in JSON, percent-encoded in a form body, or as CESU-8 bytes in a URL.
    matches: (_r, text) => text.includes('\u0000') || /\p{Cs}|\\u0000|\\ud[89a-f][0-9a-f]{2}|%00|%ED%[AB][0-9A-F]/iu.test(text),
  },
];

/** Everything a request carries, decoded where it can be: what the entries look for. */
export function requestText(r: FuzzRequest): string {
  let url = r.url;
  try {
    url = decodeURIComponent(r.url);
  } catch {
    // Malformed escapes stay as they are.
  }
  return `${r.method} ${url} ${JSON.stringify(r.headers)} ${r.payload ?? ''}`;
}

/** The known bug a request would hit on `dialect`, if any. */
export function knownBugOf(r: FuzzRequest, dialect: Dialect, model: FuzzModel): KnownBug | undefined {
  if (knownBugs.length === 0) return undefined;
  const text = requestText(r);
  return knownBugs.find((bug) => (!bug.dialects || bug.dialects.includes(dialect)) && bug.matches(r, text, model));
}
