import { describe, expect, it } from 'vitest';
import { isEqualValue } from './isEqualValue.ts';
import { matchRows } from './matchRows.ts';

const row = (id: string, title = id) => ({ id, title });
// What a test reads of a match: ids on each side, the change and the move.
const summary = (before: Record<string, unknown>[], after: Record<string, unknown>[]) =>
  matchRows(before, after).map((m) => [m.before?.id ?? null, m.after?.id ?? null, m.change, m.isMoved]);

describe('matchRows', () => {
  it('pairs rows by id and tells changed from unchanged ones', () => {
    expect(summary([row('a'), row('b')], [row('a'), row('b', 'B!')])).toEqual([
      ['a', 'a', 'unchanged', false],
      ['b', 'b', 'changed', false],
    ]);
  });

  it('marks added rows, and places a removed row where it stood', () => {
    expect(summary([row('a'), row('b'), row('c')], [row('a'), row('x'), row('c')])).toEqual([
      ['a', 'a', 'unchanged', false],
      ['b', null, 'removed', false],
      [null, 'x', 'added', false],
      ['c', 'c', 'unchanged', false],
    ]);
    expect(summary([row('a'), row('b')], [])).toEqual([
      ['a', null, 'removed', false],
      ['b', null, 'removed', false],
    ]);
  });

  it('marks only the moved row when one row moves', () => {
    expect(summary([row('a'), row('b'), row('c'), row('d')], [row('b'), row('c'), row('d'), row('a')])).toEqual([
      ['b', 'b', 'unchanged', false],
      ['c', 'c', 'unchanged', false],
      ['d', 'd', 'unchanged', false],
      ['a', 'a', 'unchanged', true],
    ]);
  });

  it('keeps the positions of both sides', () => {
    const [first, second] = matchRows([row('a'), row('b')], [row('b'), row('a')]);
    expect(first).toMatchObject({ beforeIndex: 1, afterIndex: 0 });
    expect(second).toMatchObject({ beforeIndex: 0, afterIndex: 1 });
    expect([first.isMoved, second.isMoved].filter(Boolean)).toHaveLength(1);
  });

  it('pairs rows without ids by position, and never pairs a row twice', () => {
    expect(summary([{ title: 'x' }, { title: 'y' }], [{ title: 'x' }, { title: 'z' }])).toEqual([
      [null, null, 'unchanged', false],
      [null, null, 'changed', false],
    ]);
    expect(summary([row('a')], [row('a'), row('a', 'copy')])).toEqual([
      ['a', 'a', 'unchanged', false],
      [null, 'a', 'added', false],
    ]);
  });

  it('treats a block whose type changed under the same id as removed and added', () => {
    const before = [{ id: 'a', blockType: 'quote' }];
    const after = [{ id: 'a', blockType: 'image' }];
    const matches = matchRows(before, after, (x, y) => x.blockType === y.blockType);
    expect(matches.map((m) => m.change)).toEqual(['removed', 'added']);
  });
});

describe('isEqualValue', () => {
  it('compares deeply, a missing value being the same as null', () => {
    expect(isEqualValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(isEqualValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(isEqualValue({ a: null }, {})).toBe(true);
    expect(isEqualValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(isEqualValue(0, null)).toBe(false);
    expect(isEqualValue('', null)).toBe(false);
  });
});
