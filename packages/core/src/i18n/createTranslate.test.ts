import { describe, expect, it } from 'vitest';
import { createTranslate, matchLanguage, maxReportedKeys } from './createTranslate.ts';

const english = {
  list: {
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    title: 'Documents of {{label}}',
    onlyEnglish: 'Only in English',
  },
};
const arabic = {
  list: {
    items_zero: 'لا عناصر',
    items_one: 'عنصر واحد',
    items_two: 'عنصران',
    items_few: '{{count}} عناصر',
    items_many: '{{count}} عنصرًا',
    items_other: '{{count}} عنصر',
    title: 'مستندات {{label}}',
  },
};

describe('createTranslate', () => {
  it('picks the plural form of spec 9 for a numeric count, falling back to other, then to the bare key', () => {
    const t = createTranslate(arabic);
    expect([0, 1, 2, 3, 5, 6, 11].map((count) => t('list:items', { count }))).toEqual([
      'لا عناصر',
      'عنصر واحد',
      'عنصران',
      '3 عناصر',
      '5 عناصر',
      '6 عنصرًا',
      '11 عنصرًا',
    ]);
    const en = createTranslate(english);
    // English writes one and other: 0, 2 and 7 take other.
    expect([0, 1, 2, 7].map((count) => en('list:items', { count }))).toEqual(['0 items', '1 item', '2 items', '7 items']);
    // Without a number, the key itself.
    expect(en('list:title', { label: 'Posts', count: 'many' })).toBe('Documents of Posts');
  });

  it('uses the fallback language for a key the language lacks, and fills variables', () => {
    const t = createTranslate(arabic, english);
    expect(t('list:onlyEnglish')).toBe('Only in English');
    expect(t('list:title', { label: 'الأخبار' })).toBe('مستندات الأخبار');
    // A variable with no value stays visible rather than vanishing.
    expect(t('list:title')).toBe('مستندات {{label}}');
  });

  it('reports a key found nowhere once ("key not found: X") and shows the key itself', () => {
    const reports: string[] = [];
    const t = createTranslate(english, undefined, (message) => reports.push(message));
    expect(t('list:nowhere-to-be-found')).toBe('list:nowhere-to-be-found');
    expect(t('list:nowhere-to-be-found')).toBe('list:nowhere-to-be-found');
    expect(reports).toEqual(['key not found: list:nowhere-to-be-found']);
  });

  it("gives text that is not shaped like a key back unchanged, unreported (a validator's own message)", () => {
    const reports: string[] = [];
    const t = createTranslate(english, undefined, (message) => reports.push(message));
    expect(t('not a key')).toBe('not a key');
    expect(t('Invalid value for "title": x')).toBe('Invalid value for "title": x');
    expect(t(`list:${'x'.repeat(14_000)}`)).toHaveLength(14_005);
    expect(t('list:two\nlines')).toBe('list:two\nlines');
    expect(reports).toEqual([]);
  });

  // Review of issue 15: lookups went through the prototype, so "constructor:name" answered "Object".
  it('finds only the strings the messages hold themselves, never a prototype member', () => {
    const t = createTranslate(english, english, () => {});
    expect(t('constructor:name')).toBe('constructor:name');
    expect(t('list:constructor')).toBe('list:constructor');
    expect(t('list:__proto__')).toBe('list:__proto__');
  });

  // Issue 15: every distinct missing key was kept forever, so 1,500 requests with unique names held ~90 MB.
  it('remembers a bounded number of missing keys, however many distinct ones it is asked for', () => {
    const reports: string[] = [];
    const t = createTranslate(english, undefined, (message) => reports.push(message));
    for (let i = 0; i < 1500; i++) expect(t(`list:missing${i}`)).toBe(`list:missing${i}`);
    expect(reports).toHaveLength(maxReportedKeys + 1);
    expect(reports.at(-1)).toBe(`more than ${maxReportedKeys} keys not found; no more are reported`);
    // Past the bound nothing more is remembered or reported, not even a key asked for again.
    t('list:missing0');
    t('list:missing1499');
    expect(reports).toHaveLength(maxReportedKeys + 1);
  });
});

describe('matchLanguage', () => {
  const supported = ['en', 'de', 'fa-IR', 'pt', 'zh-CN', 'zh-TW'];

  it('takes the most wanted language the server has: exact, by base language, or by region', () => {
    expect(matchLanguage('en-GB;q=0.5, de', supported, 'en')).toBe('de');
    expect(matchLanguage('de-AT', supported, 'en')).toBe('de');
    expect(matchLanguage('pt-BR', supported, 'en')).toBe('pt');
    expect(matchLanguage('fa', supported, 'en')).toBe('fa-IR');
    expect(matchLanguage('zh', supported, 'en')).toBe('zh-CN');
    expect(matchLanguage('zh-TW', supported, 'en')).toBe('zh-TW');
  });

  it('reads Hong Kong, Macau and traditional-script Chinese as zh-TW', () => {
    expect(matchLanguage('zh-HK', supported, 'en')).toBe('zh-TW');
    expect(matchLanguage('zh-Hant-HK', supported, 'en')).toBe('zh-TW');
    expect(matchLanguage('zh-Hans', supported, 'en')).toBe('zh-CN');
  });

  it('answers the fallback when nothing matches or nothing is asked', () => {
    expect(matchLanguage('xx-YY, ja', supported, 'en')).toBe('en');
    expect(matchLanguage(undefined, supported, 'en')).toBe('en');
  });
});
