import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EditorState, SerializedNode } from '../types.ts';
import {
  articleFixture,
  autolink,
  br,
  cell,
  doc,
  heading,
  hr,
  internalLink,
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
import { fromMarkdown, toMarkdown } from './markdown.ts';

const B = 1;
const I = 2;
const S = 4;
const C = 16;

const roundTrip = (state: EditorState) => fromMarkdown(toMarkdown(state));

describe('toMarkdown', () => {
  it('writes the article fixture', () => {
    expect(toMarkdown(articleFixture())).toBe(
      [
        '# Release notes: *Atrium 2.0*',
        'We are **very** happy to ship ***rich text*** with ~~old~~, underlined, `npm i atrium`, H2O, x2 and marked text & \\<tags\\>.',
        'Centered, indented, right-to-left.',
        '## Links',
        '[Docs](https://example.com/docs?a=1&b=2), **[new tab](https://example.com/new)**, [evil](about:blank), [about](/pages/about-us), [by id](/pages/8) and <https://atrium.dev>.',
        '> Simplicity is prerequisite for reliability.\\\n> *— Dijkstra*',
        '- First\n- Second\n  - Nested\n- Third',
        '3. Step one\n4. Step two',
        '- [x] Done\n- [ ] Todo',
        'Tab&#9;separated\\\nsecond line',
        '---',
        '| Name | Value |\n| --- | --- |\n| Width | Spans |',
        '[Hello \\<world\\>](/posts/hello-world)',
        '![A "cat"](/media/cat.png)',
        '[report.pdf](/media/report.pdf)',
        'Inline  block.',
      ].join('\n\n'),
    );
  });

  it('writes code paragraphs as fenced blocks, longer fences when the code has backticks', () => {
    const code = paragraph([text('const a = 1;', C), br(), br(), tab(C), text('```', C)]);
    expect(toMarkdown(doc([code]))).toBe('````\nconst a = 1;\n\n\t```\n````');
    expect(toMarkdown(doc([paragraph([text('inline', C)])]))).toBe('`inline`');
  });

  it('escapes text so it cannot become markup', () => {
    const state = doc([
      paragraph([text('# not a heading')]),
      paragraph([text('- not a list'), br(), text('1. nor this'), br(), text('> nor a quote')]),
      paragraph([text('*a* _b_ ~c~ `d` [e](f) <g> h|i \\ &amp; &#35; !')]),
      heading('h2', [text('C# #')]),
      paragraph([text('  indented  ')]),
    ]);
    expect(toMarkdown(state)).toBe(
      [
        '\\# not a heading',
        '\\- not a list\\\n1\\. nor this\\\n\\> nor a quote',
        '\\*a\\* \\_b\\_ \\~c\\~ \\`d\\` \\[e\\](f) \\<g\\> h\\|i \\\\ \\&amp; \\&#35; !',
        '## C\\# \\#',
        '&#32;&#32;indented&#32;&#32;',
      ].join('\n\n'),
    );
    expect(roundTrip(state)).toStrictEqual(state);
  });

  it('alternates markers of adjacent lists so they stay apart', () => {
    const state = doc([
      list('bullet', [item([text('a')])]),
      list('check', [item([text('b')], { checked: false })]),
      list('bullet', [item([text('c')])]),
      list('number', [item([text('d')])]),
      list('number', [item([text('e')])], 5),
    ]);
    expect(toMarkdown(state)).toBe('- a\n\n* [ ] b\n\n- c\n\n1. d\n\n5) e');
    expect(roundTrip(state)).toStrictEqual(state);
  });

  it('separates a nested list that could not interrupt the item text', () => {
    const state = doc([list('bullet', [item([text('a')]), item([list('number', [item([text('b')], { indent: 1 })], 3)])])]);
    expect(toMarkdown(state)).toBe('- a\n\n  3. b');
    expect(roundTrip(state)).toStrictEqual(state);
  });

  it('writes line breaks as <br> where a line cannot end', () => {
    const state = doc([
      heading('h3', [text('a'), br(), text('b')]),
      paragraph([text('end'), br()]),
      table([row([cell([paragraph([text('x'), br(), text('y|z')])], 1)])]),
    ]);
    expect(toMarkdown(state)).toBe('### a<br>b\n\nend<br>\n\n| x<br>y\\|z |\n| --- |');
    expect(roundTrip(state)).toStrictEqual(state);
  });

  it('writes internal links with their href and drops formats Markdown lacks', () => {
    const state = doc([
      paragraph([internalLink('posts', { id: 1, slug: 'hi' }, [text('post')]), text(' '), text('u', 8 | 32 | 64 | 128)]),
    ]);
    expect(toMarkdown(state)).toBe('[post](/posts/hi) u');
    expect(toMarkdown(state, { internalDocToHref: () => 'https://x.test/p' })).toBe('[post](https://x.test/p) u');
  });

  it('skips empty paragraphs, blocks, inline blocks and unknown nodes, keeps text of unknown elements', () => {
    const state = doc([
      paragraph([]),
      { type: 'block', version: 2, fields: { id: '1', blockType: 'x' } },
      { type: 'unknownConverted', version: 1, data: { nodeType: 'x', nodeData: {} } },
      { type: 'callout', version: 1, children: [paragraph([text('inside')])] },
      paragraph([text('a'), { type: 'inlineBlock', version: 1, fields: { id: '2', blockType: 'y' } }, text('b')]),
    ]);
    expect(toMarkdown(state)).toBe('inside\n\nab');
  });

  it('never throws on junk', () => {
    for (const junk of [null, 5, 'x', {}, { root: { type: 'root', children: [null, { type: 'list', children: [{}] }] } }]) {
      expect(() => toMarkdown(junk)).not.toThrow();
    }
  });
});

describe('fromMarkdown', () => {
  it('produces the stored node shapes exactly', () => {
    const state = fromMarkdown('# Title\n\nSome **bold** and `code`.\n\n- [x] done\n  - [ ] sub');
    expect(state).toStrictEqual({
      root: {
        type: 'root',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          {
            type: 'heading',
            version: 1,
            tag: 'h1',
            direction: null,
            format: '',
            indent: 0,
            children: [{ type: 'text', version: 1, text: 'Title', format: 0, style: '', mode: 'normal', detail: 0 }],
          },
          {
            type: 'paragraph',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            textFormat: 0,
            textStyle: '',
            children: [
              { type: 'text', version: 1, text: 'Some ', format: 0, style: '', mode: 'normal', detail: 0 },
              { type: 'text', version: 1, text: 'bold', format: 1, style: '', mode: 'normal', detail: 0 },
              { type: 'text', version: 1, text: ' and ', format: 0, style: '', mode: 'normal', detail: 0 },
              { type: 'text', version: 1, text: 'code', format: 16, style: '', mode: 'normal', detail: 0 },
              { type: 'text', version: 1, text: '.', format: 0, style: '', mode: 'normal', detail: 0 },
            ],
          },
          {
            type: 'list',
            version: 1,
            listType: 'check',
            start: 1,
            tag: 'ul',
            direction: null,
            format: '',
            indent: 0,
            children: [
              {
                type: 'listitem',
                version: 1,
                value: 1,
                checked: true,
                direction: null,
                format: '',
                indent: 0,
                children: [{ type: 'text', version: 1, text: 'done', format: 0, style: '', mode: 'normal', detail: 0 }],
              },
              {
                type: 'listitem',
                version: 1,
                value: 2,
                direction: null,
                format: '',
                indent: 0,
                children: [
                  {
                    type: 'list',
                    version: 1,
                    listType: 'check',
                    start: 1,
                    tag: 'ul',
                    direction: null,
                    format: '',
                    indent: 0,
                    children: [
                      {
                        type: 'listitem',
                        version: 1,
                        value: 1,
                        checked: false,
                        direction: null,
                        format: '',
                        indent: 1,
                        children: [{ type: 'text', version: 1, text: 'sub', format: 0, style: '', mode: 'normal', detail: 0 }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    });
  });

  it('reads fenced and indented code blocks as code paragraphs', () => {
    const expected = doc([paragraph([text('a', C), br(), br(), text('b', C), tab(C), text('c', C)])]);
    expect(fromMarkdown('```ts\na\n\nb\tc\n```')).toStrictEqual(expected);
    expect(fromMarkdown('~~~\na\n\nb\tc\n~~~')).toStrictEqual(expected);
    expect(fromMarkdown('    a\n\n    b\tc\n')).toStrictEqual(expected);
    expect(fromMarkdown('```\nunclosed')).toStrictEqual(doc([paragraph([text('unclosed', C)])]));
  });

  it('reads CommonMark emphasis the way CommonMark does', () => {
    const cases: [string, SerializedNode[]][] = [
      ['*a* _b_ **c** __d__', [text('a', I), text(' '), text('b', I), text(' '), text('c', B), text(' '), text('d', B)]],
      ['***both***', [text('both', B | I)]],
      ['**bold *and italic* text**', [text('bold ', B), text('and italic', B | I), text(' text', B)]],
      ['*a **b** c*', [text('a ', I), text('b', B | I), text(' c', I)]],
      ['~~gone~~ ~also~', [text('gone', S), text(' '), text('also', S)]],
      ['snake_case_name and 2 * 3 * 4', [text('snake_case_name and 2 * 3 * 4')]],
      ['intra**word**bold', [text('intra'), text('word', B), text('bold')]],
      ['**unclosed and *open', [text('**unclosed and *open')]],
      ['`code with **stars**` and ``a`b``', [text('code with **stars**', C), text(' and '), text('a`b', C)]],
      ['**`bold code`**', [text('bold code', B | C)]],
      ['\\*not\\* &amp; &#42; &copy;', [text('*not* & * &copy;')]],
      ['a  \nb\\\nc\nd<br/>e', [text('a'), br(), text('b'), br(), text('c d'), br(), text('e')]],
    ];
    for (const [markdown, children] of cases) expect(fromMarkdown(markdown), markdown).toStrictEqual(doc([paragraph(children)]));
  });

  it('reads links, autolinks and images', () => {
    expect(fromMarkdown('[a *b*](https://x.test/(1) "title") <https://y.test> <me@example.com> ![alt](/i.png)')).toStrictEqual(
      doc([
        paragraph([
          link('https://x.test/(1)', [text('a '), text('b', I)]),
          text(' '),
          autolink('https://y.test', [text('https://y.test')]),
          text(' '),
          autolink('mailto:me@example.com', [text('me@example.com')]),
          text(' '),
          link('/i.png', [text('alt')]),
        ]),
      ]),
    );
    expect(fromMarkdown('[a](<with space> ) [b]( c ) [no link] [x](')).toStrictEqual(
      doc([paragraph([link('with space', [text('a')]), text(' '), link('c', [text('b')]), text(' [no link] [x](')])]),
    );
    expect(fromMarkdown('**[bold link](/x)**')).toStrictEqual(doc([paragraph([link('/x', [text('bold link', B)])])]));
  });

  it('reads headings, rules, quotes, tables and lists in their usual variants', () => {
    expect(fromMarkdown('Setext\n===\n\nTwo\n---\n\n## closed ##\n\n***\n\n> a\nlazy\n>\n> b')).toStrictEqual(
      doc([
        heading('h1', [text('Setext')]),
        heading('h2', [text('Two')]),
        heading('h2', [text('closed')]),
        hr(),
        quote([text('a lazy'), br(), text('b')]),
      ]),
    );
    expect(fromMarkdown('| a | b |\n|:--|--:|\n| 1 | 2 | 3 |\n| 4 |\nafter')).toStrictEqual(
      doc([
        table([
          row([cell([paragraph([text('a')])], 1), cell([paragraph([text('b')])], 1)]),
          row([cell([paragraph([text('1')])]), cell([paragraph([text('2')])])]),
          row([cell([paragraph([text('4')])]), cell([paragraph([])])]),
          row([cell([paragraph([text('after')])]), cell([paragraph([])])]),
        ]),
      ]),
    );
    expect(fromMarkdown('* a\n\n* b\n  continued\n+ c\n\n7) x\n8) y')).toStrictEqual(
      doc([
        list('bullet', [item([text('a')]), item([text('b continued')])]),
        list('bullet', [item([text('c')])]),
        list('number', [item([text('x')]), item([text('y')])], 7),
      ]),
    );
  });

  it('reads an item with several paragraphs as one item with line breaks', () => {
    expect(fromMarkdown('- a\n\n  b\n- c')).toStrictEqual(
      doc([list('bullet', [item([text('a'), br(), text('b')]), item([text('c')])])]),
    );
  });

  it('handles empty and odd input', () => {
    expect(fromMarkdown('')).toStrictEqual(doc([]));
    expect(fromMarkdown(undefined as unknown as string)).toStrictEqual(doc([]));
    expect(fromMarkdown('\u0000')).toStrictEqual(doc([paragraph([text('\ufffd')])]));
    expect(fromMarkdown('#\n\n>\n\n-')).toStrictEqual(doc([heading('h1', []), quote([]), list('bullet', [item([])])]));
  });
});

describe('round trip', () => {
  it('keeps a hand-written document of every supported kind', () => {
    const state = doc([
      heading('h1', [text('Title '), text('styled', B | I)]),
      heading('h6', [text('Small')]),
      paragraph([
        text('Plain '),
        text('bold', B),
        text(' '),
        text('italic', I),
        text(' '),
        text('struck', S),
        text(' '),
        text('code `x`', C),
        text(' '),
        link('https://example.com/a_(b)?c=d&e', [text('link '), text('bold', B)]),
        text(' '),
        autolink('https://atrium.dev', [text('https://atrium.dev')]),
        text(' end.'),
      ]),
      paragraph([text('line one'), br(), text('line two'), br()]),
      quote([text('quoted'), br(), text('more', I)]),
      list('bullet', [
        item([text('one')]),
        item([list('number', [item([text('two a')], { indent: 1 }), item([text('two b')], { indent: 1 })], 1)]),
        item([text('three')]),
      ]),
      list('check', [item([text('done')], { checked: true }), item([text('todo')], { checked: false })]),
      list('number', [item([text('ten')]), item([text('eleven')])], 10),
      paragraph([text('function f() {', C), br(), tab(C), text('return 1;', C), br(), text('}', C)]),
      hr(),
      table([
        row([cell([paragraph([text('h1')])], 1), cell([paragraph([text('h2', B)])], 1)]),
        row([cell([paragraph([text('a|b')])]), cell([paragraph([])])]),
      ]),
    ]);
    expect(roundTrip(state)).toStrictEqual(state);
  });
});

/* A generator of documents in canonical form, built from the structures Markdown can express. */
const B_I_S = [B, I, S] as const;
type Piece =
  | { kind: 'word'; text: string }
  | { kind: 'group'; mark: number; children: Piece[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; url: string; children: Piece[] }
  | { kind: 'auto'; url: string }
  | { kind: 'break' };

const alnum = fc.stringMatching(/^[a-zA-Z0-9]{1,5}$/);
const inner = fc.constantFrom(
  '*',
  '_',
  '~',
  '`',
  '[',
  ']',
  '<',
  '>',
  '|',
  '#',
  '&amp;',
  '\\',
  '(',
  ')',
  '!',
  '-',
  '.',
  '&#32;',
  '"',
  ':',
  '/',
  'é',
  '\t',
);
const word = fc.oneof(
  { weight: 4, arbitrary: alnum },
  { weight: 2, arbitrary: fc.tuple(alnum, inner, alnum).map((parts) => parts.join('')) },
);
const loneSymbol = fc.constantFrom(
  '#',
  '-',
  '+',
  '=',
  '1.',
  '2)',
  '>',
  '*',
  '***',
  '---',
  '|',
  '`',
  '~~~',
  '&',
  '[x]',
  '\\',
  '<br>',
);
const codeText = fc
  .stringMatching(/^[a-z0-9`*_|\\<>&#\t -]{1,10}$/)
  .filter((value) => value.trim() !== '' && !/^\s|\s$/.test(value));
const urls = fc.constantFrom(
  'https://example.com',
  'https://example.com/a_(b)',
  '/path with space',
  'https://x.test/?q=a&amp;b',
  'mailto:a@b.c',
  '#frag',
  '',
  'https://x.test/*star*',
  'https://x.test/a|b',
  'https://x.test/<x>',
  'page.html',
);

const pieces = (format: number, depth: number, allowLinks: boolean, allowBreaks: boolean): fc.Arbitrary<Piece[]> => {
  const options: fc.Arbitrary<Piece>[] = [
    word.map((text): Piece => ({ kind: 'word', text })),
    codeText.map((text): Piece => ({ kind: 'code', text })),
  ];
  if (format === 0) options.push(loneSymbol.map((text): Piece => ({ kind: 'word', text })));
  const free = B_I_S.filter((mark) => !(format & mark));
  if (depth < 3 && free.length > 0) {
    // A formatted run starts and ends with a word: delimiters stacked against punctuation (`~~**[`) are ambiguous
    // in CommonMark itself.
    options.push(
      fc.constantFrom(...free).chain((mark) => {
        const edge = word.map((text): Piece => ({ kind: 'word', text }));
        const middle = depth < 2 ? pieces(format | mark, depth + 1, allowLinks, false) : fc.constant<Piece[]>([]);
        return fc
          .tuple(edge, fc.option(middle, { freq: 2 }), edge)
          .map(
            ([first, mid, last]): Piece => ({ kind: 'group', mark, children: mid === null ? [first] : [first, ...mid, last] }),
          );
      }),
    );
  }
  if (allowLinks) {
    options.push(
      fc.tuple(urls, pieces(format, depth + 1, false, false)).map(([url, children]): Piece => ({ kind: 'link', url, children })),
      fc.constantFrom('https://atrium.dev', 'mailto:x@y.z').map((url): Piece => ({ kind: 'auto', url })),
    );
  }
  const item = fc.oneof(...options);
  const withBreaks = allowBreaks
    ? fc.oneof({ weight: 5, arbitrary: item }, { weight: 1, arbitrary: fc.constant<Piece>({ kind: 'break' }) })
    : item;
  return fc.array(withBreaks, { minLength: 1, maxLength: depth === 0 ? 6 : 3 });
};

function flatten(list: Piece[], format: number, out: SerializedNode[]): SerializedNode[] {
  list.forEach((piece, index) => {
    const previous = list[index - 1];
    if (index > 0 && piece.kind !== 'break' && previous.kind !== 'break') out.push(text(' ', format));
    switch (piece.kind) {
      case 'word':
        out.push(text(piece.text, format));
        break;
      case 'code':
        out.push(text(piece.text, format | C));
        break;
      case 'group':
        flatten(piece.children, format | piece.mark, out);
        break;
      case 'link':
        out.push(link(piece.url, normalize(flatten(piece.children, format, []))));
        break;
      case 'auto':
        out.push(autolink(piece.url, [text(piece.url, format)]));
        break;
      case 'break':
        out.push(br());
        break;
    }
  });
  return out;
}

/** Merges adjacent text of equal format and splits tabs into tab nodes, as the editor stores text. */
function normalize(nodes: SerializedNode[]): SerializedNode[] {
  const out: SerializedNode[] = [];
  for (const node of nodes) {
    if (node.type !== 'text') {
      out.push(node);
      continue;
    }
    (node.text as string).split('\t').forEach((part, index) => {
      if (index > 0) out.push(tab(node.format as number));
      if (part === '') return;
      const last = out[out.length - 1];
      if (last?.type === 'text' && last.format === node.format) last.text = (last.text as string) + part;
      else out.push(text(part, node.format as number));
    });
  }
  return out;
}

const inline = (allowBreaks: boolean) => pieces(0, 0, true, allowBreaks).map((list) => normalize(flatten(list, 0, [])));

const listArbitrary = (depth: number): fc.Arbitrary<SerializedNode> =>
  fc
    .record({
      listType: fc.constantFrom('bullet' as const, 'number' as const, 'check' as const),
      start: fc.integer({ min: 0, max: 12 }),
      leading: depth < 2 ? fc.option(fc.constant(null), { freq: 6 }) : fc.constant(undefined),
      items: fc.array(
        fc.record({
          content: inline(true),
          checked: fc.boolean(),
          nested: depth < 2 ? fc.array(fc.constant(null), { maxLength: 2 }) : fc.constant([]),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    })
    .chain(({ listType, start, leading, items }) => {
      const nestedCount = items.reduce((sum, entry) => sum + entry.nested.length, 0) + (leading === null ? 1 : 0);
      return fc.array(listArbitrary(depth + 1), { minLength: nestedCount, maxLength: nestedCount }).map((nested) => {
        const children: SerializedNode[] = [];
        const wrapper = () => item([nested.shift()!], { indent: depth });
        if (leading === null) children.push(wrapper());
        for (const entry of items) {
          children.push(item(entry.content, { indent: depth, ...(listType === 'check' ? { checked: entry.checked } : {}) }));
          for (const _ of entry.nested) children.push(wrapper());
        }
        return list(listType, children, listType === 'number' ? start : 1);
      });
    });

const codeParagraph = fc
  .array(fc.stringMatching(/^[ -~\t]{0,12}$/), { minLength: 2, maxLength: 4 })
  .filter((lines) => lines.some((line) => line !== ''))
  .map((lines) => {
    const children: SerializedNode[] = [];
    lines.forEach((line, index) => {
      if (index > 0) children.push(br());
      if (line !== '') children.push(text(line, C));
    });
    return paragraph(normalize(children));
  });

const tableArbitrary = fc
  .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }))
  .chain(([rows, columns]) =>
    fc.array(fc.array(fc.option(inline(true), { freq: 4 }), { minLength: columns, maxLength: columns }), {
      minLength: rows,
      maxLength: rows,
    }),
  )
  .map((rows) => table(rows.map((cells, r) => row(cells.map((content) => cell([paragraph(content ?? [])], r === 0 ? 1 : 0))))));

const block: fc.Arbitrary<SerializedNode> = fc.oneof(
  { weight: 4, arbitrary: inline(true).map((children) => paragraph(children)) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.integer({ min: 1, max: 6 }), inline(true)).map(([level, children]) => heading(`h${level}`, children)),
  },
  { weight: 1, arbitrary: fc.option(inline(true), { freq: 5 }).map((children) => quote(children ?? [])) },
  { weight: 3, arbitrary: listArbitrary(0) },
  { weight: 1, arbitrary: codeParagraph },
  { weight: 1, arbitrary: fc.constant(null).map(() => hr()) },
  { weight: 1, arbitrary: tableArbitrary },
);

describe('round trip property', () => {
  it('fromMarkdown(toMarkdown(x)) equals x for canonical documents', () => {
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 6 }), (blocks) => {
        const state = doc(blocks);
        const markdown = toMarkdown(state);
        expect(fromMarkdown(markdown), markdown).toStrictEqual(state);
      }),
      { numRuns: 400 },
    );
  });

  it('toMarkdown is stable on its own output', () => {
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 4 }), (blocks) => {
        const markdown = toMarkdown(doc(blocks));
        expect(toMarkdown(fromMarkdown(markdown))).toBe(markdown);
      }),
      { numRuns: 150 },
    );
  });
});
