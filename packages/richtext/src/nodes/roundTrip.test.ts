import type { LexicalEditor, LexicalNode } from 'lexical';
import { $getRoot } from 'lexical';
import { describe, expect, test } from 'vitest';
import { createServerEditor, roundTrip } from '../headless.ts';
import { type EditorState, nodeVersions, type SerializedNode } from '../types.ts';
import * as autoLink from './autoLink.ts';
import * as block from './block.ts';
import { fixtures, kitchenSink } from './fixtures.ts';
import * as heading from './heading.ts';
import * as horizontalRule from './horizontalRule.ts';
import {
  $createAutoLinkNode,
  $createBlockNode,
  $createHorizontalRuleNode,
  $createInlineBlockNode,
  $createLinkNode,
  $createParagraphNode,
  $createRelationshipNode,
  $createTextNode,
  $createUnknownConvertedNode,
  $createUploadNode,
  $isAutoLinkNode,
  $isBlockNode,
  $isHorizontalRuleNode,
  $isInlineBlockNode,
  $isLinkNode,
  $isRelationshipNode,
  $isUnknownConvertedNode,
  $isUploadNode,
  allNodes,
} from './index.ts';
import * as inlineBlock from './inlineBlock.ts';
import * as lineBreak from './lineBreak.ts';
import * as link from './link.ts';
import * as list from './list.ts';
import * as listItem from './listItem.ts';
import * as paragraph from './paragraph.ts';
import * as quote from './quote.ts';
import * as relationship from './relationship.ts';
import * as tab from './tab.ts';
import * as table from './table.ts';
import * as tableCell from './tableCell.ts';
import * as tableRow from './tableRow.ts';
import * as text from './text.ts';
import * as unknownConverted from './unknownConverted.ts';
import * as upload from './upload.ts';

/** Every node kind stored (all but the root). */
const nodeKinds = Object.keys(nodeVersions).filter((type) => type !== 'root');

/** Every node of a document, depth first (not looking inside node data such as block fields). */
function nodesOf(state: EditorState): SerializedNode[] {
  const nodes: SerializedNode[] = [];
  const visit = (node: SerializedNode) => {
    nodes.push(node);
    if (Array.isArray(node.children)) for (const child of node.children) visit(child as SerializedNode);
  };
  visit(state.root);
  return nodes;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const el = (type: string, children: SerializedNode[], props: Record<string, unknown> = {}): SerializedNode => ({
  type,
  version: 1,
  children,
  direction: null,
  format: '',
  indent: 0,
  ...props,
});
const txt = (value: string, format = 0, props: Record<string, unknown> = {}): SerializedNode => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  style: '',
  mode: 'normal',
  detail: 0,
  ...props,
});
const docOf = (...children: SerializedNode[]): EditorState => ({
  root: { type: 'root', version: 1, children, direction: null, format: '', indent: 0 },
});
/** The single top-level node of a document. */
const only = (state: EditorState): SerializedNode => state.root.children[0];

describe('fixtures', () => {
  test('there is one fixture per node kind, and it contains that kind', () => {
    expect(Object.keys(fixtures).sort()).toEqual([...nodeKinds].sort());
    for (const [kind, fixture] of Object.entries(fixtures)) {
      expect(
        nodesOf(fixture).some((node) => node.type === kind),
        kind,
      ).toBe(true);
    }
  });

  test('the kitchen sink contains every node kind', () => {
    const types = new Set(nodesOf(kitchenSink).map((node) => node.type));
    for (const kind of nodeKinds) expect(types.has(kind), kind).toBe(true);
  });

  test('every fixture node carries the version of its kind', () => {
    for (const node of nodesOf(kitchenSink)) expect(node.version, node.type).toBe(nodeVersions[node.type]);
  });
});

describe('round trip through the headless editor', () => {
  test.each(Object.keys(fixtures))('%s survives unchanged', (kind) => {
    expect(roundTrip(fixtures[kind])).toStrictEqual(fixtures[kind]);
  });

  test('the kitchen sink survives unchanged', () => {
    expect(roundTrip(kitchenSink)).toStrictEqual(kitchenSink);
  });

  test('a second round trip changes nothing either', () => {
    expect(roundTrip(roundTrip(kitchenSink))).toStrictEqual(kitchenSink);
  });

  test('the input is not modified', () => {
    const frozen = deepFreeze(structuredClone(kitchenSink));
    expect(roundTrip(frozen)).toStrictEqual(kitchenSink);
  });

  test('the result shares no node data with the input', () => {
    const input = structuredClone(kitchenSink);
    const output = roundTrip(input);
    for (const node of nodesOf(output)) {
      for (const key of ['fields', 'value', 'data'] as const) {
        const data = node[key];
        if (typeof data === 'object' && data !== null) (data as Record<string, unknown>).touched = true;
      }
    }
    expect(input).toStrictEqual(kitchenSink);
    expect(roundTrip(input)).toStrictEqual(kitchenSink);
  });

  test('serializing hands out copies of node data, never the editor state’s own', () => {
    const state = createServerEditor().parseEditorState(kitchenSink as never);
    const first = state.toJSON() as unknown as EditorState;
    for (const node of nodesOf(first)) {
      for (const key of ['fields', 'value', 'data'] as const) {
        const data = node[key];
        if (typeof data === 'object' && data !== null) (data as Record<string, unknown>).touched = true;
      }
    }
    expect(JSON.parse(JSON.stringify(state.toJSON()))).toStrictEqual(kitchenSink);
  });

  test('the result is plain JSON (no undefined-valued keys)', () => {
    const output = roundTrip(kitchenSink);
    expect(JSON.parse(JSON.stringify(output))).toStrictEqual(output);
  });

  test('a node type the editor does not know throws', () => {
    expect(() => roundTrip(docOf({ type: 'video', version: 1 }))).toThrow(/video/);
  });

  test('createServerEditor registers only the nodes given', () => {
    const editor = createServerEditor([]);
    expect(roundTrip(fixtures.paragraph, editor)).toStrictEqual(fixtures.paragraph);
    expect(() => roundTrip(fixtures.link, editor)).toThrow(/link/);
    expect(() => roundTrip(fixtures.block, editor)).toThrow(/block/);
  });
});

describe('versions', () => {
  const modules: Record<string, { version: number }> = {
    paragraph,
    text,
    heading,
    quote,
    list,
    listitem: listItem,
    link,
    autolink: autoLink,
    relationship,
    upload,
    block,
    inlineBlock,
    horizontalrule: horizontalRule,
    table,
    tablerow: tableRow,
    tablecell: tableCell,
    linebreak: lineBreak,
    tab,
    unknownConverted,
  };

  test('every node module exports the stored version of its kind', () => {
    expect(Object.keys(modules).sort()).toEqual([...nodeKinds].sort());
    for (const [kind, module] of Object.entries(modules)) expect(module.version, kind).toBe(nodeVersions[kind]);
  });

  test('allNodes registers every node kind', () => {
    const types = allNodes.map((entry) => ('replace' in entry ? entry.replace : entry).getType());
    expect([...types].sort()).toEqual([...nodeKinds].sort());
  });
});

/*
 * What Lexical 0.52.0 writes for its own nodes, pinned: these are the shapes the fixtures follow, and the places
 * where it does not give back what it was given.
 */
describe('shapes Lexical 0.52.0 writes for its built-in nodes', () => {
  test('text: text, format, style, mode, detail; an unknown mode reads as normal', () => {
    const out = roundTrip(docOf(el('paragraph', [txt('a', 5, { style: 'color: red;' }), txt('b', 0, { mode: 'nonsense' })])));
    expect((only(out).children as SerializedNode[])[0]).toStrictEqual({
      type: 'text',
      version: 1,
      text: 'a',
      format: 5,
      style: 'color: red;',
      mode: 'normal',
      detail: 0,
    });
    expect((only(out).children as SerializedNode[])[1]).toMatchObject({ mode: 'normal' });
  });

  test('paragraph: always textFormat/textStyle, taken from the first text child when there is one', () => {
    const withText = roundTrip(
      docOf(el('paragraph', [txt('x', 3, { style: 'color: blue;' })], { textFormat: 1, textStyle: 'color: red;' })),
    );
    expect(only(withText)).toStrictEqual(
      el('paragraph', [txt('x', 3, { style: 'color: blue;' })], { textFormat: 3, textStyle: 'color: blue;' }),
    );
    const withoutTextFields = roundTrip(docOf(el('paragraph', [txt('x', 2)])));
    expect(only(withoutTextFields)).toMatchObject({ textFormat: 2, textStyle: '' });
    const empty = roundTrip(docOf(el('paragraph', [], { textFormat: 1, textStyle: 'color: red;' })));
    expect(only(empty)).toStrictEqual(el('paragraph', [], { textFormat: 1, textStyle: 'color: red;' }));
    const emptyDefault = roundTrip(docOf(el('paragraph', [])));
    expect(only(emptyDefault)).toStrictEqual(el('paragraph', [], { textFormat: 0, textStyle: '' }));
  });

  test('heading and quote: tag; textFormat/textStyle only when non-default without a text child', () => {
    const out = roundTrip(
      docOf(
        el('heading', [txt('x')], { tag: 'h2', textFormat: 1, textStyle: 'color: red;' }),
        el('heading', [], { tag: 'h3', textFormat: 1 }),
        el('quote', [txt('q')], { textFormat: 2 }),
        el('quote', [{ type: 'linebreak', version: 1 }], { textStyle: 'color: red;' }),
      ),
    );
    expect(out.root.children).toStrictEqual([
      el('heading', [txt('x')], { tag: 'h2' }),
      el('heading', [], { tag: 'h3', textFormat: 1 }),
      el('quote', [txt('q')]),
      el('quote', [{ type: 'linebreak', version: 1 }], { textStyle: 'color: red;' }),
    ]);
  });

  test('list: listType, start, tag (tag follows listType)', () => {
    const out = roundTrip(
      docOf(el('list', [el('listitem', [txt('a')], { value: 1 })], { listType: 'check', start: 1, tag: 'ol' })),
    );
    expect(only(out)).toStrictEqual(
      el('list', [el('listitem', [txt('a')], { value: 1, checked: false })], { listType: 'check', start: 1, tag: 'ul' }),
    );
  });

  test('listitem: value; indent is the nesting depth; checked only (and always) in a check list', () => {
    const nested = el('list', [el('listitem', [txt('n')], { value: 1 })], { listType: 'bullet', start: 1, tag: 'ul' });
    const out = roundTrip(
      docOf(
        el('list', [el('listitem', [txt('a')], { value: 7, indent: 3, checked: true }), el('listitem', [nested], { value: 8 })], {
          listType: 'bullet',
          start: 1,
          tag: 'ul',
        }),
        el('list', [el('listitem', [txt('c')], { value: 1 })], { listType: 'check', start: 1, tag: 'ul' }),
      ),
    );
    const [bullets, checks] = out.root.children as SerializedNode[];
    const [first, nesting] = bullets.children as SerializedNode[];
    expect(first).toStrictEqual(el('listitem', [txt('a')], { value: 7 }));
    expect(((nesting.children as SerializedNode[])[0].children as SerializedNode[])[0]).toStrictEqual(
      el('listitem', [txt('n')], { value: 1, indent: 1 }),
    );
    expect((checks.children as SerializedNode[])[0]).toStrictEqual(el('listitem', [txt('c')], { value: 1, checked: false }));
  });

  test('table, tablerow, tablecell: cell spans and background always written, width and height only when set', () => {
    const out = roundTrip(
      docOf(
        el('table', [
          el('tablerow', [
            el('tablecell', [], { headerState: 0 }),
            el('tablecell', [], { headerState: 1, width: 90, backgroundColor: '#eee', colSpan: 2 }),
          ]),
          el('tablerow', [], { height: 30 }),
        ]),
      ),
    );
    expect(only(out)).toStrictEqual(
      el('table', [
        el('tablerow', [
          el('tablecell', [], { headerState: 0, colSpan: 1, rowSpan: 1, backgroundColor: null }),
          el('tablecell', [], { headerState: 1, colSpan: 2, rowSpan: 1, width: 90, backgroundColor: '#eee' }),
        ]),
        el('tablerow', [], { height: 30 }),
      ]),
    );
  });

  test('linebreak: type and version only', () => {
    const out = roundTrip(docOf(el('paragraph', [{ type: 'linebreak', version: 1 }])));
    expect((only(out).children as SerializedNode[])[0]).toStrictEqual({ type: 'linebreak', version: 1 });
  });

  test('tab: a text node fixed to a tab, always with detail 2', () => {
    const out = roundTrip(docOf(el('paragraph', [txt('\t', 1, { type: 'tab', detail: 0 })])));
    expect((only(out).children as SerializedNode[])[0]).toStrictEqual(txt('\t', 1, { type: 'tab', detail: 2 }));
  });

  test('root: type, version, children, direction, format, indent', () => {
    expect(roundTrip(docOf()).root).toStrictEqual({
      type: 'root',
      version: 1,
      children: [],
      direction: null,
      format: '',
      indent: 0,
    });
  });

  test('Lexical itself writes absent optional properties as undefined-valued keys; roundTrip drops them', () => {
    const editor = createServerEditor();
    const raw = editor.parseEditorState(fixtures.table as never).toJSON() as unknown as EditorState;
    const cell = (((only(raw).children as SerializedNode[])[1].children as SerializedNode[])[1] ?? {}) as SerializedNode;
    expect(Object.hasOwn(cell, 'width')).toBe(true);
    expect(cell.width).toBeUndefined();
    expect(Object.hasOwn(only(roundTrip(fixtures.table)), 'textFormat')).toBe(false);
  });
});

describe('custom nodes keep every field', () => {
  test('link: extra fields and id kept; a link without id gets none', () => {
    const fields = { linkType: 'custom', newTab: true, url: 'https://a.example', anything: { nested: [1, null, 'x'] } };
    const out = roundTrip(
      docOf(
        el(
          'paragraph',
          [el('link', [txt('a')], { version: 3, fields, id: 'L1' }), el('link', [txt('b')], { version: 3, fields })],
          { textFormat: 0, textStyle: '' },
        ),
      ),
    );
    const [withID, withoutID] = only(out).children as SerializedNode[];
    expect(withID).toStrictEqual(el('link', [txt('a')], { version: 3, fields, id: 'L1' }));
    expect(withoutID).toStrictEqual(el('link', [txt('b')], { version: 3, fields }));
  });

  test('decorator nodes without a format stay without one', () => {
    const nodes: SerializedNode[] = [
      { type: 'relationship', version: 2, relationTo: 'posts', value: 1 },
      { type: 'upload', version: 3, id: 'u', relationTo: 'media', value: 'm', fields: { alt: '' } },
      { type: 'block', version: 2, fields: { id: 'b', blockType: 'x', blockName: '' } },
    ];
    expect(roundTrip(docOf(...nodes)).root.children).toStrictEqual(nodes);
  });

  test('unknownConverted keeps any nodeData', () => {
    for (const nodeData of [null, 0, 'text', [1, [2, [3]]], { a: { b: { c: [true, false, null] } } }]) {
      const node = { type: 'unknownConverted', version: 1, data: { nodeType: 'x', nodeData } };
      const state = docOf(el('paragraph', [node], { textFormat: 0, textStyle: '' }));
      expect(roundTrip(state)).toStrictEqual(state);
    }
  });
});

/** Runs `fn` in a discrete update of a fresh editor and gives back the resulting document as stored. */
function build(fn: () => void): EditorState {
  const editor: LexicalEditor = createServerEditor();
  editor.update(fn, { discrete: true });
  return JSON.parse(JSON.stringify(editor.getEditorState().toJSON()));
}

describe('$createX and $isX for the custom nodes', () => {
  const guards: Record<string, (node: LexicalNode | null | undefined) => boolean> = {
    link: $isLinkNode,
    autolink: $isAutoLinkNode,
    relationship: $isRelationshipNode,
    upload: $isUploadNode,
    block: $isBlockNode,
    inlineBlock: $isInlineBlockNode,
    horizontalrule: $isHorizontalRuleNode,
    unknownConverted: $isUnknownConvertedNode,
  };

  /** Each guard accepts exactly `types` among the nodes created (an autolink is also a link). */
  function expectGuards(node: LexicalNode, ...types: string[]): void {
    for (const [type, guard] of Object.entries(guards))
      expect(guard(node), `${type} guard on ${node.getType()}`).toBe(types.includes(type));
  }

  test('link and autolink', () => {
    const out = build(() => {
      const internal = $createLinkNode({
        fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: 3 } },
        id: 'abc',
      });
      const plain = $createLinkNode();
      const auto = $createAutoLinkNode({ url: 'https://atrium.dev' });
      expectGuards(internal, 'link');
      expectGuards(auto, 'link', 'autolink');
      expect(internal.getFields()).toEqual({ linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: 3 } });
      expect(internal.getID()).toBe('abc');
      expect(plain.getID()).toBeUndefined();
      expect($isLinkNode(null)).toBe(false);
      expect($isLinkNode($createTextNode('x'))).toBe(false);
      internal.append($createTextNode('internal'));
      plain.append($createTextNode('plain'));
      auto.append($createTextNode('https://atrium.dev'));
      $getRoot().append($createParagraphNode().append(internal, plain, auto));
    });
    expect(only(out).children).toStrictEqual([
      el('link', [txt('internal')], {
        version: 3,
        fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: 3 } },
        id: 'abc',
      }),
      el('link', [txt('plain')], { version: 3, fields: { linkType: 'custom', newTab: false, url: '' } }),
      el('autolink', [txt('https://atrium.dev')], {
        version: 2,
        fields: { linkType: 'custom', newTab: false, url: 'https://atrium.dev' },
      }),
    ]);
  });

  test('relationship', () => {
    const out = build(() => {
      const node = $createRelationshipNode({ relationTo: 'posts', value: '65f1c2e8a4b3c2d1e0f9a8d1' });
      expectGuards(node, 'relationship');
      expect(node.getRelationTo()).toBe('posts');
      expect(node.decorate(null as never, null as never)).toBeNull();
      $getRoot().append(node);
    });
    expect(out.root.children).toStrictEqual([
      { type: 'relationship', version: 2, format: '', relationTo: 'posts', value: '65f1c2e8a4b3c2d1e0f9a8d1' },
    ]);
  });

  test('upload (a new id when none is given)', () => {
    const out = build(() => {
      const node = $createUploadNode({ relationTo: 'media', value: 9, fields: { alt: 'x' } });
      expectGuards(node, 'upload');
      expect(node.getFields()).toEqual({ alt: 'x' });
      $getRoot().append(node, $createUploadNode({ id: 'given', relationTo: 'media', value: 10 }));
    });
    const [created, given] = out.root.children as SerializedNode[];
    expect(created).toStrictEqual({
      type: 'upload',
      version: 3,
      format: '',
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      relationTo: 'media',
      value: 9,
      fields: { alt: 'x' },
    });
    expect(given).toStrictEqual({
      type: 'upload',
      version: 3,
      format: '',
      id: 'given',
      relationTo: 'media',
      value: 10,
      fields: {},
    });
  });

  test('block (a new id when none is given; the fields given are copied)', () => {
    const fields = { blockType: 'cta', label: 'Go', items: [{ id: 'i1', n: 1 }] };
    const out = build(() => {
      const node = $createBlockNode(fields);
      expectGuards(node, 'block');
      expect(node.getBlockType()).toBe('cta');
      fields.items.push({ id: 'i2', n: 2 });
      $getRoot().append(node, $createBlockNode({ id: 'b2', blockType: 'divider', blockName: 'Line' }, 'center'));
    });
    const [created, given] = out.root.children as SerializedNode[];
    expect(created).toStrictEqual({
      type: 'block',
      version: 2,
      format: '',
      fields: {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        blockName: '',
        blockType: 'cta',
        label: 'Go',
        items: [{ id: 'i1', n: 1 }],
      },
    });
    expect(given).toStrictEqual({
      type: 'block',
      version: 2,
      format: 'center',
      fields: { id: 'b2', blockType: 'divider', blockName: 'Line' },
    });
  });

  test('inlineBlock', () => {
    const out = build(() => {
      const node = $createInlineBlockNode({ blockType: 'price', amount: 5 });
      expectGuards(node, 'inlineBlock');
      expect(node.isInline()).toBe(true);
      $getRoot().append($createParagraphNode().append($createTextNode('Costs '), node));
    });
    expect((only(out).children as SerializedNode[])[1]).toStrictEqual({
      type: 'inlineBlock',
      version: 1,
      fields: { id: expect.stringMatching(/^[0-9a-f]{24}$/), blockType: 'price', amount: 5 },
    });
  });

  test('horizontalrule', () => {
    const out = build(() => {
      const node = $createHorizontalRuleNode();
      expectGuards(node, 'horizontalrule');
      expect(node.getTextContent()).toBe('\n');
      $getRoot().append(node);
    });
    expect(out.root.children).toStrictEqual([{ type: 'horizontalrule', version: 1 }]);
  });

  test('unknownConverted', () => {
    const out = build(() => {
      const node = $createUnknownConvertedNode({ nodeType: 'embed', nodeData: { url: 'https://x', n: [1] } });
      expectGuards(node, 'unknownConverted');
      expect(node.getData()).toEqual({ nodeType: 'embed', nodeData: { url: 'https://x', n: [1] } });
      $getRoot().append($createParagraphNode().append(node));
    });
    expect((only(out).children as SerializedNode[])[0]).toStrictEqual({
      type: 'unknownConverted',
      version: 1,
      data: { nodeType: 'embed', nodeData: { url: 'https://x', n: [1] } },
    });
  });

  test('setters replace data on a new version of the node; the previous state keeps the old data', () => {
    const editor = createServerEditor();
    editor.update(() => $getRoot().append($createBlockNode({ id: 'b', blockType: 'cta', label: 'Old' })), { discrete: true });
    const before = editor.getEditorState();
    editor.update(
      () => {
        const node = $getRoot().getFirstChild();
        if (!$isBlockNode(node)) throw new Error('expected a block');
        node.setFields({ ...node.getFields(), label: 'New' });
      },
      { discrete: true },
    );
    expect(only(before.toJSON() as unknown as EditorState)).toMatchObject({ fields: { label: 'Old' } });
    expect(only(editor.getEditorState().toJSON() as unknown as EditorState)).toMatchObject({ fields: { label: 'New' } });
  });
});
