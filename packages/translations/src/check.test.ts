import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLanguage } from './check.ts';
import { en } from './en/index.ts';
import type { Messages } from './types.ts';

const english = en as unknown as Messages;

/** English with every string replaced by a marked copy: a complete "translation" to break on purpose. */
function translatedCopy(): Messages {
  const out: Messages = {};
  for (const [namespace, strings] of Object.entries(english)) {
    out[namespace] = {};
    for (const [key, text] of Object.entries(strings)) out[namespace][key] = `«${text}»`;
  }
  return out;
}

describe('checkLanguage', () => {
  it('passes a complete translation', () => {
    expect(checkLanguage('xx', translatedCopy())).toEqual([]);
  });

  it('finds missing, empty, unknown and English strings, and dropped or added variables', () => {
    const broken = translatedCopy();
    delete broken.general.cancel;
    broken.general.save = ' ';
    broken.general.madeUp = 'Erfunden';
    broken.list.searchBy = 'Suchen'; // drops {{fields}}
    broken.general.createNewLabel = 'Neu: {{label}} {{extra}}'; // adds {{extra}}
    broken.general.close = english.general.close; // left in English
    broken.general.appName = english.general.appName; // a brand: allowed
    broken.nav.documentCount_few = 'ein paar'; // a plural form dropping its variable
    broken.nav.documentCount_one = 'ein Dokument'; // one may leave the number out
    broken.nav.documentCount_lots = 'viele'; // not a plural form
    broken.planets = { mars: 'Mars' };
    const problems = checkLanguage('de', broken).map((p) => `${p.problem} ${p.key}`);
    expect(problems.sort()).toEqual(
      [
        'missing general:cancel',
        'empty general:save',
        'unknown general:madeUp',
        'variables list:searchBy',
        'variables general:createNewLabel',
        'sameAsEnglish general:close',
        'variables nav:documentCount_few',
        'unknown nav:documentCount_lots',
        'unknown planets:*',
      ].sort(),
    );
  });

  it("accepts a language's reviewed strings kept in English, and only those", () => {
    const kept = translatedCopy();
    kept.general.close = english.general.close;
    kept.general.cancel = english.general.cancel;
    const problems = checkLanguage('de', kept, { sameAsEnglish: ['general:close'] });
    expect(problems.map((p) => p.key)).toEqual(['general:cancel']);
  });
});

describe('every shipped language', () => {
  const src = dirname(fileURLToPath(import.meta.url));
  const codes = readdirSync(src).filter((entry) => entry !== 'en' && statSync(join(src, entry)).isDirectory());

  it('covers the 28 languages of spec 9 besides English', () => {
    expect(codes.sort()).toEqual(
      'ar az bg cs de es fa-IR fr he hr hu it ja ko nb nl pl pt ro ru sk sv th tr uk vi zh-CN zh-TW'.split(' '),
    );
  });

  it.each(codes)('%s is complete: every key, the same variables, nothing left in English unreviewed', async (code) => {
    const module = (await import(`./${code}/index.ts`)) as { messages: Messages; sameAsEnglish?: string[] };
    const problems = checkLanguage(code, module.messages, { sameAsEnglish: module.sameAsEnglish });
    expect(problems.map((p) => `${p.problem} ${p.key}${p.detail ? ` (${p.detail})` : ''}`)).toEqual([]);
  });
});
