import { describe, expect, it } from 'vitest';
import { fallbackSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it('spells accented and German letters in ASCII instead of dropping them (Grüße gave gru-e)', () => {
    expect(slugify('Grüße aus Köln')).toBe('grusse-aus-koln');
    expect(slugify('Ça va? Ñandú')).toBe('ca-va-nandu');
  });

  it('romanizes Arabic, Japanese and Cyrillic titles instead of giving an empty slug', () => {
    expect(slugify('مرحبا بالعالم')).toBe('mrhb-blaalm');
    expect(slugify('こんにちは')).toBe('konnitiha');
    expect(slugify('Привет мир')).toBe('privet-mir');
  });

  it('joins words with single dashes, spells "&" and trims the ends', () => {
    expect(slugify('  Hello, World!  ')).toBe('hello-world');
    expect(slugify('Salt & Pepper')).toBe('salt-and-pepper');
  });

  it('is empty for text with nothing to spell, which the field replaces with a generated slug', () => {
    expect(slugify('🎉 !!')).toBe('');
    expect(fallbackSlug()).toMatch(/^untitled-[0-9a-f]{8}$/);
    expect(fallbackSlug()).not.toBe(fallbackSlug());
  });
});
