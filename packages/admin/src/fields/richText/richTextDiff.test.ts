import { describe, expect, it } from 'vitest';
import { richTextBlocks } from './richTextBlocks.ts';
import { richTextDiff } from './richTextDiff.ts';

const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, detail: 0, mode: 'normal', style: '' });
const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  ...extra,
});
const paragraph = (value: string) => element('paragraph', [text(value)]);
const heading = (value: string) => element('heading', [text(value)], { tag: 'h2' });
const state = (...children: unknown[]) => ({ root: element('root', children) });

describe('richTextBlocks', () => {
  it('reads top-level blocks, list items one by one with their depth, and embeds by name', () => {
    const list = element(
      'list',
      [
        element('listitem', [text('one')], { value: 1 }),
        element('listitem', [element('list', [element('listitem', [text('nested')], { value: 1 })], { listType: 'bullet' })], {
          value: 2,
        }),
      ],
      { listType: 'number', tag: 'ol', start: 1 },
    );
    const block = { type: 'block', version: 2, fields: { id: 'b1', blockType: 'quote', blockName: 'Pull quote' } };
    expect(
      richTextBlocks(
        state(heading('Title'), element('paragraph', [text('a'), { type: 'linebreak', version: 1 }, text('b')]), list, block),
      ),
    ).toEqual([
      { tag: 'h2', text: 'Title' },
      { tag: 'p', text: 'a\nb' },
      { tag: 'li', text: 'one', indent: 0, listType: 'number' },
      { tag: 'li', text: 'nested', indent: 1, listType: 'bullet' },
      { tag: 'embed', text: 'Pull quote' },
    ]);
  });

  it('answers no blocks for a value that is not a Lexical state', () => {
    expect(richTextBlocks(null)).toEqual([]);
    expect(richTextBlocks('text')).toEqual([]);
    expect(richTextBlocks({ root: null })).toEqual([]);
  });
});

describe('richTextDiff', () => {
  it('keeps equal blocks, and marks a changed paragraph word by word on both sides', () => {
    const diff = richTextDiff(
      state(heading('Title'), paragraph('The red car')),
      state(heading('Title'), paragraph('The blue car')),
    );
    expect(diff.before.map((b) => b.state)).toEqual(['same', 'changed']);
    expect(diff.after.map((b) => b.state)).toEqual(['same', 'changed']);
    expect(diff.after[1].parts).toEqual([
      { kind: 'same', text: 'The ' },
      { kind: 'removed', text: 'red' },
      { kind: 'added', text: 'blue' },
      { kind: 'same', text: ' car' },
    ]);
  });

  it('marks blocks only one side has, and pairs only blocks of the same kind', () => {
    const diff = richTextDiff(
      state(paragraph('kept'), heading('Old heading')),
      state(paragraph('kept'), paragraph('New text'), paragraph('More')),
    );
    expect(diff.before.map((b) => [b.block.text, b.state])).toEqual([
      ['kept', 'same'],
      ['Old heading', 'removed'],
    ]);
    expect(diff.after.map((b) => [b.block.text, b.state])).toEqual([
      ['kept', 'same'],
      ['New text', 'added'],
      ['More', 'added'],
    ]);
  });

  it('shows two unrelated paragraphs as one removed and one added, not as one edited', () => {
    const diff = richTextDiff(state(paragraph('Removed paragraph.')), state(paragraph('A new ending.')));
    expect(diff.before.map((b) => b.state)).toEqual(['removed']);
    expect(diff.after.map((b) => b.state)).toEqual(['added']);
  });

  it('shows everything as added against an empty value', () => {
    const diff = richTextDiff(undefined, state(paragraph('x')));
    expect(diff.before).toEqual([]);
    expect(diff.after).toEqual([{ block: { tag: 'p', text: 'x' }, state: 'added' }]);
  });
});
