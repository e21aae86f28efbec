import { clientConfig, sanitizeConfig } from '@atrium/core';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { describe, expect, it } from 'vitest';
import { demoConfig } from './config.ts';

/** The interface languages the demo's content languages are edited in: every demo label has all three. */
const languages = ['en', 'de', 'ar'];

/** Keys whose value is text an editor reads (a label, a heading, a hint) rather than configuration. */
const textKeys = new Set(['label', 'singular', 'plural', 'description', 'placeholder', 'group']);

/** Atrium's own labels (built-in fields such as `createdAt`) are translation keys, translated in every language. */
const isTranslationKey = (text: string) => /^[a-z]+:[A-Za-z]+$/.test(text);

/**
 * Every editor-facing text in the admin's view of the demo (the client config: collections, globals, fields,
 * tabs, blocks, options, the rich-text editors' blocks and link fields) that is not given in en, de and ar, as
 * `path: problem`.
 */
function untranslated(value: unknown, path: string, out: string[]): string[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      untranslated(item, `${path}[${index}]`, out);
    });
    return out;
  }
  if (!value || typeof value !== 'object') return out;
  const object = value as Record<string, unknown>;
  // The drafts feature's `_status` is Atrium's own: the admin names it and its values through its translation keys.
  if (object.name === '_status') return out;
  // Options written as plain strings show their value as the label, in every language.
  if (Array.isArray(object.options)) {
    object.options.forEach((option, index) => {
      if (typeof option === 'string') out.push(`${path}.options[${index}]: "${option}" is a plain string`);
    });
  }
  for (const [key, child] of Object.entries(object)) {
    const at = `${path}.${key}`;
    if (textKeys.has(key) && (typeof child === 'string' || (child && typeof child === 'object' && !Array.isArray(child)))) {
      if (typeof child === 'string') {
        if (!isTranslationKey(child)) out.push(`${at}: "${child}" is one text for every language`);
        continue;
      }
      const texts = child as Record<string, unknown>;
      // `labels: { singular, plural }` is a container, not a text.
      if (key === 'label' || key === 'description' || key === 'placeholder' || key === 'group' || !('singular' in texts)) {
        const isText = Object.values(texts).every((text) => typeof text === 'string');
        if (isText) {
          const missing = languages.filter((language) => typeof texts[language] !== 'string' || texts[language] === '');
          if (missing.length) out.push(`${at}: no ${missing.join(', ')}`);
          continue;
        }
      }
    }
    untranslated(child, at, out);
  }
  return out;
}

describe("the demo's labels", () => {
  type Entry = { slug: string; admin?: { hidden?: boolean } };
  const config = clientConfig(
    sanitizeConfig(demoConfig({ db: sqliteAdapter({ filename: ':memory:' }), secret: 'labels-test-secret-0123456789' })),
  ) as { collections: Entry[]; globals: Entry[] };

  it('give every collection, global, field, description, option, block and tab in English, German and Arabic', () => {
    // Collections the admin never shows (core's preferences store) have no labels an editor reads.
    const shown = config.collections.filter((collection) => !collection.admin?.hidden);
    expect(shown.map((collection) => collection.slug)).toEqual(['pages', 'posts', 'categories', 'media', 'users']);
    const problems = [...untranslated(shown, 'collections', []), ...untranslated(config.globals, 'globals', [])];
    expect(problems).toEqual([]);
  });

  it('finds a label in one language only (the check itself can fail)', () => {
    const problems = untranslated(
      [{ fields: [{ name: 'x', type: 'select', label: 'X', options: ['a', { label: { en: 'B', de: 'B' }, value: 'b' }] }] }],
      'c',
      [],
    );
    expect(problems).toEqual([
      'c[0].fields[0].options[0]: "a" is a plain string',
      'c[0].fields[0].label: "X" is one text for every language',
      'c[0].fields[0].options[1].label: no ar',
    ]);
  });
});
