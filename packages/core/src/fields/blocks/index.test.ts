import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { BlocksField } from '../types.ts';
import { blocksField } from './index.ts';

const field = (extra: Partial<BlocksField> = {}): BlocksField => ({
  type: 'blocks',
  name: 'layout',
  blocks: [
    { slug: 'hero', fields: [{ type: 'text', name: 'heading' }] },
    { slug: 'quote', fields: [] },
  ],
  ...extra,
});
const validate = (f: BlocksField, value: unknown) => runValidate(blocksField, f, value);

describe('blocks field validation', () => {
  it('accepts rows whose blockType is a configured slug', () => {
    expect(validate(field(), [{ blockType: 'hero', heading: 'Hi' }, { blockType: 'quote' }])).toBe(true);
  });

  it('refuses unknown and missing block types', () => {
    expect(validate(field(), [{ blockType: 'hero' }, { blockType: 'video' }])).toBe('Blocks of type "video" cannot go here.');
    expect(validate(field(), [{ blockType: 3 }])).toBe('Blocks of type "3" cannot go here.');
    expect(validate(field(), [{ heading: 'x' }])).toBe('Row 1 does not name its block (blockType is missing).');
    expect(validate(field(), [{ blockType: 'hero' }, { blockType: '' }])).toBe(
      'Row 2 does not name its block (blockType is missing).',
    );
  });

  it('refuses non-lists and rows that are not objects', () => {
    expect(validate(field(), { blockType: 'hero' })).toBe('Expected a list of rows.');
    expect(validate(field(), ['hero'])).toBe('Row 1 should be a group of fields.');
  });

  it('handles required, minRows and maxRows', () => {
    expect(validate(field(), [])).toBe(true);
    expect(validate(field({ required: true }), [])).toBe('Fill in this field.');
    expect(validate(field({ minRows: 2 }), [{ blockType: 'hero' }])).toBe('Add at least 2 rows.');
    expect(validate(field({ maxRows: 1 }), [{ blockType: 'hero' }, { blockType: 'quote' }])).toBe('Keep it to 1 row at most.');
  });

  it('gives rows an id and keeps blockType', () => {
    const out = blocksField.beforeWrite?.([{ blockType: 'hero' }, { id: 'abc', blockType: 'quote' }], field()) as Record<
      string,
      unknown
    >[];
    expect(out[0].blockType).toBe('hero');
    expect(out[0].id).toMatch(/^[0-9a-f]{24}$/);
    expect(out[1]).toStrictEqual({ id: 'abc', blockType: 'quote' });
  });
});

describe('blocks field config', () => {
  const sanitize = (extra: Partial<BlocksField>) => () => blocksField.sanitize?.(field(extra), 'pages.layout');

  it('needs a non-empty list of blocks with unique slugs and field lists', () => {
    expect(sanitize({ blocks: [] })).toThrow('Invalid config: pages.layout: `blocks` must be a non-empty list');
    expect(sanitize({ blocks: [{ slug: '', fields: [] }] })).toThrow('Invalid config: pages.layout: `blocks[0].slug` is missing');
    expect(sanitize({ blocks: [{ fields: [] } as never] })).toThrow('`blocks[0].slug` is missing');
    expect(
      sanitize({
        blocks: [
          { slug: 'a', fields: [] },
          { slug: 'a', fields: [] },
        ],
      }),
    ).toThrow('Invalid config: pages.layout: `blocks` has the slug "a" twice');
    expect(sanitize({ blocks: [{ slug: 'a' } as never] })).toThrow('`blocks[0].fields` (block "a") must be a list');
    expect(sanitize({ blocks: ['a' as never] })).toThrow('`blocks[0]` must be an object');
  });

  it('checks row bounds and returns a copy', () => {
    expect(sanitize({ minRows: 5, maxRows: 4 })).toThrow('`minRows` (5) is greater than `maxRows` (4)');
    const input = field();
    const out = blocksField.sanitize?.(input, 'pages.layout');
    expect(out).toStrictEqual(input);
    expect(out?.blocks).not.toBe(input.blocks);
    expect(out?.blocks[0]).not.toBe(input.blocks[0]);
  });

  it('is a container for queries', () => {
    expect(blocksField.operators).toStrictEqual(['exists']);
  });
});
