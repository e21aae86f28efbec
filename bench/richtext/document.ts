/*
 * The large document of the rich-text benchmark and the collections it is stored in: the kitchen-sink fixture of
 * `@atrium/richtext` (every node kind, as Lexical serializes it) repeated to about 1,000 top-level nodes, its
 * references pointed at documents that exist, its blocks and upload fields described by real field configs so
 * that validation checks them like an editor's save would.
 */
import type { Block, CollectionConfig, DocumentID } from '@atrium/core';
import { type EditorState, escapeHTML, type HTMLConverters, lexicalEditor, type SerializedNode } from '@atrium/richtext';
import { kitchenSink } from '@atrium/richtext/fixtures';

/** A hero block with a field of most kinds, a nested rich-text body and an array of calls to action. */
const hero: Block = {
  slug: 'hero',
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 200 },
    { name: 'theme', type: 'select', options: ['light', 'dark'] },
    { name: 'fullWidth', type: 'checkbox' },
    { name: 'columns', type: 'number', min: 1, max: 4, integer: true },
    { name: 'rating', type: 'number' },
    { name: 'publishedAt', type: 'date' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'ctas',
      type: 'array',
      maxRows: 4,
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'link', type: 'json' },
      ],
    },
    { name: 'body', type: 'richText', editor: lexicalEditor({ nodes: ['link', 'horizontalrule'] }) },
    { name: 'settings', type: 'json' },
  ],
};
const divider: Block = { slug: 'divider', fields: [] };
const price: Block = {
  slug: 'price',
  fields: [
    { name: 'amount', type: 'number', required: true, min: 0 },
    { name: 'currency', type: 'select', options: ['EUR', 'USD', 'GBP'] },
  ],
};
const mention: Block = {
  slug: 'mention',
  fields: [
    { name: 'user', type: 'relationship', relationTo: ['categories'] },
    { name: 'options', type: 'json' },
  ],
};

/** `posts` with a rich-text `content` using every node kind, plus the collections its references point to. */
export const benchCollections: CollectionConfig[] = [
  { slug: 'media', upload: true, fields: [{ name: 'alt', type: 'text' }] },
  { slug: 'categories', fields: [{ name: 'title', type: 'text', required: true }] },
  {
    slug: 'posts',
    fields: [
      { name: 'title', type: 'text', required: true },
      {
        name: 'content',
        type: 'richText',
        editor: lexicalEditor({
          blocks: [hero, divider],
          inlineBlocks: [price, mention],
          uploadFields: {
            media: [
              { name: 'alt', type: 'text', maxLength: 300 },
              {
                name: 'credit',
                type: 'group',
                fields: [
                  { name: 'name', type: 'text' },
                  { name: 'url', type: 'text' },
                ],
              },
              { name: 'caption', type: 'richText', editor: lexicalEditor({ nodes: ['link'] }) },
              { name: 'decorative', type: 'checkbox' },
              { name: 'focalPoint', type: 'json' },
            ],
          },
        }),
      },
    ],
  },
];

/** Documents that exist, for the document's references to point at. */
export type BenchReferences = { media: DocumentID[]; categories: DocumentID[] };

/** Counts of what a document holds. */
export type DocumentStats = { topLevel: number; nodes: number; references: number; bytes: number };

type Node = SerializedNode & { children?: Node[]; fields?: Record<string, unknown> };

/**
 * The kitchen sink's top-level nodes repeated until there are `topLevel` of them (1,000 by default). Each copy gets
 * ids of its own (blocks, uploads, links) and references spread over `references`: relationships and internal links
 * point at categories, uploads (and the hero's image) at media; collections the fixture names that the benchmark
 * does not have are mapped to these two.
 */
export function buildLargeDocument(references: BenchReferences, topLevel = 1000): EditorState {
  const children: Node[] = [];
  let refIndex = 0;
  const category = () => references.categories[refIndex++ % references.categories.length];
  const media = () => references.media[refIndex++ % references.media.length];
  for (let copy = 0; children.length < topLevel; copy++) {
    const nodes = structuredClone(kitchenSink.root.children) as Node[];
    const id = (kind: string, n: number) => `${kind}${copy.toString(16).padStart(6, '0')}${n.toString(16).padStart(8, '0')}`;
    let n = 0;
    const visit = (node: Node) => {
      n += 1;
      if (node.type === 'relationship') {
        node.relationTo = 'categories';
        node.value = category();
      } else if (node.type === 'upload') {
        node.id = id('0a0a0a0a0a', n);
        node.relationTo = 'media';
        node.value = media();
      } else if (node.type === 'link' && node.fields) {
        if (node.fields.linkType === 'internal') node.fields.doc = { relationTo: 'categories', value: category() };
        if (typeof node.id === 'string') node.id = id('0b0b0b0b0b', n);
      } else if ((node.type === 'block' || node.type === 'inlineBlock') && node.fields) {
        node.fields.id = id('0c0c0c0c0c', n);
        if (node.fields.blockType === 'hero') {
          node.fields.image = media();
          const ctas = node.fields.ctas as Array<Record<string, unknown>>;
          ctas.forEach((cta, i) => {
            cta.id = id(`0d0d0d0d0${i}`, n);
          });
        } else if (node.fields.blockType === 'mention') node.fields.user = { relationTo: 'categories', value: category() };
      }
      for (const child of node.children ?? []) visit(child);
    };
    for (const node of nodes) {
      visit(node);
      if (children.length < topLevel) children.push(node);
    }
  }
  return { root: { ...kitchenSink.root, children } };
}

/** How big a document is: top-level nodes, all nodes, references (relationships, uploads, internal links), JSON bytes. */
export function documentStats(state: EditorState): DocumentStats {
  let nodes = 0;
  let refs = 0;
  const visit = (node: Node) => {
    nodes += 1;
    if (node.type === 'relationship' || node.type === 'upload') refs += 1;
    if (node.type === 'link' && node.fields?.linkType === 'internal') refs += 1;
    for (const child of node.children ?? []) visit(child);
  };
  visit(state.root as Node);
  return { topLevel: state.root.children.length, nodes, references: refs, bytes: Buffer.byteLength(JSON.stringify(state)) };
}

/** HTML for the blocks, as a site would render them: the hero with its nested body, the rest by default. */
export const htmlConverters: HTMLConverters = {
  block: {
    hero: ({ node, render }) => {
      const { heading, body } = node.fields as { heading?: string; body?: { root?: unknown } };
      return `<section class="hero"><h2>${escapeHTML(heading)}</h2>${body?.root ? render(body.root) : ''}</section>`;
    },
    divider: () => '<hr class="divider">',
  },
};
