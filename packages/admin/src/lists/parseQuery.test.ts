import { describe, expect, it } from 'vitest';
import { stringifyQuery } from '../api/stringifyQuery.ts';
import { parseQuery } from './parseQuery.ts';

describe('parseQuery', () => {
  it('reads back what stringifyQuery writes', () => {
    const query = {
      search: 'night train',
      where: { or: [{ and: [{ title: { like: 'night' } }, { status: { in: ['draft', 'published'] } }] }] },
      sort: '-publishedAt',
      page: '2',
    };
    expect(parseQuery(stringifyQuery(query))).toEqual(query);
  });

  it('turns only dense numeric keys into arrays', () => {
    expect(parseQuery('a[0]=x&a[1]=y')).toEqual({ a: ['x', 'y'] });
    expect(parseQuery('a[1]=y')).toEqual({ a: { 1: 'y' } });
    expect(parseQuery('a[0]=x&a[25]=y')).toEqual({ a: { 0: 'x', 25: 'y' } });
  });

  it('keeps keys deeper than ten levels as one segment', () => {
    expect(parseQuery('a[b][c][d][e][f][g][h][i][j][k][l]=1')).toEqual({
      a: { b: { c: { d: { e: { f: { g: { h: { i: { j: { k: { '[l]': '1' } } } } } } } } } } },
    });
  });

  it('never writes into Object.prototype', () => {
    const parsed = parseQuery('__proto__[polluted]=yes&where[constructor][prototype][bad]=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).bad).toBeUndefined();
    expect(Object.keys(parsed)).toEqual(['__proto__', 'where']);
  });

  it('lets the last of two equal keys win and reads plain keys as they are', () => {
    expect(parseQuery('?page=1&page=3&q=a%20b')).toEqual({ page: '3', q: 'a b' });
  });
});
