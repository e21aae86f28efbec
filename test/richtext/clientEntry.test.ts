import { fileURLToPath } from 'node:url';
import { clientConfig, type RichTextAdapter, type RichTextSanitizeContext } from '@atrium/core';
import { lexicalEditor } from '@atrium/richtext';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../../packages/richtext/src/client.ts', import.meta.url));

describe('@atrium/richtext/client', () => {
  it('bundles for the browser without jsdom, Node built-ins or core', async () => {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => /jsdom|node:|packages\/core\//.test(input))).toEqual([]);
    expect(inputs.some((input) => input.includes('packages/richtext/src/nodes/block.ts'))).toBe(true);
  });
});

const context: RichTextSanitizeContext = {
  owner: 'collection "posts", field "body"',
  collectionSlugs: new Set(['posts', 'media', 'secrets']),
  uploadSlugs: new Set(['media']),
  richTextTargets: { relationship: new Set(['posts', 'media']), link: new Set(['posts']) },
  sanitizeFields: (fields) => fields,
};

describe("the editor's client props", () => {
  it('name what the field enables, and reach the client config as `editor: {name, props}` without functions', () => {
    const adapter = lexicalEditor({
      nodes: ['heading', 'list', 'link', 'block', 'upload'],
      formats: ['italic', 'bold'],
      headingSizes: ['h3', 'h2'],
      blocks: [
        {
          slug: 'callout',
          fields: [{ name: 'title', type: 'text', validate: () => true, hooks: { beforeChange: [({ value }) => value] } }],
        },
      ],
      uploadFields: { media: [{ name: 'caption', type: 'text' }] },
    }).sanitize!(context);
    const config = {
      collections: [{ slug: 'posts', fields: [{ name: 'body', type: 'richText', editor: adapter }] }],
      globals: [],
      collectionsBySlug: {},
      globalsBySlug: {},
      i18n: { supportedLanguages: { en: {} }, fallbackLanguage: 'en' },
    };
    const [field] = (clientConfig(config as never) as { collections: Array<{ fields: Array<{ editor: unknown }> }> })
      .collections[0].fields;
    expect(field.editor).toEqual({
      name: 'lexical',
      props: {
        nodes: ['heading', 'list', 'link', 'block', 'upload'],
        formats: ['bold', 'italic'],
        headingSizes: ['h2', 'h3'],
        blocks: [{ slug: 'callout', fields: [{ name: 'title', type: 'text', hasValidate: true }] }],
        inlineBlocks: [],
        link: { collections: ['posts'], fields: [] },
        relationship: { collections: ['posts'] },
        toolbar: 'both',
        upload: { collections: [{ slug: 'media', fields: [{ name: 'caption', type: 'text' }] }] },
      },
    });
    expect(JSON.parse(JSON.stringify(field.editor))).toEqual(field.editor);
  });

  it('leave an editor without client props as its name', () => {
    const bare: RichTextAdapter = { name: 'custom', validate: () => [] };
    const config = {
      collections: [{ slug: 'posts', fields: [{ name: 'body', type: 'richText', editor: bare }] }],
      globals: [],
      collectionsBySlug: {},
      globalsBySlug: {},
      i18n: { supportedLanguages: { en: {} }, fallbackLanguage: 'en' },
    };
    const [field] = (clientConfig(config as never) as { collections: Array<{ fields: Array<{ editor: unknown }> }> })
      .collections[0].fields;
    expect(field.editor).toEqual({ name: 'custom' });
  });
});
