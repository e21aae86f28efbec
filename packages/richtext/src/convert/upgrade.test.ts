import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { stableId } from './shared.ts';
import { deepFreeze, doc, li, link, list, p, text, unknownNode } from './testNodes.ts';
import { upgradeEditorState } from './upgrade.ts';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

/** Upgrades a frozen copy (so any mutation of the input throws). */
function upgrade(state: unknown) {
  return upgradeEditorState(deepFreeze(structuredClone(state)));
}

const currentUpload = {
  type: 'upload',
  version: 3,
  id: '65f0c0ffee0000000000cafe',
  relationTo: 'media',
  value: 'img-1',
  fields: { caption: 'Current' },
  format: '',
};

const currentState = doc([
  p([text('Hello '), link({ linkType: 'custom', newTab: false, url: 'https://a.example' }, [text('there')])]),
  currentUpload,
  { type: 'block', version: 2, fields: { id: 'b1', blockType: 'cta', blockName: '', label: 'Go' }, format: '' },
  { type: 'relationship', version: 2, relationTo: 'posts', value: 9, format: '' },
  list('ul', [li(1, [text('item')])]),
]);

describe('upgradeEditorState: uploads', () => {
  it('upload v1 with a populated value → v3 with the id, a path-derived id, fields kept, format added', () => {
    const old = doc([
      p([text('Intro')]),
      { type: 'upload', version: 1, relationTo: 'media', value: { id: 'img-9', url: '/media/a.png' }, fields: { alt: 'A' } },
    ]);
    const result = upgrade(old);
    expect(result).toStrictEqual({
      state: doc([
        p([text('Intro')]),
        {
          type: 'upload',
          version: 3,
          id: stableId('upload:1'),
          relationTo: 'media',
          value: 'img-9',
          fields: { alt: 'A' },
          format: '',
        },
      ]),
      changed: true,
    });
  });

  it('upload v1 with a bare id and no fields → fields {}', () => {
    const result = upgrade(doc([{ type: 'upload', version: 1, relationTo: 'media', value: 12 }], null));
    expect(result.state).toStrictEqual(
      doc(
        [{ type: 'upload', version: 3, id: stableId('upload:0'), relationTo: 'media', value: 12, fields: {}, format: '' }],
        null,
      ),
    );
    expect(result.changed).toBe(true);
  });

  it('upload v2 keeps its id and alignment', () => {
    const result = upgrade(
      doc(
        [
          {
            type: 'upload',
            version: 2,
            id: 'abcdefabcdefabcdefabcdef',
            relationTo: 'media',
            value: { id: 'x' },
            fields: null,
            format: 'center',
          },
        ],
        null,
      ),
    );
    expect(result.state).toStrictEqual(
      doc(
        [
          {
            type: 'upload',
            version: 3,
            id: 'abcdefabcdefabcdefabcdef',
            relationTo: 'media',
            value: 'x',
            fields: {},
            format: 'center',
          },
        ],
        null,
      ),
    );
  });

  it('an upload without a collection cannot be upgraded and is kept as unknownConverted, with a warning', () => {
    const broken = { type: 'upload', version: 1, value: { id: 'x' } };
    const result = upgrade(doc([broken], null));
    expect(result).toStrictEqual({ state: doc([unknownNode('upload', broken)], null), changed: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('"upload"');
  });

  it('derives 24-hex ids that differ by position and do not change between versions of this code', () => {
    expect(stableId('upload:0')).toMatch(/^[0-9a-f]{24}$/);
    expect(stableId('upload:0')).not.toBe(stableId('upload:1'));
    expect(stableId('upload:0')).toBe('6e8a70a08685fc18ba797a3b');
    expect(stableId('block:2.1')).toBe('9db43ad87f438924b1707933');
  });
});

describe('upgradeEditorState: blocks', () => {
  it('block v1 with fields.data → v2 with the values flattened', () => {
    const result = upgrade(
      doc(
        [
          {
            type: 'block',
            version: 1,
            fields: { data: { id: '64ab', blockType: 'quote', blockName: 'Pull quote', text: 'Hi', author: { name: 'Ada' } } },
          },
        ],
        null,
      ),
    );
    expect(result.state).toStrictEqual(
      doc(
        [
          {
            type: 'block',
            version: 2,
            fields: { id: '64ab', blockType: 'quote', blockName: 'Pull quote', text: 'Hi', author: { name: 'Ada' } },
            format: '',
          },
        ],
        null,
      ),
    );
  });

  it('block v1: data wins over keys beside it; a missing id is derived from the path, a missing blockName is ""', () => {
    const result = upgrade(
      doc(
        [
          p([text('x')]),
          {
            type: 'block',
            version: 1,
            fields: { blockType: 'old', note: 'beside', data: { blockType: 'banner', style: 'wide' } },
          },
        ],
        'ltr',
      ),
    );
    expect(result.state).toStrictEqual(
      doc([
        p([text('x')]),
        {
          type: 'block',
          version: 2,
          fields: { note: 'beside', blockType: 'banner', style: 'wide', id: stableId('block:1'), blockName: '' },
          format: '',
        },
      ]),
    );
  });

  it('block v1 without data and with a numeric id is upgraded in place', () => {
    const result = upgrade(
      doc([{ type: 'block', version: 1, fields: { id: 17, blockType: 'cta', label: 'Go' }, format: 'left' }], null),
    );
    expect(result.state).toStrictEqual(
      doc(
        [{ type: 'block', version: 2, fields: { id: '17', blockType: 'cta', label: 'Go', blockName: '' }, format: 'left' }],
        null,
      ),
    );
  });

  it('a block without blockType is kept as unknownConverted', () => {
    const broken = { type: 'block', version: 1, fields: { data: { text: 'orphan' } } };
    expect(upgrade(doc([broken], null)).state).toStrictEqual(doc([unknownNode('block', broken)], null));
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('upgradeEditorState: links and relationships', () => {
  it('link v1 with url/newTab/linkType on the node → v3 with fields', () => {
    const old = doc([
      p([
        {
          type: 'link',
          version: 1,
          url: 'https://example.com',
          newTab: true,
          linkType: 'custom',
          children: [text('site')],
          direction: 'ltr',
          format: '',
          indent: 0,
        },
      ]),
    ]);
    expect(upgrade(old).state).toStrictEqual(
      doc([p([link({ linkType: 'custom', newTab: true, url: 'https://example.com' }, [text('site')])])]),
    );
  });

  it('link v2 with attributes (internal, populated doc) → v3; Lexical-era null rel/target/title dropped', () => {
    const old = doc([
      p([
        {
          type: 'link',
          version: 2,
          attributes: { linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: { id: 'home', title: 'Home' } } },
          rel: null,
          target: null,
          title: null,
          children: [text('Home')],
          direction: 'ltr',
          format: '',
          indent: 0,
        },
      ]),
    ]);
    expect(upgrade(old).state).toStrictEqual(
      doc([p([link({ linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: 'home' } }, [text('Home')])])]),
    );
  });

  it('link precedence: fields over attributes over the node; extra fields kept; target _blank means a new tab', () => {
    const old = doc([
      p([
        {
          type: 'link',
          version: 2,
          url: 'https://node.example',
          target: '_blank',
          attributes: { url: 'https://attributes.example', sponsored: true },
          fields: { url: 'https://fields.example' },
          children: [text('x')],
        },
      ]),
    ]);
    expect(upgrade(old).state).toStrictEqual(
      doc([
        p([
          {
            ...link({ sponsored: true, linkType: 'custom', newTab: true, url: 'https://fields.example' }, [text('x')]),
            target: '_blank',
          },
        ]),
      ]),
    );
  });

  it('autolink v1 → v2', () => {
    const old = doc([
      p([{ type: 'autolink', version: 1, url: 'https://auto.example', children: [text('https://auto.example')] }]),
    ]);
    expect(upgrade(old).state).toStrictEqual(
      doc([
        p([
          {
            type: 'autolink',
            version: 2,
            fields: { linkType: 'custom', newTab: false, url: 'https://auto.example' },
            children: [text('https://auto.example')],
            direction: 'ltr',
            format: '',
            indent: 0,
          },
        ]),
      ]),
    );
  });

  it('relationship v1 → v2 with the id', () => {
    const old = doc([{ type: 'relationship', version: 1, relationTo: 'posts', value: { id: 5, title: 'Five' } }], null);
    expect(upgrade(old).state).toStrictEqual(
      doc([{ type: 'relationship', version: 2, relationTo: 'posts', value: 5, format: '' }], null),
    );
  });
});

describe('upgradeEditorState: the whole state', () => {
  it('leaves a current state byte-identical: the same object, changed false', () => {
    const frozen = deepFreeze(structuredClone(currentState));
    const before = JSON.stringify(frozen);
    const result = upgradeEditorState(frozen);
    expect(result.changed).toBe(false);
    expect(result.state).toBe(frozen);
    expect(JSON.stringify(result.state)).toBe(before);
  });

  it('upgrades nodes at any depth and shares the untouched parts', () => {
    const untouched = p([text('untouched')]);
    const old = {
      root: {
        ...doc([]).root,
        children: [
          untouched,
          list('ul', [li(1, [text('See '), { type: 'link', version: 1, url: '/docs', children: [text('docs')] }])]),
        ],
      },
    };
    const frozen = deepFreeze(structuredClone(old));
    const result = upgradeEditorState(frozen);
    expect(result.changed).toBe(true);
    expect(result.state).toStrictEqual(
      doc([
        untouched,
        list('ul', [li(1, [text('See '), link({ linkType: 'custom', newTab: false, url: '/docs' }, [text('docs')])])]),
      ]),
    );
    expect(result.state.root.children[0]).toBe(frozen.root.children[0]);
  });

  it('walks the children of node types it does not know, leaving the nodes themselves alone', () => {
    const old = doc([
      {
        type: 'collapsible',
        version: 7,
        open: true,
        children: [{ type: 'upload', version: 1, relationTo: 'media', value: 'm' }],
      },
    ]);
    expect(upgrade(old).state).toStrictEqual(
      doc([
        {
          type: 'collapsible',
          version: 7,
          open: true,
          children: [
            { type: 'upload', version: 3, id: stableId('upload:0.0'), relationTo: 'media', value: 'm', fields: {}, format: '' },
          ],
        },
      ]),
    );
  });

  it('is idempotent: upgrading the upgraded state changes nothing', () => {
    const old = doc([
      { type: 'upload', version: 1, relationTo: 'media', value: { id: 'a' } },
      { type: 'block', version: 1, fields: { data: { blockType: 'cta' } } },
      p([{ type: 'link', version: 1, attributes: { url: 'https://x.example' }, children: [text('x')] }]),
    ]);
    const once = upgrade(old);
    const twice = upgrade(once.state);
    expect(once.changed).toBe(true);
    expect(twice.changed).toBe(false);
    expect(twice.state).toStrictEqual(once.state);
  });

  it('is repeatable: upgrading the same old state twice gives equal results', () => {
    const old = doc([
      { type: 'upload', version: 1, relationTo: 'media', value: { id: 'a' } },
      { type: 'block', version: 1, fields: { data: { blockType: 'cta' } } },
    ]);
    expect(upgrade(old)).toStrictEqual(upgrade(old));
  });

  it('keeps the keys beside root', () => {
    const old = { ...doc([{ type: 'relationship', version: 1, relationTo: 'posts', value: 'p' }], null), lastSaved: 'x' };
    expect(upgrade(old).state).toStrictEqual({
      ...doc([{ type: 'relationship', version: 2, relationTo: 'posts', value: 'p', format: '' }], null),
      lastSaved: 'x',
    });
  });

  it('turns a value that is not a state into the empty state, changed', () => {
    for (const value of [null, undefined, 'text', 3, [], {}, { root: 'x' }, { root: null }]) {
      expect(upgradeEditorState(value)).toStrictEqual({
        state: doc([p([], { direction: null })], null),
        changed: true,
      });
    }
  });
});
