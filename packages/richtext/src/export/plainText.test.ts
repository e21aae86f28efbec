import { describe, expect, it } from 'vitest';
import {
  articleFixture,
  br,
  cell,
  doc,
  element,
  heading,
  item,
  link,
  list,
  paragraph,
  quote,
  row,
  tab,
  table,
  text,
} from './fixtures.ts';
import { toPlainText } from './plainText.ts';

describe('toPlainText', () => {
  it('renders the article fixture', () => {
    expect(toPlainText(articleFixture())).toBe(
      [
        'Release notes: Atrium 2.0',
        'We are very happy to ship rich text with old, underlined, npm i atrium, H2O, x2 and marked text & <tags>.',
        'Centered, indented, right-to-left.',
        'Links',
        'Docs, new tab, evil, about, by id and https://atrium.dev.',
        'Simplicity is prerequisite for reliability.\n— Dijkstra',
        'First\nSecond\nNested\nThird',
        'Step one\nStep two',
        'Done\nTodo',
        'Tab\tseparated\nsecond line',
        'Name\tValue\nWidth\tSpans',
        'Inline  block.',
      ].join('\n\n'),
    );
  });

  it('separates blocks by a blank line and skips empty ones', () => {
    expect(toPlainText(doc([heading('h2', [text('T')]), paragraph([]), paragraph([text('p')]), quote([text('q')])]))).toBe(
      'T\n\np\n\nq',
    );
  });

  it('puts list items, nested ones included, on their own lines', () => {
    const state = doc([
      list('bullet', [
        item([text('a'), br(), text('a2')]),
        item([list('number', [item([text('b')]), item([list('check', [item([text('c')], { checked: true })])])])]),
        item([]),
        item([link('https://x.test', [text('d')])]),
      ]),
    ]);
    expect(toPlainText(state)).toBe('a\na2\nb\nc\nd');
  });

  it('writes tables as tab-separated rows, flattening cell content', () => {
    const state = doc([
      table([
        row([cell([paragraph([text('h1')])], 1), cell([paragraph([text('h2')])], 1)]),
        row([cell([paragraph([text('x'), br(), text('y')]), paragraph([text('z'), tab(), text('w')])]), cell([])]),
        row([cell([]), cell([])]),
      ]),
    ]);
    expect(toPlainText(state)).toBe('h1\th2\nx y z w\t');
  });

  it('keeps text of unknown elements and survives junk', () => {
    expect(toPlainText(doc([element('callout', [paragraph([text('inside')])]), paragraph([element('mark', [text('m')])])]))).toBe(
      'inside\n\nm',
    );
    for (const junk of [null, 1, 'x', {}, { root: { type: 'root', children: [null, { type: 'text', text: 3 }] } }]) {
      expect(() => toPlainText(junk)).not.toThrow();
    }
  });
});
