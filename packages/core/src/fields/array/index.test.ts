import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { ArrayField } from '../types.ts';
import { arrayField } from './index.ts';

const field = (extra: Partial<ArrayField> = {}): ArrayField => ({
  type: 'array',
  name: 'links',
  fields: [{ type: 'text', name: 'url' }],
  ...extra,
});
const validate = (f: ArrayField, value: unknown) => runValidate(arrayField, f, value);

describe('array field validation', () => {
  it('accepts a list of row objects', () => {
    expect(validate(field(), [{ url: 'a' }, { id: 'x', url: 'b' }])).toBe(true);
    expect(validate(field(), [])).toBe(true);
  });

  it('refuses non-lists and rows that are not plain objects', () => {
    expect(validate(field(), { url: 'a' })).toBe('Expected a list of rows.');
    expect(validate(field(), [{ url: 'a' }, 'b'])).toBe('Row 2 should be a group of fields.');
    expect(validate(field(), [[]])).toBe('Row 1 should be a group of fields.');
    expect(validate(field(), [null])).toBe('Row 1 should be a group of fields.');
  });

  it('handles required and empty values', () => {
    expect(validate(field(), undefined)).toBe(true);
    expect(validate(field({ required: true }), [])).toBe('Fill in this field.');
    expect(validate(field({ required: true }), undefined)).toBe('Fill in this field.');
  });

  it('enforces minRows and maxRows', () => {
    expect(validate(field({ minRows: 2 }), [{}])).toBe('Add at least 2 rows.');
    expect(validate(field({ minRows: 1 }), [{}])).toBe(true);
    expect(validate(field({ maxRows: 1 }), [{}, {}])).toBe('Keep it to 1 row at most.');
  });
});

describe('array field beforeWrite', () => {
  it('gives rows without an id a random 24-hex id and keeps existing ids', () => {
    const input = [{ url: 'a' }, { id: 'keep-me', url: 'b' }, { id: 7 }, { id: '' }];
    const out = arrayField.beforeWrite?.(input, field()) as Record<string, unknown>[];
    expect(out[0].url).toBe('a');
    expect(out[0].id).toMatch(/^[0-9a-f]{24}$/);
    expect(out[1]).toBe(input[1]);
    expect(out[2]).toStrictEqual({ id: '7' });
    expect(out[3].id).toMatch(/^[0-9a-f]{24}$/);
    expect(out[0].id).not.toBe(out[3].id);
    // The input rows are not mutated.
    expect(input[0]).toStrictEqual({ url: 'a' });
  });

  it('leaves values that are not lists, and rows that are not objects, alone', () => {
    expect(arrayField.beforeWrite?.(undefined, field())).toBe(undefined);
    expect(arrayField.beforeWrite?.('x', field())).toBe('x');
    expect(arrayField.beforeWrite?.(['x'], field())).toStrictEqual(['x']);
  });
});

describe('array field config', () => {
  it('needs a fields list and sane row bounds', () => {
    expect(() => arrayField.sanitize?.(field({ fields: undefined as never }), 'pages.links')).toThrow(
      'Invalid config: pages.links: `fields` must be a list',
    );
    expect(() => arrayField.sanitize?.(field({ minRows: 2, maxRows: 1 }), 'pages.links')).toThrow(
      'Invalid config: pages.links: `minRows` (2) is greater than `maxRows` (1)',
    );
  });

  it('is a container for queries', () => {
    expect(arrayField.operators).toStrictEqual(['exists']);
    expect(arrayField.isMany).toBe(undefined);
  });
});
