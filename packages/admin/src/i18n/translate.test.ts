import { describe, expect, it } from 'vitest';
import { createAdminTranslate } from './translate.ts';

const messages = {
  list: { applyTo_one: 'تطبيق ({{label}}: {{n}})', applyTo_other: 'تطبيق ({{label}}: {{n}})' },
} as any;

describe('createAdminTranslate', () => {
  it('sets text values apart from a right-to-left sentence, keeping numbers for the plural form', () => {
    const t = createAdminTranslate(messages, undefined, { isolate: true });
    expect(t('list:applyTo', { label: 'Specimens', n: '2', count: 2 })).toBe('تطبيق (\u2068Specimens\u2069: \u20682\u2069)');
  });

  it('leaves left-to-right languages as they are', () => {
    const t = createAdminTranslate(messages);
    expect(t('list:applyTo', { label: 'Specimens', n: '2', count: 2 })).toBe('تطبيق (Specimens: 2)');
  });
});
