/*
 * Realistic stored rich text, one document per node kind, written exactly as Lexical 0.52.0 serializes it so that
 * `roundTrip(fixture)` gives the fixture back unchanged. Shared with the export and validation tests.
 *
 * What Lexical 0.52.0 writes, and so what these fixtures carry:
 * - every element: `children`, `direction`, `format`, `indent`, `type`, `version`;
 * - a paragraph always adds `textFormat` and `textStyle`: those of its first text child when it has one,
 *   its own otherwise;
 * - any other element adds `textFormat`/`textStyle` only when non-default and it has no text child;
 * - a list item's `indent` is its nesting depth, and `checked` is written (as a boolean) only in a check list;
 * - a table cell always has `colSpan`, `rowSpan` and `backgroundColor` (null when none), `width` only when set;
 * - a tab is written with `detail: 2`.
 */

import type {
  BlockFields,
  EditorState,
  LinkFields,
  SerializedElement,
  SerializedNode,
  SerializedRoot,
  SerializedText,
} from '../types.ts';

type Direction = 'ltr' | 'rtl' | null;
type ElementProps = { direction?: Direction; format?: string; indent?: number; [key: string]: unknown };

/** A document with `children` at its root. */
function doc(children: SerializedNode[], direction: Direction = 'ltr'): EditorState {
  const root: SerializedRoot = { type: 'root', version: 1, children, direction, format: '', indent: 0 };
  return { root };
}

/** A text node; `format` is the `TextFormat` bitmask. */
function text(value: string, format = 0, style = ''): SerializedText {
  return { type: 'text', version: 1, text: value, format, style, mode: 'normal', detail: 0 };
}

/** An element of `type` (version 1 unless `props` says otherwise), left-to-right and unaligned by default. */
function element(type: string, children: SerializedNode[], props: ElementProps = {}): SerializedElement {
  return { type, version: 1, children, direction: 'ltr', format: '', indent: 0, ...props };
}

/** A paragraph: `textFormat`/`textStyle` must be those of its first text child (see the header). */
function paragraph(children: SerializedNode[], props: ElementProps = {}): SerializedElement {
  return element('paragraph', children, { textFormat: 0, textStyle: '', ...props });
}

/** An empty paragraph as the editor leaves it. */
function emptyParagraph(props: ElementProps = {}): SerializedElement {
  return paragraph([], { direction: null, ...props });
}

const linebreak = (): SerializedNode => ({ type: 'linebreak', version: 1 });
const tab = (): SerializedNode => ({ type: 'tab', version: 1, text: '\t', format: 0, style: '', mode: 'normal', detail: 2 });

function heading(tag: string, children: SerializedNode[], props: ElementProps = {}): SerializedElement {
  return element('heading', children, { tag, ...props });
}

function list(listType: 'number' | 'bullet' | 'check', items: SerializedNode[], start = 1): SerializedElement {
  return element('list', items, { listType, start, tag: listType === 'number' ? 'ol' : 'ul' });
}

function listItem(value: number, children: SerializedNode[], props: ElementProps = {}): SerializedElement {
  return element('listitem', children, { value, ...props });
}

/** The list item that carries a nested list (it has no text of its own; in a check list it is unchecked). */
function nestingItem(value: number, nested: SerializedElement, props: ElementProps = {}): SerializedElement {
  return element('listitem', [nested], { value, direction: null, ...props });
}

function link(fields: LinkFields, children: SerializedNode[], id?: string): SerializedElement {
  return element('link', children, { version: 3, fields, ...(id === undefined ? {} : { id }) });
}

function table(rows: SerializedNode[]): SerializedElement {
  return element('table', rows, { direction: null });
}

function row(cells: SerializedNode[], height?: number): SerializedElement {
  return element('tablerow', cells, { direction: null, ...(height === undefined ? {} : { height }) });
}

type CellProps = { colSpan?: number; rowSpan?: number; width?: number; backgroundColor?: string | null };

function cell(headerState: 0 | 1 | 2 | 3, children: SerializedNode[], props: CellProps = {}): SerializedElement {
  return element('tablecell', children, {
    direction: null,
    headerState,
    colSpan: 1,
    rowSpan: 1,
    backgroundColor: null,
    ...props,
  });
}

/** A table cell holding one paragraph of `value` (an empty paragraph for ''). */
function textCell(headerState: 0 | 1 | 2 | 3, value: string, props: CellProps = {}): SerializedElement {
  return cell(headerState, [value === '' ? emptyParagraph() : paragraph([text(value)])], props);
}

function block(fields: BlockFields, format = ''): SerializedNode {
  return { type: 'block', version: 2, format, fields };
}

/** Builders, so every fixture (and the kitchen sink) gets objects of its own. */
const builders: Record<string, () => SerializedNode[]> = {
  paragraph: () => [
    paragraph([text('Atrium keeps your content as structured JSON.')]),
    paragraph([text('Centered and indented once.')], { format: 'center', indent: 1 }),
    paragraph([text('Justified text that runs on for long enough to fill a line or two.')], { format: 'justify' }),
    paragraph([text('שלום, עולם')], { direction: 'rtl', format: 'right' }),
    paragraph([text('Bold start', 1), text(' then plain text.')], { textFormat: 1 }),
    // No text child: the paragraph's own text format and style are written.
    emptyParagraph({ textFormat: 1, textStyle: 'font-size: 18px;' }),
  ],
  text: () => [
    paragraph(
      [
        text('Bold and italic', 1 | 2),
        text(', '),
        text('underlined and struck', 8 | 4),
        text(', '),
        text('inline code', 16),
        text(', H'),
        text('2', 32),
        text('O, E = mc'),
        text('2', 64),
        text(', '),
        text('highlighted', 128),
        text(', '),
        text('bold italic underlined highlight', 1 | 2 | 8 | 128),
        text(' and '),
        text('every flag', 255),
        text('.'),
      ],
      { textFormat: 3 },
    ),
    paragraph(
      [
        text('Red words', 0, 'color: #d33;'),
        text(' next to '),
        text('big bold ones', 1, 'font-size: 24px; color: #222;'),
        { ...text('@ada', 0), mode: 'token' },
        { ...text(' segmented', 2), mode: 'segmented' },
      ],
      { textStyle: 'color: #d33;' },
    ),
  ],
  heading: () => [
    heading('h1', [text('Getting started')]),
    heading('h2', [text('Install ', 0), text('atrium', 16)], { format: 'center' }),
    heading('h3', [text('Configure collections')]),
    heading('h4', [text('Fields', 2)]),
    heading('h5', [text('Hooks')]),
    heading('h6', [text('Footnotes')], { indent: 1 }),
    // No text child: a non-default text format is written.
    heading('h3', [], { direction: null, textFormat: 1 }),
  ],
  quote: () => [
    element('quote', [text('Simplicity is prerequisite for reliability.'), linebreak(), text('— Edsger W. Dijkstra', 2)]),
    element('quote', [text('Aligned to the end.')], { format: 'end' }),
  ],
  list: () => [
    list('bullet', [listItem(1, [text('Collections')]), listItem(2, [text('Globals')]), listItem(3, [text('Uploads', 1)])]),
    list(
      'number',
      [
        listItem(3, [text('Third step')]),
        listItem(4, [text('Fourth step, with sub-steps:')]),
        nestingItem(
          5,
          list('bullet', [listItem(1, [text('first sub-step')], { indent: 1 }), listItem(2, [text('second')], { indent: 1 })]),
        ),
        listItem(5, [text('Fifth step')]),
      ],
      3,
    ),
    list('check', [
      listItem(1, [text('Write the schema')], { checked: true }),
      listItem(2, [text('Seed the database')], { checked: false }),
      listItem(3, [text('Ship it', 1)], { checked: true }),
    ]),
  ],
  listitem: () => [
    list('number', [
      listItem(1, [text('Top level')]),
      nestingItem(
        2,
        list('number', [
          listItem(1, [text('Nested once')], { indent: 1 }),
          nestingItem(2, list('bullet', [listItem(1, [text('Nested twice')], { indent: 2 })]), { indent: 1 }),
          listItem(2, [text('Back to once, centered')], { indent: 1, format: 'center' }),
        ]),
      ),
      listItem(2, [text('Top level again'), linebreak(), text('over two lines')]),
    ]),
    list('check', [
      nestingItem(1, list('check', [listItem(1, [text('nested and done')], { indent: 1, checked: true })]), { checked: false }),
      listItem(1, [text('pending')], { checked: false }),
    ]),
  ],
  link: () => [
    paragraph([
      text('Read the '),
      link(
        {
          linkType: 'custom',
          newTab: true,
          url: 'https://atrium.dev/docs?ref=richtext#links',
          rel: ['noopener', 'nofollow'],
          title: 'Atrium documentation',
          tracking: { campaign: 'spring', enabled: true, weight: 0.5, tags: [] },
        },
        [text('documentation', 1)],
        '65f1c2e8a4b3c2d1e0f9a8b7',
      ),
      text(', the '),
      link({ linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: '65f1c2e8a4b3c2d1e0f9a8c0' } }, [
        text('pricing page'),
      ]),
      text(', '),
      link(
        {
          linkType: 'internal',
          newTab: true,
          url: '',
          doc: { relationTo: 'posts', value: { id: 42, title: 'Launch week', slug: 'launch-week', tags: ['news'] } },
        },
        [text('the launch post')],
      ),
      text(' or '),
      link({ linkType: 'custom', newTab: false, url: '/contact', doc: null }, [text('contact us', 2)]),
      text('.'),
    ]),
  ],
  autolink: () => [
    paragraph([
      text('Visit '),
      element('autolink', [text('https://atrium.dev')], {
        version: 2,
        fields: { linkType: 'custom', newTab: false, url: 'https://atrium.dev' },
      }),
      text(' or write to '),
      element('autolink', [text('hello@atrium.dev')], {
        version: 2,
        fields: { linkType: 'custom', newTab: false, url: 'mailto:hello@atrium.dev' },
      }),
      text('.'),
    ]),
  ],
  relationship: () => [
    paragraph([text('Related reading:')]),
    { type: 'relationship', version: 2, format: '', relationTo: 'posts', value: '65f1c2e8a4b3c2d1e0f9a8d1' },
    { type: 'relationship', version: 2, format: 'center', relationTo: 'authors', value: 7 },
    {
      type: 'relationship',
      version: 2,
      relationTo: 'pages',
      value: { id: '65f1c2e8a4b3c2d1e0f9a8d2', title: 'About us', slug: 'about', updatedAt: '2024-03-13T10:00:00.000Z' },
    },
  ],
  upload: () => [
    {
      type: 'upload',
      version: 3,
      format: '',
      id: '65f1c2e8a4b3c2d1e0f9a8e1',
      relationTo: 'media',
      value: '65f1c2e8a4b3c2d1e0f9a8e2',
      fields: {
        alt: 'A lighthouse at dusk',
        credit: { name: 'M. Rossi', url: 'https://example.com/rossi' },
        caption: doc([paragraph([text('Cap de Creus, '), text('2023', 2)])]),
        decorative: false,
        focalPoint: { x: 0.4, y: 0.35 },
      },
    },
    {
      type: 'upload',
      version: 3,
      format: 'left',
      id: '65f1c2e8a4b3c2d1e0f9a8e3',
      relationTo: 'documents',
      value: {
        id: 12,
        filename: 'annual-report.pdf',
        mimeType: 'application/pdf',
        filesize: 482133,
        url: '/api/documents/file/annual-report.pdf',
        sizes: { thumbnail: { width: 300, height: 424, url: null } },
      },
      fields: {},
    },
  ],
  block: () => [
    block(
      {
        id: '65f1c2e8a4b3c2d1e0f9a8f1',
        blockName: 'Spring hero',
        blockType: 'hero',
        heading: 'Build content models in minutes',
        theme: 'dark',
        fullWidth: true,
        columns: 2,
        rating: null,
        publishedAt: '2024-03-13T10:00:00.000Z',
        image: { relationTo: 'media', value: '65f1c2e8a4b3c2d1e0f9a8e2' },
        ctas: [
          { id: '65f1c2e8a4b3c2d1e0f9a8f2', label: 'Start free', link: { type: 'custom', url: '/signup', newTab: false } },
          {
            id: '65f1c2e8a4b3c2d1e0f9a8f3',
            label: 'Docs',
            link: { type: 'reference', reference: { relationTo: 'pages', value: 3 } },
          },
        ],
        body: doc([paragraph([text('Nested ', 0), text('rich text', 1)]), { type: 'horizontalrule', version: 1 }]),
        settings: { spacing: { top: 'lg', bottom: 'none' }, anchors: ['hero', 'top'] },
      },
      '',
    ),
    block({ id: '65f1c2e8a4b3c2d1e0f9a8f4', blockName: '', blockType: 'divider' }, 'center'),
  ],
  inlineBlock: () => [
    paragraph([
      text('The plan costs '),
      {
        type: 'inlineBlock',
        version: 1,
        fields: { id: '65f1c2e8a4b3c2d1e0f9a901', blockType: 'price', amount: 49.9, currency: 'EUR' },
      },
      text(' per month; ask '),
      {
        type: 'inlineBlock',
        version: 1,
        fields: {
          id: '65f1c2e8a4b3c2d1e0f9a902',
          blockType: 'mention',
          blockName: '',
          user: { relationTo: 'users', value: 7 },
          options: { notify: false, aliases: ['ada', 'countess'] },
        },
      },
      text(' for details.'),
    ]),
  ],
  horizontalrule: () => [paragraph([text('Part one.')]), { type: 'horizontalrule', version: 1 }, paragraph([text('Part two.')])],
  table: () => [
    table([
      row(
        [
          textCell(3, '', { width: 120 }),
          textCell(1, 'Free', { width: 160, backgroundColor: '#f2f2f2' }),
          textCell(1, 'Team', { colSpan: 2, width: 320, backgroundColor: '#f2f2f2' }),
        ],
        48,
      ),
      row([
        textCell(2, 'Seats', { backgroundColor: '#fafafa' }),
        textCell(0, '1'),
        textCell(0, 'Unlimited, billed per active editor', { colSpan: 2, rowSpan: 2 }),
      ]),
      row([textCell(2, 'Storage'), textCell(0, '1 GB', { backgroundColor: '#fffbe6' })]),
    ]),
  ],
  tablerow: () => [
    table([
      row([textCell(1, 'Name'), textCell(1, 'Role')], 40),
      row([textCell(0, 'Ada'), textCell(0, 'Engineer')]),
      row([textCell(0, 'Grace'), textCell(0, 'Admiral')], 32.5),
    ]),
  ],
  tablecell: () => [
    table([
      row([
        textCell(3, 'Both'),
        textCell(1, 'Row header', { width: 200 }),
        cell(1, [paragraph([text('Header with '), text('format', 1)])], { backgroundColor: '#eef' }),
      ]),
      row([
        textCell(2, 'Column header', { rowSpan: 2, width: 150, backgroundColor: '#ffe' }),
        cell(0, [paragraph([text('Two paragraphs')]), paragraph([text('in one cell', 2)], { textFormat: 2 })]),
        cell(0, [list('bullet', [listItem(1, [text('a list')]), listItem(2, [text('in a cell')])])]),
      ]),
      row([textCell(0, 'Wide cell', { colSpan: 2, width: 400.5 })]),
    ]),
  ],
  linebreak: () => [
    paragraph([text('123 Example Street'), linebreak(), text('Springfield'), linebreak(), linebreak(), text('Postcode 4242')]),
    paragraph([linebreak()], { direction: null }),
  ],
  tab: () => [paragraph([tab(), text('Indented with a tab.')]), paragraph([text('Name'), tab(), text('Value', 1), tab(), tab()])],
  unknownConverted: () => [
    paragraph([
      text('Before the embed '),
      {
        type: 'unknownConverted',
        version: 1,
        data: {
          nodeType: 'video-embed',
          nodeData: {
            type: 'video-embed',
            url: 'https://video.example.com/watch?v=42',
            autoplay: false,
            start: null,
            children: [{ text: '' }],
            meta: { provider: 'example', sizes: [320, 640, 1280], ratio: 1.7778 },
          },
        },
      },
      text(' and after.'),
      {
        type: 'unknownConverted',
        version: 1,
        data: { nodeType: 'legacy-marker', nodeData: ['kept', 1, true, null, { deep: [[]] }] },
      },
    ]),
  ],
};

function build(kind: string): SerializedNode[] {
  const builder = builders[kind];
  if (builder === undefined) throw new Error(`no fixture for ${kind}`);
  return builder();
}

/**
 * One realistic document per node kind, keyed by the stored node `type` (paragraph, text, heading, quote, list,
 * listitem, link, autolink, relationship, upload, block, inlineBlock, horizontalrule, table, tablerow,
 * tablecell, linebreak, tab, unknownConverted). Each survives a round trip through the editor unchanged.
 */
export const fixtures: Record<string, EditorState> = Object.fromEntries(
  Object.keys(builders).map((kind) => [kind, doc(build(kind))]),
);

/** One document containing every node kind (the fixtures' contents, in order). */
export const kitchenSink: EditorState = doc(Object.keys(builders).flatMap(build));
