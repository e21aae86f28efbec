import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { convertLegacyLexical } from './legacyLexical.ts';
import { stableId } from './shared.ts';
import { deepFreeze, doc, emptyP, h, li, link, list, p, quote, text, unknownNode } from './testNodes.ts';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

/** The plugin's stored value around a root's children. */
function stored(children: unknown[], extra: Record<string, unknown> = {}) {
  return {
    jsonContent: { root: { type: 'root', version: 1, children, direction: 'ltr', format: '', indent: 0, ...extra } },
    preview: 'preview text',
    characters: 120,
    words: 20,
    comments: [],
  };
}

/** A paragraph as the plugin's Lexical version stored it: no textFormat/textStyle. */
function oldP(children: unknown[]) {
  return { type: 'paragraph', version: 1, children, direction: 'ltr', format: '', indent: 0 };
}

function convert(value: unknown) {
  return convertLegacyLexical(deepFreeze(structuredClone(value)));
}

describe('convertLegacyLexical', () => {
  it('1. unwraps jsonContent and completes old paragraphs', () => {
    const value = stored([oldP([text('Hello '), text('legacy', 1)])]);
    expect(convert(value)).toStrictEqual(doc([p([text('Hello '), text('legacy', 1)])]));
  });

  it('2. link v1 with attributes (custom, new tab) → link v3 with fields', () => {
    const value = stored([
      oldP([
        text('Go to '),
        {
          type: 'link',
          version: 1,
          attributes: { url: 'https://example.com', newTab: true, linkType: 'custom' },
          children: [text('example')],
          direction: 'ltr',
          format: '',
          indent: 0,
        },
      ]),
    ]);
    expect(convert(value)).toStrictEqual(
      doc([p([text('Go to '), link({ url: 'https://example.com', newTab: true, linkType: 'custom' }, [text('example')])])]),
    );
  });

  it('3. internal link v1 with a populated doc → the id; Lexical-era url/rel/target kept where they carry something', () => {
    const value = stored([
      oldP([
        {
          type: 'link',
          version: 1,
          url: 'https://stale.example',
          rel: 'noopener',
          target: null,
          title: null,
          attributes: {
            linkType: 'internal',
            newTab: false,
            doc: { relationTo: 'pages', value: { id: '63f1', title: 'Pricing', slug: 'pricing' } },
          },
          children: [text('pricing')],
          direction: 'ltr',
          format: '',
          indent: 0,
        },
      ]),
    ]);
    expect(convert(value)).toStrictEqual(
      doc([
        p([
          {
            ...link(
              { linkType: 'internal', newTab: false, url: 'https://stale.example', doc: { relationTo: 'pages', value: '63f1' } },
              [text('pricing')],
            ),
            rel: 'noopener',
          },
        ]),
      ]),
    );
  });

  it('4. upload v1 with value/relationTo on the node: the populated data is dropped, an id derived', () => {
    const value = stored([
      oldP([text('Photo:')]),
      {
        type: 'upload',
        version: 1,
        relationTo: 'media',
        value: { id: '6401' },
        data: { id: '6401', filename: 'cat.jpg', url: '/media/cat.jpg' },
      },
    ]);
    expect(convert(value)).toStrictEqual(
      doc([
        p([text('Photo:')]),
        { type: 'upload', version: 3, id: stableId('upload:1'), relationTo: 'media', value: '6401', fields: {}, format: '' },
      ]),
    );
  });

  it('5. upload v1 holding its reference in rawImagePayload keeps caption and sizes', () => {
    const caption = { editorState: { root: { type: 'root', version: 1, children: [], direction: null, format: '', indent: 0 } } };
    const value = stored([
      {
        type: 'upload',
        version: 1,
        rawImagePayload: { relationTo: 'media', value: { id: 77 } },
        extraAttributes: { widthOverride: 300, heightOverride: undefined },
        caption,
        showCaption: false,
      },
    ]);
    expect(convert(value)).toStrictEqual(
      doc([
        {
          type: 'upload',
          version: 3,
          id: stableId('upload:0'),
          relationTo: 'media',
          value: 77,
          fields: {},
          format: '',
          extraAttributes: { widthOverride: 300, heightOverride: undefined },
          caption,
          showCaption: false,
        },
      ]),
    );
  });

  it('6. keeps horizontal rules and tables as they are', () => {
    const cell = (content: string, headerState: number) => ({
      type: 'tablecell',
      version: 1,
      headerState,
      colSpan: 1,
      width: null,
      backgroundColor: null,
      children: [oldP([text(content)])],
      direction: 'ltr',
      format: '',
      indent: 0,
    });
    const row = (cells: unknown[]) => ({
      type: 'tablerow',
      version: 1,
      children: cells,
      direction: 'ltr',
      format: '',
      indent: 0,
    });
    const table = {
      type: 'table',
      version: 1,
      children: [row([cell('Name', 1), cell('Age', 1)]), row([cell('Ada', 0), cell('36', 0)])],
      direction: 'ltr',
      format: '',
      indent: 0,
    };
    const value = stored([{ type: 'horizontalrule', version: 1 }, table]);
    const newCell = (content: string, headerState: number) => ({ ...cell(content, headerState), children: [p([text(content)])] });
    const newRow = (cells: unknown[]) => ({ ...row(cells) });
    expect(convert(value)).toStrictEqual(
      doc([
        { type: 'horizontalrule', version: 1 },
        { ...table, children: [newRow([newCell('Name', 1), newCell('Age', 1)]), newRow([newCell('Ada', 0), newCell('36', 0)])] },
      ]),
    );
  });

  it('7. nodes of types Atrium does not know become unknownConverted, one warning per type', () => {
    const code = {
      type: 'code',
      version: 1,
      language: 'ts',
      children: [text('let a = 1;')],
      direction: 'ltr',
      format: '',
      indent: 0,
    };
    const hashtag = { type: 'hashtag', version: 1, text: '#atrium', format: 0, style: '', mode: 'normal', detail: 0 };
    const hashtag2 = { ...hashtag, text: '#cms' };
    const value = stored([code, oldP([text('Tags: '), hashtag, text(' '), hashtag2])]);
    expect(convert(value)).toStrictEqual(
      doc([
        unknownNode('code', code),
        p([text('Tags: '), unknownNode('hashtag', hashtag), text(' '), unknownNode('hashtag', hashtag2)]),
      ]),
    );
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map((call) => call[0])).toStrictEqual([
      expect.stringContaining('"code" (legacyLexical)'),
      expect.stringContaining('"hashtag" (legacyLexical)'),
    ]);
  });

  it('8. headings, quotes and lists are kept; missing standard keys are filled in', () => {
    const value = stored([
      { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Title' }] },
      { type: 'quote', version: 1, children: [text('Quoted')], direction: 'rtl', format: 'center', indent: 0 },
      {
        type: 'list',
        version: 1,
        listType: 'check',
        start: 1,
        tag: 'ul',
        children: [{ type: 'listitem', version: 1, value: 1, checked: true, children: [{ text: 'Done' }] }],
      },
    ]);
    expect(convert(value)).toStrictEqual(
      doc([
        h('h2', [text('Title')]),
        quote([text('Quoted')], { direction: 'rtl', format: 'center' }),
        { ...list('ul', [{ ...li(1, [text('Done')]), checked: true }]), listType: 'check' },
      ]),
    );
  });

  it('9. jsonContent stored as JSON text, and a bare {root}, are accepted', () => {
    const inner = { root: { type: 'root', version: 1, children: [oldP([text('x')])], direction: 'ltr', format: '', indent: 0 } };
    const expected = doc([p([text('x')])]);
    expect(convert({ jsonContent: JSON.stringify(inner), preview: 'x', characters: 1, words: 1 })).toStrictEqual(expected);
    expect(convert(inner)).toStrictEqual(expected);
  });

  it('10. block v1 and relationship v1 inside legacy content are upgraded', () => {
    const value = stored(
      [
        { type: 'block', version: 1, fields: { data: { id: 'blk', blockType: 'gallery', images: [1, 2] } } },
        { type: 'relationship', version: 1, relationTo: 'posts', value: { id: 'p9' } },
      ],
      { direction: null },
    );
    expect(convert(value)).toStrictEqual(
      doc(
        [
          { type: 'block', version: 2, fields: { id: 'blk', blockType: 'gallery', blockName: '', images: [1, 2] }, format: '' },
          { type: 'relationship', version: 2, relationTo: 'posts', value: 'p9', format: '' },
        ],
        null,
      ),
    );
  });

  it('11. malformed: null children skipped, non-nodes kept, an emptied root gets an empty paragraph', () => {
    expect(convert(stored([oldP([null, text('ok'), 5])]))).toStrictEqual(doc([p([text('ok'), unknownNode('number', 5)])]));
    expect(convert(stored([null], { direction: null }))).toStrictEqual(doc([emptyP()], null));
    expect(convert(stored([{ children: [] }]))).toStrictEqual(doc([unknownNode('untyped', { children: [] })]));
  });

  it('12. malformed: no usable root gives the empty state', () => {
    for (const value of [
      null,
      undefined,
      'x',
      [],
      {},
      { jsonContent: null },
      { jsonContent: '{not json' },
      { jsonContent: { root: [] } },
    ]) {
      expect(convertLegacyLexical(value)).toStrictEqual(doc([emptyP()], null));
    }
  });

  it('never mutates its input and is repeatable', () => {
    const value = stored([{ type: 'upload', version: 1, rawImagePayload: { relationTo: 'media', value: { id: 'a' } } }]);
    const before = structuredClone(value);
    const first = convertLegacyLexical(value);
    expect(value).toStrictEqual(before);
    expect(convertLegacyLexical(value)).toStrictEqual(first);
  });
});
