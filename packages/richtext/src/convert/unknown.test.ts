import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { convertLegacyLexical } from './legacyLexical.ts';
import { convertSlateToLexical } from './slate.ts';
import { toUnknownConverted } from './unknown.ts';
import { upgradeEditorState } from './upgrade.ts';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('toUnknownConverted', () => {
  it('wraps the node whole and warns once, naming the node type', () => {
    const node = { type: 'poll', question: 'Tea?', options: ['yes', 'no'] };
    expect(toUnknownConverted(node, 'poll')).toStrictEqual({
      type: 'unknownConverted',
      version: 1,
      data: { nodeType: 'poll', nodeData: { type: 'poll', question: 'Tea?', options: ['yes', 'no'] } },
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('"poll"');
  });

  it('copies the node rather than sharing it', () => {
    const node = { type: 'poll', options: ['a'] };
    const converted = toUnknownConverted(node, 'poll');
    expect(converted.data.nodeData).not.toBe(node);
    expect((converted.data.nodeData as typeof node).options).not.toBe(node.options);
  });

  it('warns on every call without a warned set, once per type and reason with one', () => {
    toUnknownConverted({}, 'a');
    toUnknownConverted({}, 'a');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockClear();
    const warned = new Set<string>();
    toUnknownConverted({}, 'a', { warned });
    toUnknownConverted({}, 'a', { warned });
    toUnknownConverted({}, 'b', { warned });
    toUnknownConverted({}, 'b', { warned, reason: 'it is broken' });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[2][0]).toContain('it is broken');
  });

  it('names the converter that met the node', () => {
    toUnknownConverted({}, 'x', { source: 'slate' });
    expect(warn.mock.calls[0][0]).toContain('"x" (slate)');
  });
});

describe('warnings from the converters', () => {
  it('Slate: one warning per unknown type per conversion, again on the next conversion', () => {
    const slate = [
      { type: 'video', children: [] },
      { type: 'video', children: [] },
      { type: 'audio', children: [] },
    ];
    convertSlateToLexical(slate);
    expect(warn).toHaveBeenCalledTimes(2);
    convertSlateToLexical(slate);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('legacy Lexical: one warning per unknown type', () => {
    const node = { type: 'equation', version: 1, equation: 'e=mc^2', inline: true };
    convertLegacyLexical({ jsonContent: { root: { type: 'root', children: [node, node] } } });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('"equation" (legacyLexical)');
  });

  it('converters without unknown content do not warn', () => {
    convertSlateToLexical([{ children: [{ text: 'fine' }] }]);
    upgradeEditorState({ root: { type: 'root', version: 1, children: [], direction: null, format: '', indent: 0 } });
    expect(warn).not.toHaveBeenCalled();
  });
});
