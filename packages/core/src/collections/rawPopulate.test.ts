import { describe, expect, it } from 'vitest';
import { topLevelValues } from './rawPopulate.ts';

const keys = (...names: string[]) => new Map(names.map((name) => [name, Buffer.from(name)]));
const valuesOf = (json: string, ...names: string[]) => {
  const bytes = Buffer.from(json);
  return Object.fromEntries(
    [...topLevelValues(bytes, keys(...names))].map(([key, [start, end]]) => [key, bytes.toString('utf8', start, end)]),
  );
};

describe('topLevelValues', () => {
  it('finds top-level values only, never a key inside a string or a nested object', () => {
    const json = JSON.stringify({
      title: 'a "category": 7 in text \\" and a backslash \\',
      nested: { category: 8, list: [{ category: 9 }, '}', ']'] },
      category: 3,
      author: 'u-1',
      after: { deep: [[1, 2], { x: null }] },
    });
    expect(valuesOf(json, 'category', 'author', 'after')).toStrictEqual({
      category: '3',
      author: '"u-1"',
      after: '{"deep":[[1,2],{"x":null}]}',
    });
  });

  it('reads jsonb text, with its spaces, and leaves keys it cannot find out', () => {
    expect(
      valuesOf('{"id": 4, "author": null, "category": {"id": 2}, "n": -1.5e3}', 'category', 'author', 'n', 'gone'),
    ).toStrictEqual({
      author: 'null',
      category: '{"id": 2}',
      n: '-1.5e3',
    });
  });

  it('matches whole key names', () => {
    expect(valuesOf('{"categoryX":1,"Xcategory":2,"category":3}', 'category')).toStrictEqual({ category: '3' });
  });
});
