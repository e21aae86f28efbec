import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import { isSafeURL } from '../url.ts';
import { escapeHTML, toHTML } from './html.ts';
import { fromMarkdown, toMarkdown } from './markdown.ts';
import { toPlainText } from './plainText.ts';

/* Random node trees: known and unknown types, odd and missing fields, hostile strings and URLs. */

const hostile = fc.constantFrom(
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  '</p></a></table><script>',
  '<!-- x -->',
  ']]><![CDATA[',
  '&lt;&amp;&#60;',
  '`*_~[x](javascript:alert(1))',
  '<https://x.test>',
  '\u0000\u202e\ufeff',
  'javascript:alert(1)',
);
const urlPayload = fc.constantFrom(
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' \tjavascript:alert(1)',
  'java\nscript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A&#x61vascript:alert(1)',
  'javascript&colon;alert(1)',
  '%6A%61vascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://example.com/?q="><script>',
  '/relative path',
  '//cdn.example.com/x.js',
  'mailto:a@b.c',
  '',
);
const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 2, arbitrary: hostile },
  { weight: 2, arbitrary: urlPayload },
);
const junk = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.constant(undefined), fc.constant([]), fc.constant({}));

const knownTypes = [
  'root',
  'paragraph',
  'text',
  'text',
  'text',
  'heading',
  'quote',
  'list',
  'listitem',
  'listitem',
  'linebreak',
  'tab',
  'table',
  'tablerow',
  'tablecell',
  'link',
  'autolink',
  'relationship',
  'upload',
  'block',
  'inlineBlock',
  'horizontalrule',
  'unknownConverted',
];
const nodeType = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...knownTypes) },
  { weight: 1, arbitrary: fc.constantFrom('callout', 'mystery', 'constructor', 'toString', '__proto__', 'hasOwnProperty') },
  { weight: 1, arbitrary: anyString },
);
const value = fc.oneof(
  fc.integer(),
  anyString,
  junk,
  fc.record(
    {
      id: fc.oneof(fc.integer(), anyString),
      slug: anyString,
      title: anyString,
      url: fc.oneof(urlPayload, anyString),
      filename: anyString,
      mimeType: fc.constantFrom('image/png', 'image/svg+xml', 'application/pdf', 'text/html', ''),
      alt: anyString,
      width: fc.oneof(fc.integer(), fc.double(), anyString),
      height: fc.oneof(fc.integer(), fc.double()),
    },
    { requiredKeys: [] },
  ),
);
const fields = fc.record(
  {
    linkType: fc.constantFrom('custom', 'internal', 'weird'),
    newTab: fc.oneof(fc.boolean(), junk),
    url: fc.oneof(urlPayload, anyString, junk),
    doc: fc.oneof(junk, fc.record({ relationTo: fc.oneof(anyString, junk), value })),
    blockType: fc.oneof(anyString, junk),
    id: fc.oneof(anyString, junk),
    alt: anyString,
  },
  { requiredKeys: [] },
);

const { tree } = fc.letrec((tie) => ({
  tree: fc.record(
    {
      type: nodeType,
      version: fc.oneof(fc.integer({ min: 0, max: 3 }), junk),
      text: fc.oneof({ weight: 5, arbitrary: anyString }, { weight: 1, arbitrary: junk }),
      format: fc.oneof(
        fc.integer({ min: -3, max: 300 }),
        fc.constantFrom('', 'center', 'right', 'justify', 'evil";x'),
        anyString,
      ),
      indent: fc.oneof(fc.integer({ min: -2, max: 5 }), junk),
      direction: fc.constantFrom('ltr', 'rtl', null, 'sideways', '"x'),
      tag: fc.oneof(fc.constantFrom('h1', 'h3', 'h6', 'h9', 'ol', 'ul', 'script'), anyString),
      listType: fc.constantFrom('bullet', 'number', 'check', 'other'),
      start: fc.oneof(fc.integer({ min: -5, max: 1_000_000_000_000 }), junk, anyString),
      checked: fc.oneof(fc.boolean(), junk),
      headerState: fc.oneof(fc.integer({ min: -1, max: 4 }), junk),
      colSpan: fc.oneof(fc.integer({ min: -1, max: 4 }), junk, anyString),
      rowSpan: fc.oneof(fc.integer({ min: -1, max: 4 }), junk),
      width: fc.oneof(fc.integer({ min: -10, max: 500 }), fc.double(), junk, anyString),
      height: fc.oneof(fc.integer({ min: -10, max: 500 }), junk),
      backgroundColor: fc.oneof(
        fc.constantFrom('#fff', 'red', 'rgb(1,2,3)', 'red;x:url(javascript:alert(1))', '"><script>'),
        anyString,
        junk,
      ),
      relationTo: fc.oneof(anyString, junk),
      value,
      fields: fc.oneof(fields, junk),
      data: fc.oneof(fc.record({ nodeType: fc.oneof(anyString, junk), nodeData: fc.anything({ maxDepth: 1 }) }), junk),
      id: anyString,
      children: fc.oneof(
        { maxDepth: 5, depthIdentifier: 'tree' },
        fc.constant(undefined),
        fc.array(tie('tree'), { maxLength: 4, depthIdentifier: 'tree' }),
        junk,
        fc.array(fc.oneof(tie('tree'), junk), { maxLength: 3, depthIdentifier: 'tree' }),
      ),
    },
    { requiredKeys: ['type'] },
  ),
}));

const state = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.array(tree, { maxLength: 5 }).map((children) => ({ root: { type: 'root', version: 1, children } })),
  },
  { weight: 1, arbitrary: tree.map((root) => ({ root })) },
  { weight: 1, arbitrary: fc.oneof(junk, anyString) },
);

/* What a correct rendering must contain, and nothing else. */

const leafTypes = new Set([
  'text',
  'tab',
  'linebreak',
  'horizontalrule',
  'relationship',
  'upload',
  'block',
  'inlineBlock',
  'unknownConverted',
]);
const isNode = (node: unknown): node is Record<string, unknown> & { type: string } =>
  typeof node === 'object' && node !== null && !Array.isArray(node) && typeof (node as { type?: unknown }).type === 'string';

/** Texts of text nodes that the HTML export renders (those under elements whose children it renders). */
function renderedTexts(node: unknown, out: string[] = []): string[] {
  if (!isNode(node)) return out;
  if (node.type === 'text') {
    if (typeof node.text === 'string' && node.text !== '') out.push(node.text);
    return out;
  }
  if (leafTypes.has(node.type) || !Array.isArray(node.children)) return out;
  for (const child of node.children) renderedTexts(child, out);
  return out;
}

const allowedTags = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'li',
  'input',
  'a',
  'br',
  'hr',
  'table',
  'tbody',
  'tr',
  'th',
  'td',
  'div',
  'span',
  'img',
  'strong',
  'em',
  's',
  'u',
  'code',
  'sub',
  'sup',
  'mark',
]);
const allowedAttributes = new Set([
  'href',
  'target',
  'rel',
  'style',
  'dir',
  'start',
  'type',
  'disabled',
  'checked',
  'scope',
  'colspan',
  'rowspan',
  'src',
  'alt',
  'width',
  'height',
  'data-list-type',
  'data-relation-to',
  'data-id',
  'data-block-type',
  'data-block-id',
  'data-inline-block-type',
  'data-inline-block-id',
  'data-unknown-node-type',
]);
/** The declarations the exporter writes, with values it validated. */
const declaration =
  /^(?:text-align: (?:left|start|center|right|end|justify)|padding-inline-start: \d+px|width: [\d.e+-]+px|height: [\d.e+-]+px|background-color: (?:#[0-9a-f]{3,8}|[a-z]{3,30}|(?:rgba?|hsla?)\([-+\d.%\s,/]+\))|list-style-type: none)$/i;

const dom = new JSDOM('<!doctype html><html><body></body></html>');
afterAll(() => dom.window.close());

/** Every link destination and autolink in Markdown written by `toMarkdown` (outside code). */
function markdownDestinations(markdown: string): string[] {
  const found: string[] = [];
  const lines = markdown.split('\n');
  let inFence: string | null = null;
  for (const line of lines) {
    const fence = /^(`{3,})/.exec(line.trimStart());
    if (inFence !== null) {
      if (fence && fence[1].length >= inFence.length && line.trim() === fence[1]) inFence = null;
      continue;
    }
    if (fence && /^`{3,}$/.test(line.trim())) {
      inFence = fence[1];
      continue;
    }
    let i = 0;
    while (i < line.length) {
      const ch = line[i];
      if (ch === '\\') {
        i += 2;
      } else if (ch === '`') {
        let run = 1;
        while (line[i + run] === '`') run++;
        const close = line.indexOf('`'.repeat(run), i + run);
        i = close === -1 ? i + run : close + run;
      } else if (ch === ']' && line[i + 1] === '(') {
        let j = i + 2;
        let destination = '';
        const readUntil = (end: string) => {
          let read = '';
          while (j < line.length && line[j] !== end) {
            if (line[j] === '\\') j++;
            read += line[j] ?? '';
            j++;
          }
          return read;
        };
        if (line[j] === '<') {
          j++;
          destination = readUntil('>');
        } else {
          destination = readUntil(')');
        }
        found.push(destination);
        i = j;
      } else if (ch === '<') {
        const auto = /^<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*)>/.exec(line.slice(i));
        if (auto) found.push(auto[1]);
        i++;
      } else i++;
    }
  }
  return found;
}

describe('fuzz: random node trees', () => {
  it('never throw, emit only safe markup and keep every text escaped', () => {
    fc.assert(
      fc.property(state, (input) => {
        const warn = () => {};
        const html = toHTML(input, { warn });
        const plain = toPlainText(input);
        const markdown = toMarkdown(input);
        expect(typeof plain).toBe('string');
        expect(() => fromMarkdown(markdown)).not.toThrow();

        expect(html).not.toMatch(/<script/i);
        const body = dom.window.document.body;
        body.innerHTML = html;
        for (const element of body.querySelectorAll('*')) {
          expect(allowedTags.has(element.localName), element.localName).toBe(true);
          for (const attribute of element.attributes) {
            expect(allowedAttributes.has(attribute.name), attribute.name).toBe(true);
            expect(attribute.name.startsWith('on')).toBe(false);
            if (attribute.name === 'href' || attribute.name === 'src') {
              expect(isSafeURL(attribute.value), attribute.value).toBe(true);
              expect(attribute.value).not.toMatch(/^\s*(?:javascript|data|vbscript):/i);
            }
            if (attribute.name === 'style') {
              for (const part of attribute.value.split('; ')) expect(part, attribute.value).toMatch(declaration);
            }
          }
        }

        for (const text of renderedTexts(isNode(input) ? null : (input as { root?: unknown })?.root)) {
          expect(html).toContain(escapeHTML(text));
        }

        for (const destination of markdownDestinations(markdown)) expect(isSafeURL(destination), destination).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('fromMarkdown never throws and only produces safe links, whatever the input', () => {
    const markdownish = fc.array(
      fc.oneof(
        anyString,
        fc.constantFrom(
          '*',
          '**',
          '_',
          '~~',
          '`',
          '[',
          '](',
          ')',
          '<',
          '>',
          '\n',
          '\n\n',
          '- ',
          '1. ',
          '> ',
          '| a |',
          '|---|',
          '```',
          '\\',
          '#',
        ),
        urlPayload,
      ),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(markdownish, (parts) => {
        const parsed = fromMarkdown(parts.join(''));
        const check = (node: unknown): void => {
          if (!isNode(node)) return;
          if (node.type === 'link' || node.type === 'autolink') {
            expect(isSafeURL((node.fields as { url: string }).url)).toBe(true);
          }
          if (Array.isArray(node.children)) node.children.forEach(check);
        };
        check(parsed.root);
        expect(() => toHTML(parsed)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
