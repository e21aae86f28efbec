import { describe, expect, it, vi } from 'vitest';
import type { SerializedNode } from '../types.ts';
import {
  articleFixture,
  br,
  cell,
  doc,
  element,
  heading,
  internalLink,
  item,
  link,
  list,
  paragraph,
  quote,
  row,
  table,
  text,
} from './fixtures.ts';
import { escapeHTML, type HTMLConverters, toHTML } from './html.ts';

const quiet = { warn: () => {} };

describe('toHTML', () => {
  it('renders a document with every node kind exactly', () => {
    expect(toHTML(articleFixture(), quiet)).toBe(
      [
        '<h1>Release notes: <em>Atrium 2.0</em></h1>',
        '<p>We are <strong>very</strong> happy to ship <strong><em>rich text</em></strong> with <s>old</s>, <u>underlined</u>, <code>npm i atrium</code>, H<sub>2</sub>O, x<sup>2</sup> and <mark>marked</mark> text &amp; &lt;tags&gt;.</p>',
        '<p style="text-align: center; padding-inline-start: 80px" dir="rtl">Centered, indented, right-to-left.</p>',
        '<h2>Links</h2>',
        '<p><a href="https://example.com/docs?a=1&amp;b=2">Docs</a>, <a href="https://example.com/new" target="_blank" rel="noopener noreferrer"><strong>new tab</strong></a>, <a href="about:blank">evil</a>, <a href="/pages/about-us">about</a>, <a href="/pages/8">by id</a> and <a href="https://atrium.dev">https://atrium.dev</a>.</p>',
        '<blockquote>Simplicity is prerequisite for reliability.<br><em>— Dijkstra</em></blockquote>',
        '<ul><li>First</li><li>Second<ul><li>Nested</li></ul></li><li>Third</li></ul>',
        '<ol start="3"><li>Step one</li><li>Step two</li></ol>',
        '<ul data-list-type="check"><li><input type="checkbox" disabled checked>Done</li><li><input type="checkbox" disabled>Todo</li></ul>',
        '<p>Tab\tseparated<br>second line</p>',
        '<hr>',
        '<table><tbody>',
        '<tr><th scope="col" style="width: 75px; background-color: #f2f3f5"><p>Name</p></th><th scope="col" style="width: 75px; background-color: #ffeeaa"><p>Value</p></th></tr>',
        '<tr style="height: 40px"><th scope="row" style="width: 120px; background-color: #f2f3f5"><p>Width</p></th><td colspan="2" rowspan="3" style="width: 75px"><p>Spans</p></td></tr>',
        '</tbody></table>',
        '<div data-relation-to="posts" data-id="p1"><a href="/posts/hello-world">Hello &lt;world&gt;</a></div>',
        '<div data-relation-to="posts" data-id="p2"></div>',
        '<img src="/media/cat.png" alt="A &quot;cat&quot;" width="640" height="480">',
        '<a href="/media/report.pdf">report.pdf</a>',
        '<div data-relation-to="media" data-id="m3"></div>',
        '<div data-block-type="callToAction" data-block-id="b1"></div>',
        '<p>Inline <span data-inline-block-type="badge" data-inline-block-id="ib1"></span> block.</p>',
        '<span data-unknown-node-type="poll"></span>',
        '<p></p>',
      ].join(''),
    );
  });

  it('nests every text format in a fixed order', () => {
    expect(toHTML(doc([paragraph([text('x', 255)])]))).toBe(
      '<p><strong><em><s><u><code><sub><sup><mark>x</mark></sup></sub></code></u></s></em></strong></p>',
    );
  });

  it('renders every heading level and falls back for a bad tag', () => {
    const html = toHTML(doc(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7'].map((tag) => heading(tag, [text(tag)]))));
    expect(html).toBe('<h1>h1</h1><h2>h2</h2><h3>h3</h3><h4>h4</h4><h5>h5</h5><h6>h6</h6><h2>h7</h2>');
  });

  it('renders lists: start only when not 1, nested lists inside the previous item, a leading wrapper on its own', () => {
    expect(toHTML(doc([list('number', [item([text('a')])], 1)]))).toBe('<ol><li>a</li></ol>');
    expect(toHTML(doc([list('number', [item([text('a')])], 0)]))).toBe('<ol start="0"><li>a</li></ol>');
    const nested = list('bullet', [
      item([list('number', [item([text('deep')], { indent: 1 })])]),
      item([text('a')]),
      item([list('check', [item([text('c')], { indent: 1, checked: true })])]),
    ]);
    expect(toHTML(doc([nested]))).toBe(
      '<ul><li style="list-style-type: none"><ol><li>deep</li></ol></li><li>a<ul data-list-type="check"><li><input type="checkbox" disabled checked>c</li></ul></li></ul>',
    );
  });

  it('renders alignment, indent and direction on blocks', () => {
    const html = toHTML(
      doc([
        heading('h3', [text('t')], { format: 'right', direction: 'ltr' }),
        quote([text('q')]),
        paragraph([text('j')], { format: 'justify', indent: 1 }),
        paragraph([text('bad')], { format: 'evil"', indent: -1, direction: 'sideways' }),
      ]),
      { indentSize: 24 },
    );
    expect(html).toBe(
      '<h3 style="text-align: right" dir="ltr">t</h3><blockquote>q</blockquote><p style="text-align: justify; padding-inline-start: 24px">j</p><p>bad</p>',
    );
  });

  it('builds link hrefs: custom, internal (slug, id, bare id), new tab, unsafe, missing', () => {
    const html = toHTML(
      doc([
        paragraph([
          link('mailto:a@b.c', [text('mail')]),
          internalLink('posts', { id: 3, title: 'No slug' }, [text('id')]),
          internalLink('posts', 'abc', [text('bare')], true),
          link('JaVaScRiPt:alert(1)', [text('x')]),
          { ...element('link', [text('nothing')]), version: 3, fields: { linkType: 'internal', newTab: false } },
          { ...element('link', [text('no fields')]), version: 3 },
        ]),
      ]),
    );
    expect(html).toBe(
      '<p><a href="mailto:a@b.c">mail</a><a href="/posts/3">id</a><a href="/posts/abc" target="_blank" rel="noopener noreferrer">bare</a><a href="about:blank">x</a><a href="about:blank">nothing</a><a href="about:blank">no fields</a></p>',
    );
  });

  it('uses an overridable internalDocToHref, still through safeURL', () => {
    const state = doc([paragraph([internalLink('posts', { id: 1, slug: 's' }, [text('a')])])]);
    expect(
      toHTML(state, { internalDocToHref: ({ relationTo, value }) => `https://site.test/${relationTo}/${(value as any).slug}` }),
    ).toBe('<p><a href="https://site.test/posts/s">a</a></p>');
    expect(toHTML(state, { internalDocToHref: () => 'javascript:alert(1)' })).toBe('<p><a href="about:blank">a</a></p>');
  });

  describe('tables', () => {
    it('defaults cell width to 75px and header background to #f2f3f5, keeps stored values', () => {
      const html = toHTML(
        doc([
          table([
            row([cell([paragraph([text('h')])], 1), cell([paragraph([text('both')])], 3), cell([], 0)]),
            row([cell([], 2, { width: 200, backgroundColor: 'rgb(1, 2, 3)' }), cell([], 0, { backgroundColor: '#abc' })], {
              height: 33,
            }),
          ]),
        ]),
      );
      expect(html).toBe(
        [
          '<table><tbody><tr>',
          '<th scope="col" style="width: 75px; background-color: #f2f3f5"><p>h</p></th>',
          '<th scope="col" style="width: 75px; background-color: #f2f3f5"><p>both</p></th>',
          '<td style="width: 75px"></td>',
          '</tr><tr style="height: 33px">',
          '<th scope="row" style="width: 200px; background-color: rgb(1, 2, 3)"></th>',
          '<td style="width: 75px; background-color: #abc"></td>',
          '</tr></tbody></table>',
        ].join(''),
      );
    });

    it('renders spans only when greater than 1 and ignores junk sizes and colours', () => {
      const html = toHTML(
        doc([
          table([
            row(
              [
                cell([], 0, { colSpan: 1, rowSpan: 2, width: -5 }),
                cell([], 1, { colSpan: '3', width: Number.NaN, backgroundColor: 'url(javascript:alert(1))' }),
              ],
              { height: 'tall' },
            ),
          ]),
        ]),
      );
      expect(html).toBe(
        '<table><tbody><tr><td rowspan="2" style="width: 75px"></td><th scope="col" style="width: 75px; background-color: #f2f3f5"></th></tr></tbody></table>',
      );
    });

    it('takes its defaults from options', () => {
      const html = toHTML(doc([table([row([cell([], 1)])])]), { defaultCellWidth: 100, headerCellBackground: '#000' });
      expect(html).toBe(
        '<table><tbody><tr><th scope="col" style="width: 100px; background-color: #000"></th></tr></tbody></table>',
      );
    });
  });

  describe('decorators', () => {
    it('renders images for every image mime type and links for other files', () => {
      const upload = (mimeType: string | undefined, filename: string) => ({
        type: 'upload',
        version: 3,
        id: 'u',
        relationTo: 'media',
        value: { id: 1, url: `/m/${filename}`, filename, mimeType },
        fields: {},
      });
      for (const [mime, name] of [
        ['image/jpeg', 'a.jpg'],
        ['image/png', 'a.png'],
        ['image/gif', 'a.gif'],
        ['image/svg+xml', 'a.svg'],
        ['image/webp', 'a.webp'],
        ['image/avif', 'a.avif'],
        [undefined, 'b.PNG'],
      ] as const) {
        expect(toHTML(doc([upload(mime, name)]))).toBe(`<img src="/m/${name}" alt="${name}">`);
      }
      expect(toHTML(doc([upload('application/pdf', 'x.pdf')]))).toBe('<a href="/m/x.pdf">x.pdf</a>');
      expect(toHTML(doc([upload('image/tiff', 'x.tiff')]))).toBe('<a href="/m/x.tiff">x.tiff</a>');
    });

    it('prefers the alt of the upload fields and neutralises unsafe sources', () => {
      const node = {
        type: 'upload',
        version: 3,
        id: 'u',
        relationTo: 'media',
        value: { id: 1, url: 'data:image/png;base64,AAAA', mimeType: 'image/png', alt: 'doc alt' },
        fields: { alt: 'node <alt>' },
      };
      expect(toHTML(doc([node]))).toBe('<img src="about:blank" alt="node &lt;alt&gt;">');
    });

    it('renders a relationship title from title, name, filename or id', () => {
      const rel = (value: unknown) => ({ type: 'relationship', version: 2, relationTo: 'tags', value });
      expect(toHTML(doc([rel({ id: 1, name: 'Tag' })]))).toBe(
        '<div data-relation-to="tags" data-id="1"><a href="/tags/1">Tag</a></div>',
      );
      expect(toHTML(doc([rel({ id: 'x y' })]))).toBe(
        '<div data-relation-to="tags" data-id="x y"><a href="/tags/x%20y">x y</a></div>',
      );
    });
  });

  describe('converters', () => {
    it('override relationship, upload and unknownConverted', () => {
      const converters: HTMLConverters = {
        relationship: ({ node }) => `<rel ${node.relationTo}>`,
        upload: ({ node }) => `<up ${node.id}>`,
        unknownConverted: ({ node }) => `<unknown ${node.data.nodeType}>`,
      };
      const state = doc([
        { type: 'relationship', version: 2, relationTo: 'posts', value: 1 },
        { type: 'upload', version: 3, id: 'u9', relationTo: 'media', value: 1, fields: {} },
        { type: 'unknownConverted', version: 1, data: { nodeType: 'poll', nodeData: {} } },
      ]);
      expect(toHTML(state, { converters })).toBe('<rel posts><up u9><unknown poll>');
    });

    it('take blocks as one converter or a map by block type (missing types use the default)', () => {
      const state = doc([
        { type: 'block', version: 2, fields: { id: '1', blockType: 'hero', title: 'Hi' } },
        { type: 'block', version: 2, fields: { id: '2', blockType: 'other' } },
        paragraph([{ type: 'inlineBlock', version: 1, fields: { id: '3', blockType: 'badge', label: 'New' } }]),
      ]);
      expect(
        toHTML(state, {
          converters: {
            block: { hero: ({ node }) => `<section>${escapeHTML(node.fields.title)}</section>` },
            inlineBlock: ({ node }) => `<b>${escapeHTML(node.fields.label)}</b>`,
          },
        }),
      ).toBe('<section>Hi</section><div data-block-type="other" data-block-id="2"></div><p><b>New</b></p>');
      expect(toHTML(state, { converters: { block: () => '<x>' } })).toBe(
        '<x><x><p><span data-inline-block-type="badge" data-inline-block-id="3"></span></p>',
      );
    });

    it('override any node type, with access to children, the default rendering and the parent', () => {
      const state = doc([paragraph([text('a'), link('https://x.test', [text('b')])])]);
      const html = toHTML(state, {
        converters: {
          paragraph: ({ children }) => `<div class="p">${children()}</div>`,
          link: ({ renderDefault, parent }) => `${renderDefault()}[${parent?.type}]`,
          text: ({ node }) => escapeHTML(String(node.text).toUpperCase()),
        },
      });
      expect(html).toBe('<div class="p">A<a href="https://x.test">B</a>[paragraph]</div>');
    });

    it('does not pick converters from the object prototype', () => {
      const state = doc([
        { type: 'constructor', version: 1 },
        { type: 'toString', version: 1 },
      ]);
      expect(toHTML(state, quiet)).toBe(
        '<span data-unknown-node-type="constructor"></span><span data-unknown-node-type="toString"></span>',
      );
    });
  });

  describe('unknown node types', () => {
    it('warn once per type and render children inside an inert span', () => {
      const warn = vi.fn();
      const odd = (children: SerializedNode[]) => element('callout"><script>', children);
      const state = doc([odd([paragraph([text('kept <b>')])]), odd([]), { type: 'mystery', version: 1 }]);
      const html = toHTML(state, { warn });
      expect(html).toBe(
        '<span data-unknown-node-type="callout&quot;&gt;&lt;script&gt;"><p>kept &lt;b&gt;</p></span><span data-unknown-node-type="callout&quot;&gt;&lt;script&gt;"></span><span data-unknown-node-type="mystery"></span>',
      );
      expect(warn).toHaveBeenCalledTimes(2);
      toHTML(state, { warn });
      expect(warn).toHaveBeenCalledTimes(2);
    });

    it('warn through console.warn by default', () => {
      const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
      toHTML(doc([{ type: 'default-warning-type', version: 1 }]));
      toHTML(doc([{ type: 'default-warning-type', version: 1 }]));
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0][0]).toContain('default-warning-type');
      spy.mockRestore();
    });

    it('go through a custom unknownConverted converter with the original node', () => {
      const html = toHTML(doc([{ type: 'poll', version: 1, question: 'Q?' }]), {
        ...quiet,
        converters: { unknownConverted: ({ node }) => `<poll>${escapeHTML((node.data.nodeData as any).question)}</poll>` },
      });
      expect(html).toBe('<poll>Q?</poll>');
    });
  });

  describe('escaping', () => {
    it('escapes & < > " \' in text and attributes', () => {
      expect(escapeHTML(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
      const state = doc([
        paragraph([text(`<img src=x onerror="alert('1')">&amp;`)]),
        paragraph([link(`https://x.test/?q="><script>alert(1)</script>&'`, [text('l')])]),
        { type: 'block', version: 2, fields: { id: `"'<>`, blockType: `a" onmouseover="alert(1)` } },
      ]);
      expect(toHTML(state)).toBe(
        [
          '<p>&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;amp;</p>',
          '<p><a href="https://x.test/?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&#39;">l</a></p>',
          '<div data-block-type="a&quot; onmouseover=&quot;alert(1)" data-block-id="&quot;&#39;&lt;&gt;"></div>',
        ].join(''),
      );
    });

    it('does not render the free-form CSS of text nodes', () => {
      expect(toHTML(doc([paragraph([{ ...text('t'), style: 'background: url(javascript:alert(1))' }])]))).toBe('<p>t</p>');
    });
  });

  describe('malformed input', () => {
    it('never throws and skips what it cannot use', () => {
      const junk: unknown[] = [
        null,
        undefined,
        42,
        'root',
        {},
        { root: null },
        { root: { type: 'root' } },
        { root: { type: 'root', children: 'nope' } },
        { root: { type: 'root', children: [null, 1, 'x', [], { type: 5 }, { type: 'text', text: 5, format: 'bold' }] } },
        {
          root: { type: 'root', children: [{ type: 'list', listType: 'number', start: 'x', children: [{ type: 'listitem' }] }] },
        },
        {
          root: {
            type: 'root',
            children: [{ type: 'table', children: [{ type: 'tablerow', children: [{ type: 'tablecell', headerState: 'x' }] }] }],
          },
        },
        {
          root: {
            type: 'root',
            children: [{ type: 'upload', value: { url: 5 } }, { type: 'relationship', value: null }, { type: 'block' }],
          },
        },
        {
          root: {
            type: 'root',
            children: [{ type: 'link', fields: { linkType: 'internal', doc: { relationTo: 1, value: {} } } }],
          },
        },
      ];
      for (const state of junk) expect(() => toHTML(state, quiet)).not.toThrow();
      expect(toHTML(junk[8], quiet)).toBe('');
      expect(toHTML(junk[9], quiet)).toBe('<ol><li></li></ol>');
      expect(toHTML(junk[10], quiet)).toBe('<table><tbody><tr><td style="width: 75px"></td></tr></tbody></table>');
    });

    it('accepts a bare root node and stops at absurd nesting depth', () => {
      expect(toHTML({ type: 'root', children: [paragraph([text('bare')])] })).toBe('<p>bare</p>');
      let deep: SerializedNode = text('bottom');
      for (let i = 0; i < 5000; i++) deep = quote([deep]);
      expect(() => toHTML(doc([deep]))).not.toThrow();
    });

    it('renders a linebreak and a quote with line breaks', () => {
      expect(toHTML(doc([quote([text('a'), br(), br(), text('b')])]))).toBe('<blockquote>a<br><br>b</blockquote>');
    });
  });
});
