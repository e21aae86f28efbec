import { describe, expect, it, vi } from 'vitest';
import { articleFixture } from '../export/fixtures.ts';
import { fromMarkdown, toMarkdown } from '../export/markdown.ts';
import { roundTrip } from '../headless.ts';
import type { EditorState } from '../types.ts';
import { slateCorpus } from './slate.corpus.ts';
import { convertSlateToLexical } from './slate.ts';

/**
 * What the converters and the Markdown import write must be exactly what the editor stores: loading it into a
 * headless Lexical editor and saving it again changes nothing.
 */
describe('converted content survives the editor unchanged', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  it.each(slateCorpus.map((c) => [c.name, c] as const))('Slate: %s', (_name, testCase) => {
    const converted = convertSlateToLexical(testCase.input as unknown[]);
    expect(roundTrip(converted)).toStrictEqual(converted);
  });

  it('Markdown import of an exported article', () => {
    const imported = fromMarkdown(toMarkdown(articleFixture() as EditorState));
    expect(roundTrip(imported)).toStrictEqual(imported);
  });
});
