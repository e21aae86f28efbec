/*
 * Slate documents as Payload's Slate editor stored them, each with the exact editor state `convertSlateToLexical`
 * must produce and the number of warnings it must log. Used by `slate.test.ts`.
 */
import { stableId } from './shared.ts';
import { doc, emptyP, h, lb, li, link, list, p, quote, text, unknownNode } from './testNodes.ts';

export type SlateCase = {
  name: string;
  input: unknown;
  expected: unknown;
  /** `console.warn` calls the conversion must make (0 when absent). */
  warnings?: number;
};

const B = 1;
const I = 2;
const S = 4;
const U = 8;
const C = 16;
const SUB = 32;
const SUP = 64;

const uploadID = (path: string) => stableId(`upload:${path}`);

export const slateCorpus: SlateCase[] = [
  {
    name: 'a plain paragraph',
    input: [{ children: [{ text: 'Hello, world.' }] }],
    expected: doc([p([text('Hello, world.')])]),
  },
  ...(
    [
      ['bold', B],
      ['italic', I],
      ['underline', U],
      ['strikethrough', S],
      ['code', C],
      ['subscript', SUB],
      ['superscript', SUP],
    ] as const
  ).map(
    ([mark, flag]): SlateCase => ({
      name: `the ${mark} mark alone`,
      input: [{ children: [{ text: 'Before ' }, { text: mark, [mark]: true }, { text: ' after' }] }],
      expected: doc([p([text('Before '), text(mark, flag), text(' after')])]),
    }),
  ),
  {
    name: 'combined marks',
    input: [
      {
        children: [
          { text: 'bold italic', bold: true, italic: true },
          { text: 'underlined code', underline: true, code: true },
          { text: 'struck sub', strikethrough: true, subscript: true },
          { text: 'all', bold: true, italic: true, underline: true, strikethrough: true, code: true, superscript: true },
        ],
      },
    ],
    expected: doc([
      p([
        text('bold italic', B | I),
        text('underlined code', U | C),
        text('struck sub', S | SUB),
        text('all', B | I | U | S | C | SUP),
      ]),
    ]),
  },
  {
    name: 'nested marks: overlapping ranges as Slate splits them, equal neighbours joined',
    input: [
      {
        children: [
          { text: 'This is ', bold: true },
          { text: 'very ', bold: true },
          { text: 'important', bold: true, italic: true },
          { text: ', really', bold: true },
          { text: ' and ' },
          { text: 'code', code: true, italic: true },
        ],
      },
    ],
    expected: doc([
      p([text('This is very ', B), text('important', B | I), text(', really', B), text(' and '), text('code', I | C)]),
    ]),
  },
  {
    name: 'marks that are not `true` do not count',
    input: [{ children: [{ text: 'plain', bold: false, italic: 'yes', underline: 1, highlight: true, color: 'red' }] }],
    expected: doc([p([text('plain')])]),
  },
  {
    name: 'headings of every level',
    input: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((type) => ({ type, children: [{ text: `Title ${type}` }] })),
    expected: doc(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => h(tag, [text(`Title ${tag}`)]))),
  },
  {
    name: 'a heading with marks and alignment, an empty heading',
    input: [
      { type: 'h2', textAlign: 'center', children: [{ text: 'Big ' }, { text: 'news', italic: true }] },
      { type: 'h3', children: [{ text: '' }] },
    ],
    expected: doc([h('h2', [text('Big '), text('news', I)], { format: 'center' }), h('h3', [], { direction: null })]),
  },
  {
    name: 'a blockquote',
    input: [{ type: 'blockquote', children: [{ text: 'To be, or not ' }, { text: 'to be', italic: true }] }],
    expected: doc([quote([text('To be, or not '), text('to be', I)])]),
  },
  {
    name: 'a blockquote holding paragraphs keeps each on its own line',
    input: [
      {
        type: 'blockquote',
        children: [{ children: [{ text: 'First line' }] }, { type: 'p', children: [{ text: 'Second line' }] }],
      },
    ],
    expected: doc([quote([text('First line'), lb, text('Second line')])]),
  },
  {
    name: 'an unordered list',
    input: [
      {
        type: 'ul',
        children: [
          { type: 'li', children: [{ text: 'Apples' }] },
          { type: 'li', children: [{ text: 'Pears' }] },
        ],
      },
    ],
    expected: doc([list('ul', [li(1, [text('Apples')]), li(2, [text('Pears')])])]),
  },
  {
    name: 'an ordered list',
    input: [
      {
        type: 'ol',
        children: [
          { type: 'li', children: [{ text: 'One' }] },
          { type: 'li', children: [{ text: 'Two' }] },
          { type: 'li', children: [{ text: 'Three' }] },
        ],
      },
    ],
    expected: doc([list('ol', [li(1, [text('One')]), li(2, [text('Two')]), li(3, [text('Three')])])]),
  },
  {
    name: 'a list nested two levels inside list items',
    input: [
      {
        type: 'ul',
        children: [
          {
            type: 'li',
            children: [
              { text: 'Fruit' },
              {
                type: 'ol',
                children: [
                  {
                    type: 'li',
                    children: [{ text: 'Apples' }, { type: 'ul', children: [{ type: 'li', children: [{ text: 'Cox' }] }] }],
                  },
                  { type: 'li', children: [{ text: 'Pears' }] },
                ],
              },
            ],
          },
          { type: 'li', children: [{ text: 'Vegetables' }] },
        ],
      },
    ],
    expected: doc([
      list('ul', [
        li(1, [text('Fruit')]),
        li(2, [
          list('ol', [
            li(1, [text('Apples')], { indent: 1 }),
            li(2, [list('ul', [li(1, [text('Cox')], { indent: 2 })])], { indent: 1 }),
            li(2, [text('Pears')], { indent: 1 }),
          ]),
        ]),
        li(2, [text('Vegetables')]),
      ]),
    ]),
  },
  {
    name: 'a list nested directly in a list (beside the items)',
    input: [
      {
        type: 'ol',
        children: [
          { type: 'li', children: [{ text: 'Step one' }] },
          { type: 'ol', children: [{ type: 'li', children: [{ text: 'Detail' }] }] },
          { type: 'li', children: [{ text: 'Step two' }] },
        ],
      },
    ],
    expected: doc([
      list('ol', [
        li(1, [text('Step one')]),
        li(2, [list('ol', [li(1, [text('Detail')], { indent: 1 })])]),
        li(2, [text('Step two')]),
      ]),
    ]),
  },
  {
    name: 'list items with marks and links',
    input: [
      {
        type: 'ul',
        children: [
          { type: 'li', children: [{ text: 'Read ' }, { text: 'carefully', bold: true }] },
          {
            type: 'li',
            children: [
              { text: 'See ' },
              { type: 'link', linkType: 'custom', url: 'https://example.com', children: [{ text: 'the docs', underline: true }] },
              { text: '.' },
            ],
          },
        ],
      },
    ],
    expected: doc([
      list('ul', [
        li(1, [text('Read '), text('carefully', B)]),
        li(2, [
          text('See '),
          link({ linkType: 'custom', newTab: false, url: 'https://example.com' }, [text('the docs', U)]),
          text('.'),
        ]),
      ]),
    ]),
  },
  {
    name: 'empty list items, a list without children, text directly in a list',
    input: [
      { type: 'ul', children: [{ type: 'li', children: [{ text: '' }] }, { type: 'li' }, { text: 'loose' }] },
      { type: 'ol' },
    ],
    expected: doc([
      list('ul', [li(1, [], { direction: null }), li(2, [], { direction: null }), li(3, [text('loose')])]),
      list('ol', [li(1, [], { direction: null })], { direction: null }),
    ]),
  },
  {
    name: 'indent raises the indent of the blocks inside',
    input: [
      { children: [{ text: 'Normal' }] },
      {
        type: 'indent',
        children: [{ children: [{ text: 'Indented' }] }, { type: 'h3', children: [{ text: 'Indented heading' }] }],
      },
    ],
    expected: doc([
      p([text('Normal')]),
      p([text('Indented')], { indent: 1 }),
      h('h3', [text('Indented heading')], { indent: 1 }),
    ]),
  },
  {
    name: 'nested indent adds up, lists and loose text included',
    input: [
      {
        type: 'indent',
        children: [
          { text: 'loose' },
          {
            type: 'indent',
            children: [
              { type: 'blockquote', children: [{ text: 'Deep quote' }] },
              { type: 'ul', children: [{ type: 'li', children: [{ text: 'Deep item' }] }] },
            ],
          },
          { type: 'indent', children: [] },
        ],
      },
    ],
    expected: doc([
      p([text('loose')], { indent: 1 }),
      quote([text('Deep quote')], { indent: 2 }),
      list('ul', [li(1, [text('Deep item')])], { indent: 2 }),
      emptyP({ indent: 2 }),
    ]),
  },
  {
    name: 'a custom link',
    input: [
      {
        children: [
          { text: 'Visit ' },
          { type: 'link', linkType: 'custom', url: 'https://atrium.dev', children: [{ text: 'our site' }] },
        ],
      },
    ],
    expected: doc([
      p([text('Visit '), link({ linkType: 'custom', newTab: false, url: 'https://atrium.dev' }, [text('our site')])]),
    ]),
  },
  {
    name: 'an internal link: the populated document becomes its id',
    input: [
      {
        children: [
          {
            type: 'link',
            linkType: 'internal',
            url: '',
            doc: { relationTo: 'pages', value: { id: '64b7f1c2e4b0a1a2b3c4d5e6', title: 'About' } },
            children: [{ text: 'About us' }],
          },
        ],
      },
    ],
    expected: doc([
      p([
        link({ linkType: 'internal', newTab: false, url: '', doc: { relationTo: 'pages', value: '64b7f1c2e4b0a1a2b3c4d5e6' } }, [
          text('About us'),
        ]),
      ]),
    ]),
  },
  {
    name: 'a link opening in a new tab, with marks and custom fields',
    input: [
      {
        children: [
          {
            type: 'link',
            linkType: 'custom',
            url: 'https://example.com/pricing',
            newTab: true,
            fields: { rel: ['nofollow'], appearance: 'button' },
            children: [{ text: 'See ' }, { text: 'pricing', bold: true, italic: true }],
          },
        ],
      },
    ],
    expected: doc([
      p([
        link({ rel: ['nofollow'], appearance: 'button', linkType: 'custom', newTab: true, url: 'https://example.com/pricing' }, [
          text('See '),
          text('pricing', B | I),
        ]),
      ]),
    ]),
  },
  {
    name: 'a link without linkType, a link in a link, an empty link',
    input: [
      {
        children: [
          {
            type: 'link',
            doc: { relationTo: 'posts', value: 42 },
            children: [{ text: 'Post ' }, { type: 'link', url: 'https://inner.example', children: [{ text: '42' }] }],
          },
          { type: 'link', url: 'https://empty.example', children: [] },
        ],
      },
    ],
    expected: doc([
      p([
        link({ linkType: 'internal', newTab: false, doc: { relationTo: 'posts', value: 42 } }, [text('Post 42')]),
        link({ linkType: 'custom', newTab: false, url: 'https://empty.example' }, [], { direction: null }),
      ]),
    ]),
  },
  {
    name: 'a relationship',
    input: [
      { children: [{ text: 'Related:' }] },
      { type: 'relationship', relationTo: 'posts', value: { id: '650a1b2c3d4e5f6a7b8c9d0e' }, children: [{ text: '' }] },
    ],
    expected: doc([
      p([text('Related:')]),
      { type: 'relationship', version: 2, relationTo: 'posts', value: '650a1b2c3d4e5f6a7b8c9d0e', format: '' },
    ]),
  },
  {
    name: 'uploads with and without fields',
    input: [
      {
        type: 'upload',
        relationTo: 'media',
        value: { id: '650a1b2c3d4e5f6a7b8c9d0f', filename: 'hero.jpg' },
        fields: { caption: 'A hero', alt: 'Hero image' },
        children: [{ text: '' }],
      },
      { type: 'upload', relationTo: 'documents', value: 7, children: [{ text: '' }] },
    ],
    expected: doc(
      [
        {
          type: 'upload',
          version: 3,
          id: uploadID('0'),
          relationTo: 'media',
          value: '650a1b2c3d4e5f6a7b8c9d0f',
          fields: { caption: 'A hero', alt: 'Hero image' },
          format: '',
        },
        { type: 'upload', version: 3, id: uploadID('1'), relationTo: 'documents', value: 7, fields: {}, format: '' },
      ],
      null,
    ),
  },
  {
    name: 'an upload or a relationship inside a paragraph splits it',
    input: [
      {
        children: [
          { text: 'Before' },
          { type: 'upload', relationTo: 'media', value: { id: 'img1' }, children: [{ text: '' }] },
          { text: 'After' },
          { type: 'relationship', relationTo: 'posts', value: { id: 'p1' }, children: [{ text: '' }] },
        ],
      },
    ],
    expected: doc([
      p([text('Before')]),
      { type: 'upload', version: 3, id: uploadID('0.1'), relationTo: 'media', value: 'img1', fields: {}, format: '' },
      p([text('After')]),
      { type: 'relationship', version: 2, relationTo: 'posts', value: 'p1', format: '' },
    ]),
  },
  {
    name: 'a list inside a paragraph splits it',
    input: [{ children: [{ text: 'Shopping:' }, { type: 'ul', children: [{ type: 'li', children: [{ text: 'Milk' }] }] }] }],
    expected: doc([p([text('Shopping:')]), list('ul', [li(1, [text('Milk')])])]),
  },
  {
    name: 'uploads and relationships without a collection or a value are kept as unknownConverted',
    input: [
      { type: 'upload', value: { id: 'x' }, children: [{ text: '' }] },
      { type: 'relationship', relationTo: 'posts', children: [{ text: '' }] },
    ],
    expected: doc(
      [
        unknownNode('upload', { type: 'upload', value: { id: 'x' }, children: [{ text: '' }] }),
        unknownNode('relationship', { type: 'relationship', relationTo: 'posts', children: [{ text: '' }] }),
      ],
      null,
    ),
    warnings: 2,
  },
  {
    name: 'newlines in text become linebreaks',
    input: [
      { children: [{ text: 'Line one\nLine two\r\nLine three' }] },
      { children: [{ text: 'Bold\nbreak', bold: true }, { text: '\n' }] },
    ],
    expected: doc([
      p([text('Line one'), lb, text('Line two'), lb, text('Line three')]),
      p([text('Bold', B), lb, text('break', B), lb]),
    ]),
  },
  {
    name: 'an empty document',
    input: [],
    expected: doc([emptyP()], null),
  },
  {
    name: 'empty paragraphs stay, as empty paragraphs',
    input: [{ children: [{ text: 'Text' }] }, { children: [{ text: '' }] }, { type: 'p', children: [] }],
    expected: doc([p([text('Text')]), emptyP(), emptyP()]),
  },
  {
    name: 'paragraph types and alignments',
    input: [
      { type: 'p', children: [{ text: 'p type' }] },
      { type: '', textAlign: 'right', children: [{ text: 'right' }] },
      { textAlign: 'justify', children: [{ text: 'justified' }] },
      { textAlign: 'diagonal', children: [{ text: 'unknown alignment' }] },
    ],
    expected: doc([
      p([text('p type')]),
      p([text('right')], { format: 'right' }),
      p([text('justified')], { format: 'justify' }),
      p([text('unknown alignment')]),
    ]),
  },
  {
    name: 'unknown element types become unknownConverted, at block level and inline',
    input: [
      { type: 'video', source: 'youtube', id: 'dQw4w9WgXcQ', children: [{ text: '' }] },
      { children: [{ text: 'Say ' }, { type: 'mention', user: 'ada', children: [{ text: '@ada' }] }] },
      { type: 'video', source: 'vimeo', id: '1', children: [{ text: '' }] },
    ],
    expected: doc([
      unknownNode('video', { type: 'video', source: 'youtube', id: 'dQw4w9WgXcQ', children: [{ text: '' }] }),
      p([text('Say '), unknownNode('mention', { type: 'mention', user: 'ada', children: [{ text: '@ada' }] })]),
      unknownNode('video', { type: 'video', source: 'vimeo', id: '1', children: [{ text: '' }] }),
    ]),
    warnings: 2,
  },
  {
    name: 'malformed: elements without children',
    input: [{ type: 'h1' }, {}, { type: 'blockquote', children: null }],
    expected: doc([h('h1', [], { direction: null }), emptyP(), quote([], { direction: null })], null),
  },
  {
    name: 'malformed: children that are not arrays',
    input: [
      { children: { text: 'single object child' } },
      { type: 'h2', children: 'a string child' },
      { children: 42 },
      { type: 'ul', children: { type: 'li', children: { text: 'only item' } } },
    ],
    expected: doc([
      p([text('single object child')]),
      h('h2', [text('a string child')]),
      emptyP(),
      list('ul', [li(1, [text('only item')])]),
    ]),
  },
  {
    name: 'malformed: text nodes without text',
    input: [{ children: [{ bold: true }, { text: 'real' }, { italic: true, text: null }] }, { children: [{ bold: true }] }],
    expected: doc([p([text('real')]), emptyP()]),
  },
  {
    name: 'malformed: null entries are skipped',
    input: [
      null,
      { children: [null, { text: 'kept' }, undefined] },
      undefined,
      { type: 'ul', children: [null, { type: 'li', children: [{ text: 'item' }] }] },
    ],
    expected: doc([p([text('kept')]), list('ul', [li(1, [text('item')])])]),
  },
  {
    name: 'malformed: strings and numbers at the top level',
    input: ['A bare string\nwith a break', 7, true, { children: [{ text: 'and a paragraph' }] }, [{ text: 'nested array' }]],
    expected: doc([
      p([text('A bare string'), lb, text('with a break')]),
      unknownNode('number', 7),
      unknownNode('boolean', true),
      p([text('and a paragraph')]),
      unknownNode('array', [{ text: 'nested array' }]),
    ]),
    warnings: 3,
  },
  {
    name: 'malformed: text leaves and links directly at the top level are gathered into paragraphs',
    input: [
      { text: 'Loose ' },
      { text: 'text', bold: true },
      { type: 'link', url: 'https://loose.example', children: [{ text: 'link' }] },
      { type: 'h4', children: [{ text: 'Heading' }] },
      { text: 'after' },
    ],
    expected: doc([
      p([
        text('Loose '),
        text('text', B),
        link({ linkType: 'custom', newTab: false, url: 'https://loose.example' }, [text('link')]),
      ]),
      h('h4', [text('Heading')]),
      p([text('after')]),
    ]),
  },
  {
    name: 'malformed: a list item outside a list is a paragraph; blocks in a list item join its text',
    input: [
      { type: 'li', children: [{ text: 'stray item' }] },
      {
        type: 'ul',
        children: [
          { type: 'li', children: [{ type: 'p', children: [{ text: 'para one' }] }, { children: [{ text: 'para two' }] }] },
        ],
      },
    ],
    expected: doc([p([text('stray item')]), list('ul', [li(1, [text('para one'), lb, text('para two')])])]),
  },
  {
    name: 'malformed: not an array',
    input: { children: [{ text: 'a single node' }] },
    expected: doc([p([text('a single node')])]),
  },
  {
    name: 'malformed: null',
    input: null,
    expected: doc([emptyP()], null),
  },
  {
    name: 'a realistic article',
    input: [
      { type: 'h1', children: [{ text: 'Release notes' }] },
      {
        children: [
          { text: 'Version 2 brings ' },
          { text: 'faster', bold: true },
          { text: ' builds. Read the ' },
          {
            type: 'link',
            linkType: 'internal',
            doc: { relationTo: 'posts', value: { id: 'post-1' } },
            newTab: false,
            children: [{ text: 'announcement' }],
          },
          { text: '.' },
        ],
      },
      {
        type: 'ol',
        children: [
          { type: 'li', children: [{ text: 'Install' }] },
          { type: 'li', children: [{ text: 'Run ' }, { text: 'atrium migrate', code: true }] },
        ],
      },
      { type: 'upload', relationTo: 'media', value: { id: 'shot' }, fields: { caption: 'Screenshot' }, children: [{ text: '' }] },
      { type: 'blockquote', children: [{ text: 'It just works.' }] },
      { children: [{ text: '' }] },
    ],
    expected: doc([
      h('h1', [text('Release notes')]),
      p([
        text('Version 2 brings '),
        text('faster', B),
        text(' builds. Read the '),
        link({ linkType: 'internal', newTab: false, doc: { relationTo: 'posts', value: 'post-1' } }, [text('announcement')]),
        text('.'),
      ]),
      list('ol', [li(1, [text('Install')]), li(2, [text('Run '), text('atrium migrate', C)])]),
      {
        type: 'upload',
        version: 3,
        id: uploadID('3'),
        relationTo: 'media',
        value: 'shot',
        fields: { caption: 'Screenshot' },
        format: '',
      },
      quote([text('It just works.')]),
      emptyP(),
    ]),
  },
];
