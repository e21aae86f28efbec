import { isSafeURL, lexicalEditor } from '@atrium/richtext';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOpenAccess } from '../helpers/openAccess.ts';
import { type Harness, startAtrium } from '../helpers/startAtrium.ts';

const nodeTypes = [
  'paragraph',
  'text',
  'heading',
  'quote',
  'list',
  'listitem',
  'link',
  'autolink',
  'relationship',
  'upload',
  'block',
  'inlineBlock',
  'horizontalrule',
  'table',
  'tablerow',
  'tablecell',
  'linebreak',
  'tab',
  'unknownConverted',
  'root',
  'script',
  '__proto__',
  'constructor',
];
const nasty = fc.constantFrom(
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:x',
  '&#106;avascript:x',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  'https://example.com',
  '/relative',
  '<img src=x onerror=alert(1)>',
  '',
);
const scalar = fc.oneof(fc.string(), nasty, fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));

/** Random trees of nodes: real and bogus types, odd fields, deep nesting, hostile strings. */
const node: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.record(
      {
        type: fc.constantFrom(...nodeTypes),
        version: fc.oneof(fc.integer({ min: 0, max: 4 }), scalar),
        text: fc.oneof(fc.string(), nasty),
        format: fc.oneof(fc.integer({ min: -5, max: 300 }), scalar),
        tag: fc.constantFrom('h1', 'h2', 'h7', 'ol', 'ul', 'script'),
        listType: fc.constantFrom('number', 'bullet', 'check', 'other'),
        headerState: fc.oneof(fc.integer({ min: -1, max: 5 }), scalar),
        relationTo: fc.constantFrom('categories', 'media', 'nope', '__proto__'),
        value: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.string(), fc.record({ id: fc.integer({ min: 1, max: 3 }) })),
        fields: fc.oneof(
          scalar,
          fc.record(
            {
              linkType: fc.constantFrom('custom', 'internal', 'other'),
              url: nasty,
              newTab: fc.oneof(fc.boolean(), scalar),
              doc: fc.oneof(scalar, fc.record({ relationTo: fc.constantFrom('categories', 'media'), value: fc.integer() })),
              blockType: fc.constantFrom('callout', 'mention', 'ghost'),
              id: fc.string(),
              title: scalar,
            },
            { requiredKeys: [] },
          ),
        ),
        children: fc.oneof(scalar, fc.array(tie('node'), { maxLength: 4 })),
      },
      { requiredKeys: ['type'] },
    ),
  ),
})).node;

/** Every custom link URL in a stored value. */
function linkURLs(value: unknown): string[] {
  const urls: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: unknown; fields?: { url?: unknown }; children?: unknown; root?: unknown };
    if ((n.type === 'link' || n.type === 'autolink') && typeof n.fields?.url === 'string') urls.push(n.fields.url);
    if (n.root) visit(n.root);
    if (Array.isArray(n.children)) n.children.forEach(visit);
  };
  visit(value);
  return urls;
}

/** Validation is the gate in front of storage: whatever arrives, it answers 201 or a 400 naming paths, never a 500. */
describe('rich-text validation on random input', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAtrium(
      'sqlite',
      withOpenAccess({
        collections: [
          { slug: 'media', upload: true, fields: [] },
          { slug: 'categories', fields: [] },
          {
            slug: 'articles',
            fields: [
              {
                name: 'content',
                type: 'richText',
                editor: lexicalEditor({
                  blocks: [{ slug: 'callout', fields: [{ name: 'title', type: 'text', required: true }] }],
                  inlineBlocks: [{ slug: 'mention', fields: [{ name: 'title', type: 'text' }] }],
                }),
              },
            ],
          },
        ],
      }),
    );
    await h.atrium.create({ collection: 'categories', data: {}, overrideAccess: true });
  });
  afterAll(() => h.close());

  it('never crashes and never stores an unsafe link', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(node, { maxLength: 6 }), async (children) => {
        const content = { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children } };
        const res = await h.inject({ method: 'POST', url: '/api/articles?depth=0', payload: { content } });
        expect([201, 400]).toContain(res.statusCode);
        if (res.statusCode === 201) {
          for (const url of linkURLs(res.json().doc.content)) expect(isSafeURL(url), url).toBe(true);
        } else {
          for (const error of res.json().errors[0].data?.errors ?? []) expect(error.path).toMatch(/^content/);
        }
      }),
      { numRuns: 300, seed: 20261121 },
    );
  });
});
