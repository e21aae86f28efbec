import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLANK_URL, isSafeURL, safeURL } from './url.ts';

const safe: string[] = [
  'http://example.com',
  'https://example.com/path?q=1#frag',
  'HTTPS://EXAMPLE.COM',
  'HtTp://example.com',
  '  https://example.com  ',
  'mailto:someone@example.com',
  'MAILTO:someone@example.com?subject=hi',
  'tel:+1-555-0100',
  'sms:+15550100?body=hello',
  '/path/to/page',
  '/',
  '#anchor',
  '#a:b',
  '?q=javascript:alert(1)',
  'page.html',
  'folder/page.html?x=1',
  '../up/one',
  './here',
  '//cdn.example.com/lib.js',
  '/search?q=a%3Ab',
  'https://example.com/?redirect=javascript:alert(1)',
  'https://example.com/a b',
  'https://例え.jp/パス',
  '',
  'about:blank',
  'ABOUT:BLANK',
  'https://example.com/?a=1&amp;b=2',
  '/path/with:colon',
  '\\\\example.com\\share',
];

const unsafe: string[] = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001\u0002javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  'javascript :alert(1)',
  'javascript\u200b:alert(1)',
  'java\u00adscript:alert(1)',
  '\ufeffjavascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#106avascript:alert(1)',
  '&#0000106;avascript:alert(1)',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#X6a;avascript:alert(1)',
  '&#x6Aavascript:alert(1)',
  '&#x0000006A;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&colonalert(1)',
  'javascript&COLON;alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3a;alert(1)',
  'java&Tab;script:alert(1)',
  'java&NewLine;script:alert(1)',
  'java&#x09;script:alert(1)',
  'java&#9script:alert(1)',
  '&amp;#106;avascript:alert(1)',
  '%6A%61vascript:alert(1)',
  '%6a%61%76%61%73%63%72%69%70%74%3aalert(1)',
  'javascript%3Aalert(1)',
  '%256Aavascript:alert(1)',
  'java%09script:alert(1)',
  'java%00script:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.com/file',
  'blob:https://example.com/uuid',
  'filesystem:https://example.com/temporary/x',
  'about:srcdoc',
  'chrome://settings',
  'jаvascript:alert(1)',
  'ｊａｖａｓｃｒｉｐｔ：alert(1)',
  'javascript\uff1aalert(1)',
  'localhost:3000',
  'x-custom:payload',
];

describe('isSafeURL', () => {
  it.each(safe.map((url) => [JSON.stringify(url), url]))('accepts %s', (_label, url) => {
    expect(isSafeURL(url)).toBe(true);
  });

  it.each(unsafe.map((url) => [JSON.stringify(url), url]))('rejects %s', (_label, url) => {
    expect(isSafeURL(url)).toBe(false);
  });

  it('rejects non-strings', () => {
    for (const value of [null, undefined, 1, {}, [], true]) expect(isSafeURL(value as unknown as string)).toBe(false);
  });

  it('rejects URLs that keep decoding past any reasonable depth', () => {
    let url = 'javascript:alert(1)';
    for (let i = 0; i < 12; i++) url = encodeURIComponent(url);
    expect(isSafeURL(url)).toBe(false);
  });

  it('rejects every control character or whitespace inserted anywhere in "javascript:"', () => {
    const scheme = 'javascript:';
    for (const code of [0, 1, 8, 9, 10, 11, 12, 13, 27, 31, 32, 127, 0x85, 0xa0, 0x2028, 0x200b, 0x3000]) {
      for (let at = 0; at < scheme.length; at++) {
        const url = `${scheme.slice(0, at)}${String.fromCharCode(code)}${scheme.slice(at)}alert(1)`;
        expect(isSafeURL(url), JSON.stringify(url)).toBe(false);
      }
    }
  });
});

describe('safeURL', () => {
  it('returns safe URLs unchanged', () => {
    expect(safeURL('https://example.com/a?b=c')).toBe('https://example.com/a?b=c');
    expect(safeURL('/relative')).toBe('/relative');
    expect(safeURL('')).toBe('');
  });

  it('replaces unsafe URLs and non-strings with about:blank', () => {
    expect(safeURL('javascript:alert(1)')).toBe(BLANK_URL);
    expect(safeURL('&#106;avascript:alert(1)')).toBe(BLANK_URL);
    expect(safeURL(undefined)).toBe(BLANK_URL);
    expect(safeURL(null)).toBe(BLANK_URL);
    expect(safeURL(42)).toBe(BLANK_URL);
    expect(safeURL({ toString: () => 'https://example.com' })).toBe(BLANK_URL);
  });

  it('always returns something isSafeURL accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom(...unsafe), fc.anything()), (value) => {
        expect(isSafeURL(safeURL(value))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never passes a URL whose scheme, once decoded and stripped, is javascript, data or vbscript', () => {
    const schemes = ['javascript', 'data', 'vbscript'];
    const noise = fc.constantFrom('', '\t', '\n', '\u0000', ' ', '\u200b', '&#9;', '%09', '&Tab;');
    const encodeChar = (ch: string, how: number): string => {
      const code = ch.charCodeAt(0);
      switch (how) {
        case 1:
          return `&#${code};`;
        case 2:
          return `&#x${code.toString(16)};`;
        case 3:
          return `%${code.toString(16).padStart(2, '0')}`;
        case 4:
          return ch.toUpperCase();
        case 5:
          return `&#00${code}`;
        default:
          return ch;
      }
    };
    const disguised = fc
      .tuple(
        fc.constantFrom(...schemes),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 11, maxLength: 11 }),
        fc.array(noise, { minLength: 11, maxLength: 11 }),
        fc.constantFrom(':', '&colon;', '&#58;', '%3A', '&#x3A;', '&#58'),
      )
      .map(
        ([scheme, hows, noises, colon]) =>
          `${[...scheme].map((ch, i) => noises[i] + encodeChar(ch, hows[i])).join('')}${colon}alert(1)`,
      );
    fc.assert(
      fc.property(disguised, (url) => {
        expect(isSafeURL(url)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});
