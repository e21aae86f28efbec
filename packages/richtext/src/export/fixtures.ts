/*
 * Test fixtures for the exports: small builders for the stored node shapes and a realistic document that uses
 * every node kind. Builders produce exactly what the editor stores (see `types.ts`).
 */

import { paragraphTextStyle } from '../paragraph.ts';
import type { EditorState, SerializedNode } from '../types.ts';

type Extra = Record<string, unknown>;

/** A text node. */
export function text(value: string, format = 0): SerializedNode {
  return { type: 'text', version: 1, text: value, format, style: '', mode: 'normal', detail: 0 };
}

/** A tab node. */
export function tab(format = 0): SerializedNode {
  return { type: 'tab', version: 1, text: '\t', format, style: '', mode: 'normal', detail: 2 };
}

/** A linebreak node. */
export function br(): SerializedNode {
  return { type: 'linebreak', version: 1 };
}

/** An element node of `type` with the common element fields. */
export function element(type: string, children: SerializedNode[], extra: Extra = {}): SerializedNode {
  return { type, version: 1, children, direction: null, format: '', indent: 0, ...extra };
}

/** A paragraph. */
export function paragraph(children: SerializedNode[], extra: Extra = {}): SerializedNode {
  return element('paragraph', children, { ...paragraphTextStyle(children), ...extra });
}

/** A heading (`tag` h1…h6). */
export function heading(tag: string, children: SerializedNode[], extra: Extra = {}): SerializedNode {
  return element('heading', children, { tag, ...extra });
}

/** A quote. */
export function quote(children: SerializedNode[]): SerializedNode {
  return element('quote', children);
}

/** A list; item values are computed the way Lexical does (wrapper items do not count). */
export function list(listType: 'bullet' | 'number' | 'check', items: SerializedNode[], start = 1): SerializedNode {
  let value = start;
  for (const item of items) {
    item.value = value;
    const children = item.children as SerializedNode[];
    if (!(children.length > 0 && children.every((child) => child.type === 'list'))) value++;
  }
  return element('list', items, { listType, start, tag: listType === 'number' ? 'ol' : 'ul' });
}

/** A list item (`checked` for check lists; `indent` is the nesting depth). */
export function item(children: SerializedNode[], extra: Extra = {}): SerializedNode {
  return element('listitem', children, { value: 1, ...extra });
}

/** A link with a custom URL. */
export function link(url: string, children: SerializedNode[], newTab = false): SerializedNode {
  return { ...element('link', children), version: 3, fields: { linkType: 'custom', newTab, url } };
}

/** An internal link to a document (id or populated). */
export function internalLink(relationTo: string, value: unknown, children: SerializedNode[], newTab = false): SerializedNode {
  return { ...element('link', children), version: 3, fields: { linkType: 'internal', newTab, doc: { relationTo, value } } };
}

/** An autolink. */
export function autolink(url: string, children: SerializedNode[]): SerializedNode {
  return { ...element('autolink', children), version: 2, fields: { linkType: 'custom', newTab: false, url } };
}

/** A table cell. */
export function cell(children: SerializedNode[], headerState: 0 | 1 | 2 | 3 = 0, extra: Extra = {}): SerializedNode {
  return element('tablecell', children, { headerState, colSpan: 1, rowSpan: 1, backgroundColor: null, ...extra });
}

/** A table row. */
export function row(cells: SerializedNode[], extra: Extra = {}): SerializedNode {
  return element('tablerow', cells, extra);
}

/** A table. */
export function table(rows: SerializedNode[]): SerializedNode {
  return element('table', rows);
}

/** A horizontal rule. */
export function hr(): SerializedNode {
  return { type: 'horizontalrule', version: 1 };
}

/** An editor state around `children`. */
export function doc(children: SerializedNode[]): EditorState {
  return { root: element('root', children) as EditorState['root'] };
}

/** A realistic article using every node kind, with populated and unpopulated references. */
export function articleFixture(): EditorState {
  return doc([
    heading('h1', [text('Release notes: '), text('Atrium 2.0', 2)]),
    paragraph([
      text('We are '),
      text('very', 1),
      text(' happy to ship '),
      text('rich text', 3),
      text(' with '),
      text('old', 4),
      text(', '),
      text('underlined', 8),
      text(', '),
      text('npm i atrium', 16),
      text(', H'),
      text('2', 32),
      text('O, x'),
      text('2', 64),
      text(' and '),
      text('marked', 128),
      text(' text & <tags>.'),
    ]),
    paragraph([text('Centered, indented, right-to-left.')], { format: 'center', indent: 2, direction: 'rtl' }),
    heading('h2', [text('Links')]),
    paragraph([
      link('https://example.com/docs?a=1&b=2', [text('Docs')]),
      text(', '),
      link('https://example.com/new', [text('new tab', 1)], true),
      text(', '),
      link('javascript:alert(1)', [text('evil')]),
      text(', '),
      internalLink('pages', { id: 7, slug: 'about-us', title: 'About us' }, [text('about')]),
      text(', '),
      internalLink('pages', 8, [text('by id')]),
      text(' and '),
      autolink('https://atrium.dev', [text('https://atrium.dev')]),
      text('.'),
    ]),
    quote([text('Simplicity is prerequisite for reliability.'), br(), text('— Dijkstra', 2)]),
    list('bullet', [
      item([text('First')]),
      item([text('Second')]),
      item([list('bullet', [item([text('Nested')], { indent: 1 })])]),
      item([text('Third')]),
    ]),
    list('number', [item([text('Step one')]), item([text('Step two')])], 3),
    list('check', [item([text('Done')], { checked: true }), item([text('Todo')], { checked: false })]),
    paragraph([text('Tab'), tab(), text('separated'), br(), text('second line')]),
    hr(),
    table([
      row([cell([paragraph([text('Name')])], 1), cell([paragraph([text('Value')])], 1, { backgroundColor: '#ffeeaa' })]),
      row(
        [
          cell([paragraph([text('Width')])], 2, { width: 120 }),
          cell([paragraph([text('Spans')])], 0, { colSpan: 2, rowSpan: 3, backgroundColor: 'red; background-image: url(x)' }),
        ],
        { height: 40 },
      ),
    ]),
    {
      type: 'relationship',
      version: 2,
      relationTo: 'posts',
      value: { id: 'p1', slug: 'hello-world', title: 'Hello <world>' },
      format: '',
    },
    { type: 'relationship', version: 2, relationTo: 'posts', value: 'p2', format: '' },
    {
      type: 'upload',
      version: 3,
      id: 'u1',
      relationTo: 'media',
      value: {
        id: 'm1',
        url: '/media/cat.png',
        filename: 'cat.png',
        mimeType: 'image/png',
        width: 640,
        height: 480,
        alt: 'A "cat"',
      },
      fields: {},
      format: '',
    },
    {
      type: 'upload',
      version: 3,
      id: 'u2',
      relationTo: 'media',
      value: { id: 'm2', url: '/media/report.pdf', filename: 'report.pdf', mimeType: 'application/pdf' },
      fields: {},
      format: '',
    },
    { type: 'upload', version: 3, id: 'u3', relationTo: 'media', value: 'm3', fields: {}, format: '' },
    { type: 'block', version: 2, fields: { id: 'b1', blockType: 'callToAction', blockName: '', label: '<b>Go</b>' }, format: '' },
    paragraph([
      text('Inline '),
      { type: 'inlineBlock', version: 1, fields: { id: 'ib1', blockType: 'badge', text: 'new' } },
      text(' block.'),
    ]),
    { type: 'unknownConverted', version: 1, data: { nodeType: 'poll', nodeData: { question: '<script>' } } },
    paragraph([]),
  ]);
}
