/*
 * URL safety for everything that leaves rich text as a link or a source: HTML and Markdown exports, converters.
 *
 * The check is an allowlist of schemes (http, https, mailto, sms, tel) plus relative URLs. It decides on the most
 * decoded form a browser, a Markdown renderer or a careless consumer could end up with: HTML character references
 * and percent-escapes are decoded (repeatedly, for double encoding), everything browsers ignore inside a URL
 * (control characters, whitespace, zero-width characters) is removed, and Unicode compatibility forms are folded.
 * A colon before the first `/`, `?` or `#` in any of those forms makes the URL absolute, and an absolute URL must
 * use an allowed scheme; look-alike schemes (`jаvascript:` with a Cyrillic `а`) are simply not allowed ones.
 */

const allowedSchemes = new Set(['http', 'https', 'mailto', 'sms', 'tel']);

/** What `safeURL` returns for anything unsafe. */
export const BLANK_URL = 'about:blank';

/**
 * Named character references that matter in a URL (scheme characters, separators, whitespace), matched case-
 * insensitively and with or without the closing semicolon: decoding more than a browser would only ever makes the
 * check stricter.
 */
const namedEntities: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  sol: '/',
  bsol: '\\',
  quest: '?',
  num: '#',
  period: '.',
  lpar: '(',
  rpar: ')',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  percnt: '%',
  excl: '!',
  equals: '=',
  plus: '+',
  comma: ',',
  semi: ';',
  lowbar: '_',
  hyphen: '-',
  dash: '-',
  commat: '@',
  zwnj: '\u200c',
  zwj: '\u200d',
  shy: '\u00ad',
};
const namedEntityPattern = new RegExp(
  `&(${Object.keys(namedEntities)
    .sort((a, b) => b.length - a.length)
    .join('|')});?`,
  'gi',
);
const numericEntityPattern = /&#(?:x([0-9a-f]+)|(\d+));?/gi;

/**
 * Code point ranges browsers drop from URLs or that render as nothing: C0/C1 controls, whitespace, zero-width and
 * joiner marks, bidi controls, fillers, variation selectors, tag characters.
 */
const invisibleRanges: [number, number][] = [
  [0x0000, 0x0020],
  [0x007f, 0x00a0],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x1680, 0x1680],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfff8],
  [0xe0000, 0xe007f],
  [0xe0100, 0xe01ef],
];

function stripInvisible(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (!invisibleRanges.some(([low, high]) => code >= low && code <= high)) out += ch;
  }
  return out;
}

function decodeCodePoint(code: number): string {
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

function decodeEntities(value: string): string {
  return value
    .replace(numericEntityPattern, (_match, hex: string | undefined, dec: string | undefined) =>
      decodeCodePoint(hex !== undefined ? Number.parseInt(hex, 16) : Number.parseInt(dec!, 10)),
    )
    .replace(namedEntityPattern, (_match, name: string) => namedEntities[name.toLowerCase()]);
}

function decodePercent(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      // An invalid UTF-8 sequence: decode the bytes one by one (as Latin-1), which is enough to see ASCII schemes.
      return run.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
  });
}

/**
 * The scheme a URL would be read with, lower-cased, `''` for a relative URL, or `null` when the text before the
 * first colon is not a valid scheme (which we treat as unsafe: it is either junk or a look-alike).
 */
function schemeOf(value: string): string | null {
  const colon = value.indexOf(':');
  if (colon === -1) return '';
  const delimiter = value.search(/[/?#\\]/);
  if (delimiter !== -1 && delimiter < colon) return '';
  const scheme = value.slice(0, colon);
  return /^[a-z][a-z0-9+.-]*$/i.test(scheme) ? scheme.toLowerCase() : null;
}

function formIsSafe(form: string): boolean {
  const stripped = stripInvisible(form);
  if (stripped.toLowerCase() === BLANK_URL) return true;
  const scheme = schemeOf(stripped);
  return scheme === '' || (scheme !== null && allowedSchemes.has(scheme));
}

/**
 * Whether `url` is safe to put in an `href` or `src`: an http(s), mailto, sms or tel URL, a relative URL (`/path`,
 * `page.html`, `?q`, `#anchor`, protocol-relative `//host`), the empty string (the current page), or exactly
 * `about:blank` (what `safeURL` substitutes). Every other scheme is unsafe, however it is disguised: mixed case,
 * whitespace or control characters inside or around it, HTML character references (decimal, hex, named, with or
 * without semicolons, zero-padded), percent-encoding, double encoding, or compatibility characters that fold to
 * it. Non-strings are unsafe.
 */
export function isSafeURL(url: string): boolean {
  if (typeof url !== 'string') return false;
  let form = url;
  // Each round decodes one more layer; any layer with a disallowed scheme makes the URL unsafe.
  for (let round = 0; round < 8; round++) {
    if (!formIsSafe(form) || !formIsSafe(form.normalize('NFKC'))) return false;
    const next = decodePercent(decodeEntities(form));
    if (next === form) return true;
    form = next;
  }
  // Still decoding after eight layers: nobody encodes a legitimate URL like that.
  return false;
}

/**
 * `url` itself when it is a string that `isSafeURL` accepts, otherwise `'about:blank'`. The result always passes
 * `isSafeURL`; it still has to be escaped for the place it goes (an HTML attribute, a Markdown destination).
 */
export function safeURL(url: unknown): string {
  return typeof url === 'string' && isSafeURL(url) ? url : BLANK_URL;
}
