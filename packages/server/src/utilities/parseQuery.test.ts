import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { parseQuery } from './parseQuery.ts';

describe('parseQuery', () => {
  it('reads flat query strings exactly as qs does', () => {
    for (const raw of ['depth=0', 'limit=10&page=2&sort=-title', 'q=a%20b&x=%C3%A4&empty=', 'a+b=c+d', 'flag', 'a=1&&b=2']) {
      expect(parseQuery(raw)).toStrictEqual(qs.parse(raw));
    }
  });

  it('hands nested, repeated and prototype keys to qs', () => {
    expect(parseQuery('where[title][equals]=x&depth=1')).toStrictEqual({ where: { title: { equals: 'x' } }, depth: '1' });
    expect(parseQuery('where%5Btitle%5D%5Bequals%5D=x')).toStrictEqual({ where: { title: { equals: 'x' } } });
    expect(parseQuery('sort=a&sort=b')).toStrictEqual({ sort: ['a', 'b'] });
    expect(parseQuery('__proto__=x&a=1')).toStrictEqual({ a: '1' });
  });

  it('keeps nested keys named after Object.prototype members (qs dropped them), but never __proto__', () => {
    const query = parseQuery('where[constructor][equals]=x&where[title][toString]=1&where[__proto__][a]=1');
    // Compared as JSON: toStrictEqual compares `constructor`, which is here a key like any other.
    expect(JSON.stringify(query)).toBe('{"where":{"constructor":{"equals":"x"},"title":{"toString":"1"}}}');
    expect(Object.getPrototypeOf(query.where)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
