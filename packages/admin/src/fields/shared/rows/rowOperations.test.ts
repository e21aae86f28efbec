import { describe, expect, it } from 'vitest';
import { copyRow, insertRow, moveRow, removeRow, rowNumber } from './rowOperations.ts';

const hex24 = /^[0-9a-f]{24}$/;

describe('row operations', () => {
  const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('inserts, removes and moves without touching the original list', () => {
    expect(insertRow(rows, { id: 'x' }, 1).map((r) => r.id)).toEqual(['a', 'x', 'b', 'c']);
    expect(insertRow(rows, { id: 'x' }).map((r) => r.id)).toEqual(['a', 'b', 'c', 'x']);
    expect(removeRow(rows, 1).map((r) => r.id)).toEqual(['a', 'c']);
    expect(moveRow(rows, 2, 0).map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(moveRow(rows, 0, 5)).toBe(rows);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('copies a row with new ids for it and its nested rows, but not for ids inside JSON values', () => {
    const fields = [
      { name: 'title', type: 'text' },
      { name: 'data', type: 'json' },
      { type: 'row', fields: [{ name: 'items', type: 'array', fields: [{ name: 'label', type: 'text' }] }] },
    ] as any;
    const row = { id: 'a', title: 'T', data: [{ id: 1 }], items: [{ id: 'n1', label: 'L' }] };
    const copy = copyRow(row, fields);
    expect(copy.id).toMatch(hex24);
    expect((copy.items as any)[0].id).toMatch(hex24);
    expect((copy.items as any)[0].id).not.toBe('n1');
    expect(copy).toEqual({ ...row, id: copy.id, items: [{ id: (copy.items as any)[0].id, label: 'L' }] });
    expect(row.items[0].id).toBe('n1');
  });

  it('copies a block row by its own block fields', () => {
    const blocks = [
      { slug: 'gallery', fields: [{ name: 'images', type: 'blocks', blocks: [{ slug: 'image', fields: [] }] }] },
    ] as any;
    const row = { id: 'a', blockType: 'gallery', images: [{ id: 'i1', blockType: 'image' }] };
    const copy = copyRow(row, [], blocks);
    expect((copy.images as any)[0]).toEqual({ id: expect.stringMatching(hex24), blockType: 'image' });
  });

  it('numbers rows with two digits', () => {
    expect(rowNumber(0)).toBe('01');
    expect(rowNumber(99)).toBe('100');
  });
});
