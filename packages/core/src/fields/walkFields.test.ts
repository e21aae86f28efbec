import { describe, expect, it } from 'vitest';
import type { RichTextAdapter } from './richText/adapter.ts';
import type { Field } from './types.ts';
import { type FieldCursor, walkFields } from './walkFields.ts';

/** One line per visited field: `path | schemaPath | flags`. */
function trace(fields: Field[], options: Parameters<typeof walkFields>[2] = {}, skip?: (at: FieldCursor) => boolean) {
  const lines: string[] = [];
  walkFields(
    fields,
    (at) => {
      const flags = [at.isLocalized && 'localized', at.isInRows && 'rows', at.isInRichText && 'richText', at.block?.slug]
        .filter(Boolean)
        .join(',');
      lines.push(`${at.path} | ${at.schemaPath}${flags ? ` | ${flags}` : ''}`);
      return skip?.(at) ? false : undefined;
    },
    options,
  );
  return lines;
}

const layoutFields: Field[] = [
  { type: 'row', fields: [{ name: 'title', type: 'text' }] },
  {
    type: 'tabs',
    tabs: [
      { label: 'Plain', fields: [{ name: 'intro', type: 'textarea' }] },
      {
        name: 'meta',
        localized: true,
        fields: [{ type: 'collapsible', label: 'Box', fields: [{ name: 'note', type: 'text' }] }],
      },
    ],
  },
  { type: 'ui', name: 'preview' },
];

const treeFields: Field[] = [
  { name: 'meta', type: 'group', localized: true, fields: [{ name: 'title', type: 'text' }] },
  { name: 'links', type: 'array', fields: [{ name: 'url', type: 'text' }] },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [
      { slug: 'hero', fields: [{ name: 'heading', type: 'text' }] },
      { slug: 'quote', fields: [{ name: 'text', type: 'textarea', localized: true }] },
    ],
  },
];

describe('walkFields', () => {
  it('walks every field of the config once without data, blocks under their slug', () => {
    expect(trace(treeFields)).toStrictEqual([
      'meta | meta | localized',
      'meta.title | meta.title | localized',
      'links | links',
      'links.url | links.url | rows',
      'layout | layout',
      'layout.heading | layout.hero.heading | rows,hero',
      'layout.text | layout.quote.text | localized,rows,quote',
    ]);
  });

  it('walks rows with their indexes and passes over rows of unknown blocks and non-objects', () => {
    const data = {
      meta: { title: 'x' },
      links: [{ url: 'a' }, 'junk', { url: 'b' }],
      layout: [{ blockType: 'quote', text: 'q' }, { blockType: 'gone' }, { blockType: 'hero', heading: 'h' }],
    };
    expect(trace(treeFields, { data })).toStrictEqual([
      'meta | meta | localized',
      'meta.title | meta.title | localized',
      'links | links',
      'links.0.url | links.url | rows',
      'links.2.url | links.url | rows',
      'layout | layout',
      'layout.0.text | layout.quote.text | localized,rows,quote',
      'layout.2.heading | layout.hero.heading | rows,hero',
    ]);
  });

  it('does not enter a group whose value is not an object, nor a skipped field', () => {
    const data = { meta: 'text', links: [{ url: 'a' }], layout: [] };
    expect(trace(treeFields, { data }, (at) => at.field.name === 'links')).toStrictEqual([
      'meta | meta | localized',
      'links | links',
      'layout | layout',
    ]);
  });

  it('gives layout fields to their level and walks a named tab like a group', () => {
    const layouts: string[] = [];
    const lines = trace(layoutFields, {
      data: { title: 't', intro: 'i', meta: { note: 'n' } },
      path: 'doc',
    });
    walkFields(layoutFields, () => {}, {
      layout: ({ node }) => void layouts.push('name' in node && node.name ? node.name : 'type' in node ? node.type : 'tab'),
    });
    expect(lines).toStrictEqual(['doc.title | doc.title', 'doc.intro | doc.intro', 'doc.meta.note | doc.meta.note | localized']);
    expect(layouts).toStrictEqual(['row', 'tabs', 'tab', 'meta', 'collapsible', 'preview']);
  });

  it('reaches the fields inside rich text through the editor, with their values', () => {
    const values = { caption: 'c' };
    const editor: RichTextAdapter = {
      name: 'test',
      fieldGroups: () => [{ fields: [{ name: 'caption', type: 'text' }], values, path: 'root.children.1.fields' }],
    };
    const fields: Field[] = [{ name: 'body', type: 'richText', editor }];
    const data = { body: { root: {} } };
    expect(trace(fields, { data })).toStrictEqual(['body | body']);
    expect(trace(fields, { data, richText: true })).toStrictEqual([
      'body | body',
      'body.root.children.1.fields.caption | body.caption | richText',
    ]);
  });

  it('sets a value in its sibling data', () => {
    const data = { links: [{ url: 'a' }] };
    walkFields(treeFields, (at) => (at.field.name === 'url' ? at.set('b') : undefined), { data });
    expect(data).toStrictEqual({ links: [{ url: 'b' }] });
  });
});

describe('walkFields with visits that wait', () => {
  it('waits for each visit and walks into the value the visit left', async () => {
    const data: Record<string, unknown> = { meta: null, links: [{ id: 'b', url: 'new' }] };
    const original = {
      meta: { title: 'stored' },
      links: [
        { id: 'a', url: 'other' },
        { id: 'b', url: 'old' },
      ],
    };
    const seen: string[] = [];
    await walkFields(
      treeFields,
      async (at) => {
        if (at.field.name === 'meta') at.set({ title: 'set by a hook' });
        await Promise.resolve();
        seen.push(`${at.path}=${JSON.stringify(at.value)} was ${JSON.stringify(at.previousValue)}`);
      },
      { data, original, matchRows: true },
    );
    expect(seen).toStrictEqual([
      'meta={"title":"set by a hook"} was {"title":"stored"}',
      'meta.title="set by a hook" was "stored"',
      'links=[{"id":"b","url":"new"}] was [{"id":"a","url":"other"},{"id":"b","url":"old"}]',
      'links.0.url="new" was "old"',
      'layout=undefined was undefined',
    ]);
  });

  it('stays synchronous while no visit waits, and waits only where one does', async () => {
    const data = { meta: { title: 't' }, links: [{ url: 'a' }, { url: 'b' }], layout: [] };
    const order: string[] = [];
    expect(walkFields(treeFields, (at) => void order.push(at.path), { data })).toBe(undefined);
    expect(order).toStrictEqual(['meta', 'meta.title', 'links', 'links.0.url', 'links.1.url', 'layout']);
    order.length = 0;
    const walk = walkFields(
      treeFields,
      (at) => {
        order.push(at.path);
        return at.path === 'links.0.url' ? Promise.resolve().then(() => order.push('waited')) : undefined;
      },
      { data },
    );
    // The fields before the wait were visited at once; the rest follow it.
    expect(order).toStrictEqual(['meta', 'meta.title', 'links', 'links.0.url']);
    expect(walk).toBeInstanceOf(Promise);
    await walk;
    expect(order).toStrictEqual(['meta', 'meta.title', 'links', 'links.0.url', 'waited', 'links.1.url', 'layout']);
  });

  it('skips what lies inside a field whose visit answers a promise of false', async () => {
    const seen: string[] = [];
    const data = { meta: { title: 't' }, links: [{ url: 'a' }] };
    await walkFields(
      treeFields,
      async (at) => {
        seen.push(at.path);
        return at.field.name !== 'meta';
      },
      { data },
    );
    expect(seen).toStrictEqual(['meta', 'links', 'links.0.url', 'layout']);
  });

  it('pairs rows with no stored row unless asked to match them', async () => {
    const previous: unknown[] = [];
    const data = { links: [{ id: 'a', url: 'x' }] };
    await walkFields(treeFields, (at) => void previous.push(at.previousValue), {
      data,
      original: { links: [{ id: 'a', url: 'y' }] },
    });
    expect(previous).toStrictEqual([undefined, [{ id: 'a', url: 'y' }], undefined, undefined]);
  });
});

describe('leave', () => {
  it('comes after the fields inside a field, and not for a skipped field', async () => {
    const order: string[] = [];
    const data = { meta: { title: 't' }, links: [{ url: 'u' }], layout: [] };
    const options = { data, leave: (at: FieldCursor) => void order.push(`leave ${at.path}`) };
    const enter = (at: FieldCursor) => {
      order.push(at.path);
      return at.field.name !== 'links';
    };
    walkFields(treeFields, enter, options);
    expect(order).toStrictEqual(['meta', 'meta.title', 'leave meta.title', 'leave meta', 'links', 'layout', 'leave layout']);
    order.length = 0;
    await walkFields(treeFields, async (at) => enter(at), options);
    expect(order).toStrictEqual(['meta', 'meta.title', 'leave meta.title', 'leave meta', 'links', 'layout', 'leave layout']);
    order.length = 0;
    const waitingLeave = { data, leave: (at: FieldCursor) => Promise.resolve().then(() => void order.push(`leave ${at.path}`)) };
    await walkFields(treeFields, enter, waitingLeave);
    expect(order).toStrictEqual(['meta', 'meta.title', 'leave meta.title', 'leave meta', 'links', 'layout', 'leave layout']);
  });
});
