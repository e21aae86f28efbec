import type { HeadingTag, NodeKind, TextFormatName } from '@atrium/richtext/client';
import { createHeadlessEditor } from '@lexical/headless';
import { registerMarkdownShortcuts } from '@lexical/markdown';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  type LexicalEditor,
  type SerializedLexicalNode,
} from 'lexical';
import { describe, expect, it } from 'vitest';
import { editorNodes } from '../nodes.tsx';
import { markdownLinkURL, markdownTransformers } from './markdownTransformers.ts';

type Features = { nodes?: NodeKind[]; formats?: TextFormatName[]; headingSizes?: HeadingTag[] };

const allFormats: TextFormatName[] = [
  'bold',
  'italic',
  'strikethrough',
  'underline',
  'code',
  'subscript',
  'superscript',
  'highlight',
];

function features({ nodes, formats = allFormats, headingSizes = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] }: Features = {}) {
  return {
    has: (kind: NodeKind) => (nodes ? nodes.includes(kind) : true),
    hasFormat: (format: TextFormatName) => formats.includes(format),
    headingSizes,
  };
}

/** An editor with the admin's nodes and the shortcuts of a field with `options`, holding one empty paragraph. */
function editorWith(options: Features = {}): LexicalEditor {
  const editor = createHeadlessEditor({ nodes: editorNodes, onError: (error) => Promise.reject(error) });
  registerMarkdownShortcuts(editor, markdownTransformers(features(options)));
  editor.update(
    () =>
      $getRoot()
        .append($createParagraphNode().append($createTextNode('')))
        .selectEnd(),
    { discrete: true },
  );
  return editor;
}

/** Types `value` one character at a time, each in its own update, as the browser's input events would. */
function type(editor: LexicalEditor, value: string): void {
  for (const character of value) {
    editor.update(
      () => {
        const selection = $getSelection();
        if ($isRangeSelection(selection)) selection.insertText(character);
      },
      { discrete: true },
    );
  }
}

/** The root's children as stored, with only the keys these tests look at. */
function blocks(editor: LexicalEditor): unknown[] {
  const summary = (node: SerializedLexicalNode & Record<string, any>): unknown => ({
    type: node.type,
    ...(node.type === 'heading' ? { tag: node.tag } : {}),
    ...(node.listType ? { listType: node.listType } : {}),
    ...(typeof node.checked === 'boolean' ? { checked: node.checked } : {}),
    ...(node.fields ? { fields: node.fields } : {}),
    ...(node.type === 'text' ? { text: node.text, format: node.format } : {}),
    ...(node.children ? { children: node.children.map(summary) } : {}),
  });
  return editor
    .getEditorState()
    .toJSON()
    .root.children.map((node) => summary(node as any));
}

const text = (value: string, format = 0) => ({ type: 'text', text: value, format });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });

describe('markdownTransformers', () => {
  it('makes headings only of the sizes the field enables', () => {
    const editor = editorWith({ headingSizes: ['h2', 'h3'] });
    type(editor, '## Two');
    expect(blocks(editor)).toEqual([{ type: 'heading', tag: 'h2', children: [text('Two')] }]);
    for (const line of ['# One', '#### Four']) {
      const other = editorWith({ headingSizes: ['h2', 'h3'] });
      type(other, line);
      expect(blocks(other)).toEqual([paragraph(text(line))]);
    }
  });

  it('leaves the shortcuts of node kinds the field does not enable as typed text', () => {
    for (const line of ['## Heading', '> Quote', '- item', '1. item', '[ ] task', '--- ']) {
      const editor = editorWith({ nodes: ['link'] });
      type(editor, line);
      expect(blocks(editor)).toEqual([paragraph(text(line))]);
    }
  });

  it('makes lists, check lists (a checked one with [x]), quotes and rules', () => {
    const cases: Array<[string, unknown]> = [
      ['- a', { type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [text('a')] }] }],
      ['+ a', { type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [text('a')] }] }],
      ['3. a', { type: 'list', listType: 'number', children: [{ type: 'listitem', children: [text('a')] }] }],
      ['[x] a', { type: 'list', listType: 'check', children: [{ type: 'listitem', checked: true, children: [text('a')] }] }],
      ['> a', { type: 'quote', children: [text('a')] }],
    ];
    for (const [line, expected] of cases) {
      const editor = editorWith({ nodes: ['list', 'checklist', 'quote'] });
      type(editor, line);
      expect(blocks(editor)).toEqual([expected]);
    }
    // Without bullets, `- [ ] ` is a check item too (with them, `- ` has made a bullet by then).
    const checksOnly = editorWith({ nodes: ['checklist'] });
    type(checksOnly, '- [ ] a');
    expect(blocks(checksOnly)).toEqual([
      { type: 'list', listType: 'check', children: [{ type: 'listitem', checked: false, children: [text('a')] }] },
    ]);
    const editor = editorWith();
    type(editor, '--- after');
    expect(blocks(editor)).toEqual([{ type: 'horizontalrule' }, paragraph(text('after'))]);
  });

  it('stores no Markdown detail in the list (a typed * is a bullet like any other)', () => {
    const editor = editorWith();
    type(editor, '* a');
    const [list] = editor.getEditorState().toJSON().root.children;
    expect(Object.keys(list)).not.toContain('$');
  });

  it('formats text only with the formats the field enables', () => {
    const editor = editorWith({ formats: ['bold'] });
    type(editor, '**b** *i* ~~s~~ `c`');
    expect(blocks(editor)).toEqual([paragraph(text('b', 1), text(' *i* ~~s~~ `c`'))]);
  });

  it('reads the longer tag first: *** is bold italic, ~~ is strikethrough and ~ subscript', () => {
    const editor = editorWith();
    type(editor, '***both*** ~~gone~~ H~2~O x^2^ ==hi== ++u++ C++ and C++');
    expect(blocks(editor)).toEqual([
      paragraph(
        text('both', 3),
        text(' '),
        text('gone', 4),
        text(' H'),
        text('2', 32),
        text('O x'),
        text('2', 64),
        text(' '),
        text('hi', 128),
        text(' '),
        text('u', 8),
        text(' C++ and C++'),
      ),
    ]);
  });

  it('links [text](url) with a URL the link dialog accepts, and leaves an unsafe one as text', () => {
    const editor = editorWith();
    type(editor, 'see [docs](https://example.com/a) or [bad](javascript:alert)');
    expect(blocks(editor)).toEqual([
      paragraph(
        text('see '),
        { type: 'link', fields: { linkType: 'custom', newTab: false, url: 'https://example.com/a' }, children: [text('docs')] },
        text(' or [bad](javascript:alert)'),
      ),
    ]);
    const withoutLinks = editorWith({ nodes: ['heading'] });
    type(withoutLinks, '[docs](https://example.com/a)');
    expect(blocks(withoutLinks)).toEqual([paragraph(text('[docs](https://example.com/a)'))]);
  });
});

describe('markdownLinkURL', () => {
  const url = (typed: string) => {
    const match = typed.match(markdownTransformers(features()).find((t) => t.type === 'text-match')!.regExp);
    return match ? markdownLinkURL(match) : undefined;
  };

  it('accepts http(s), mailto, tel and relative URLs, bare or in angle brackets, with a title', () => {
    expect(url('[a](https://example.com)')).toBe('https://example.com');
    expect(url('[a](mailto:me@example.com)')).toBe('mailto:me@example.com');
    expect(url('[a](/about "About us")')).toBe('/about');
    expect(url('[a](<tel:+4912345>)')).toBe('tel:+4912345');
  });

  it('refuses unsafe and empty URLs (spec 5)', () => {
    expect(url('[a](javascript:alert)')).toBeNull();
    expect(url('[a](JaVaScRiPt&colon;alert)')).toBeNull();
    expect(url('[a](data:text/html,hi)')).toBeNull();
    expect(url('[a](<>)')).toBeNull();
  });
});
