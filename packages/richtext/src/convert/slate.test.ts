import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { slateCorpus } from './slate.corpus.ts';
import { convertSlateToLexical } from './slate.ts';
import { deepFreeze } from './testNodes.ts';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('convertSlateToLexical: corpus', () => {
  it('has at least 30 documents', () => {
    expect(slateCorpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(slateCorpus.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const input = deepFreeze(structuredClone(entry.input));
    expect(convertSlateToLexical(input)).toStrictEqual(entry.expected);
    expect(warn).toHaveBeenCalledTimes(entry.warnings ?? 0);
  });
});

describe('convertSlateToLexical: properties', () => {
  it('is repeatable: converting again gives the same state, upload ids included', () => {
    for (const entry of slateCorpus) {
      expect(convertSlateToLexical(entry.input)).toStrictEqual(convertSlateToLexical(entry.input));
    }
  });

  it('never mutates its input and shares nothing with it', () => {
    const upload = { type: 'upload', relationTo: 'media', value: { id: 'a' }, fields: { meta: { alt: 'x' } }, children: [] };
    const unknownNode = { type: 'video', data: { src: 'v.mp4' } };
    const input = [upload, unknownNode];
    const before = structuredClone(input);
    const state = convertSlateToLexical(input);
    expect(input).toStrictEqual(before);
    const [convertedUpload, convertedUnknown] = state.root.children as any[];
    expect(convertedUpload.fields).toStrictEqual(upload.fields);
    expect(convertedUpload.fields.meta).not.toBe(upload.fields.meta);
    expect(convertedUnknown.data.nodeData).toStrictEqual(unknownNode);
    expect(convertedUnknown.data.nodeData).not.toBe(unknownNode);
  });

  it('gives every element direction, format and indent, and every text node the full text shape', () => {
    const visit = (node: any) => {
      if (node.type === 'text') {
        expect(Object.keys(node).sort()).toStrictEqual(['detail', 'format', 'mode', 'style', 'text', 'type', 'version']);
      }
      if (Array.isArray(node.children)) {
        expect(node.direction === 'ltr' || node.direction === null).toBe(true);
        expect(typeof node.format).toBe('string');
        expect(typeof node.indent).toBe('number');
        node.children.forEach(visit);
      }
    };
    for (const entry of slateCorpus) visit(convertSlateToLexical(entry.input).root);
  });

  it('never throws on odd values', () => {
    const odd: unknown[] = [
      undefined,
      0,
      'text',
      true,
      {},
      [[[]]],
      [{ children: [{ children: [{ children: 'deep' }] }] }],
      [{ type: 5 }],
    ];
    for (const value of odd) expect(() => convertSlateToLexical(value)).not.toThrow();
  });
});
