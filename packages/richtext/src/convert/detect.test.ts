import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { detectFormat } from './detect.ts';
import { slateCorpus } from './slate.corpus.ts';
import { doc, p, text, unknownNode } from './testNodes.ts';
import { toCurrentEditorState } from './toCurrent.ts';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('detectFormat', () => {
  it.each([
    ['null', null, 'empty'],
    ['undefined', undefined, 'empty'],
    ['an empty string', '', 'empty'],
    ['an empty array', [], 'empty'],
    ['an array of nulls', [null, undefined], 'empty'],
    ['an empty object', {}, 'empty'],
    ['a Lexical state', doc([p([text('x')])]), 'lexical'],
    ['a Lexical state with old nodes', doc([{ type: 'upload', version: 1, relationTo: 'media', value: { id: 1 } }]), 'lexical'],
    ['a legacy plugin value', { jsonContent: doc([]), preview: '', characters: 0, words: 0 }, 'legacyLexical'],
    ['a legacy plugin value without content', { jsonContent: null, preview: '' }, 'legacyLexical'],
    ["Payload's empty Slate value", [{ children: [{ text: '' }] }], 'slate'],
    ['Slate with junk around a node', [5, null, { type: 'h1', children: [] }], 'slate'],
    ['an array of leaves', [{ text: 'a' }], 'slate'],
    ['an array without Slate nodes', [1, 'two', { type: 'x' }], 'unknown'],
    ['a plain string', 'Hello', 'unknown'],
    ['a number', 12, 'unknown'],
    ['an object with other keys', { html: '<p>x</p>' }, 'unknown'],
    ['a root that is not an object', { root: 'x' }, 'unknown'],
  ])('%s → %s', (_name, value, format) => {
    expect(detectFormat(value)).toBe(format);
  });

  it('recognizes every document of the Slate corpus that holds a node', () => {
    for (const entry of slateCorpus) {
      if (
        Array.isArray(entry.input) &&
        entry.input.some((node) => typeof node === 'object' && node !== null && !Array.isArray(node))
      ) {
        expect(detectFormat(entry.input)).toBe('slate');
      }
    }
  });
});

describe('toCurrentEditorState', () => {
  it('returns null for empty values, changed unless the value was null', () => {
    expect(toCurrentEditorState(null)).toStrictEqual({ format: 'empty', state: null, changed: false });
    expect(toCurrentEditorState([])).toStrictEqual({ format: 'empty', state: null, changed: true });
  });

  it('upgrades Lexical, leaving current states alone', () => {
    const current = doc([p([text('x')])]);
    const result = toCurrentEditorState(current);
    expect(result).toStrictEqual({ format: 'lexical', state: current, changed: false });
    expect(result.state).toBe(current);
    expect(
      toCurrentEditorState(doc([{ type: 'relationship', version: 1, relationTo: 'posts', value: { id: 1 } }], null)),
    ).toStrictEqual({
      format: 'lexical',
      state: doc([{ type: 'relationship', version: 2, relationTo: 'posts', value: 1, format: '' }], null),
      changed: true,
    });
  });

  it('converts Slate and legacy Lexical', () => {
    expect(toCurrentEditorState([{ children: [{ text: 'slate' }] }])).toStrictEqual({
      format: 'slate',
      state: doc([p([text('slate')])]),
      changed: true,
    });
    expect(toCurrentEditorState({ jsonContent: doc([p([text('legacy')])]), preview: 'legacy' })).toStrictEqual({
      format: 'legacyLexical',
      state: doc([p([text('legacy')])]),
      changed: true,
    });
  });

  it('keeps a value of unknown format whole, with a warning', () => {
    expect(toCurrentEditorState('<p>html</p>')).toStrictEqual({
      format: 'unknown',
      state: doc([unknownNode('unknownFormat', '<p>html</p>')], null),
      changed: true,
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(toCurrentEditorState({ root: 'x' }).state).toStrictEqual(doc([unknownNode('unknownFormat', { root: 'x' })], null));
  });
});
