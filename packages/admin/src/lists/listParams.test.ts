import { describe, expect, it } from 'vitest';
import type { ClientCollection } from '../config/index.ts';
import { andWhere, type ListDefaults, readListParams, searchWhere, writeListParams } from './listParams.ts';

const defaults: ListDefaults = { limit: 10, limits: [5, 10, 25, 50, 100], sort: '-publishedAt' };

function buildCollection(
  admin: Partial<ClientCollection['admin']> = {},
  idType: ClientCollection['idType'] = 'number',
): ClientCollection {
  return {
    slug: 'posts',
    labels: { singular: 'Post', plural: 'Posts' },
    admin: { useAsTitle: 'title', pagination: { defaultLimit: 10, limits: [5, 10, 25, 50, 100] }, ...admin },
    fields: [
      { name: 'title', type: 'text' },
      { name: 'slug', type: 'text' },
      { name: 'excerpt', type: 'textarea' },
      { name: 'readingTime', type: 'number' },
      { name: 'publishedAt', type: 'date' },
    ],
    timestamps: true,
    trash: false,
    upload: false,
    versions: false,
    auth: false,
    defaultSort: '-publishedAt',
    idType,
  };
}

describe('readListParams', () => {
  it('answers the defaults for an empty query string', () => {
    expect(readListParams('', defaults)).toEqual({ page: 1, limit: 10, sort: '-publishedAt', search: '', where: undefined });
  });

  it('reads page, limit, sort, search and where', () => {
    const params = readListParams('?page=3&limit=25&sort=title&search=rain&where[or][0][and][0][status][equals]=draft', defaults);
    expect(params).toEqual({
      page: 3,
      limit: 25,
      sort: 'title',
      search: 'rain',
      where: { or: [{ and: [{ status: { equals: 'draft' } }] }] },
    });
  });

  it('falls back to the default for malformed values', () => {
    expect(readListParams('?page=-2&limit=7&sort=title;drop', defaults)).toEqual(readListParams('', defaults));
    expect(readListParams('?page=1.5&limit=abc&where=x', defaults)).toEqual(readListParams('', defaults));
  });
});

describe('writeListParams', () => {
  it('leaves defaults out', () => {
    expect(writeListParams(readListParams('', defaults), defaults)).toBe('');
  });

  it('round-trips through readListParams', () => {
    const params = {
      page: 2,
      limit: 50,
      sort: 'title',
      search: 'a & b',
      where: { or: [{ and: [{ readingTime: { greater_than: '4' } }] }] },
    };
    expect(readListParams(writeListParams(params, defaults), defaults)).toEqual(params);
  });
});

describe('searchWhere', () => {
  it('matches the title and the searchable fields with like', () => {
    const collection = buildCollection({ listSearchableFields: ['title', 'slug', 'excerpt'] });
    expect(searchWhere(collection, '  night ')).toEqual({
      or: [{ title: { like: 'night' } }, { slug: { like: 'night' } }, { excerpt: { like: 'night' } }],
    });
  });

  it('searches the title alone when no searchable fields are configured', () => {
    expect(searchWhere(buildCollection(), 'rain')).toEqual({ title: { like: 'rain' } });
    expect(searchWhere(buildCollection(), '   ')).toBeUndefined();
  });

  it('matches a numeric id only with a number, and whole', () => {
    const byId = buildCollection({ useAsTitle: 'id' });
    expect(searchWhere(byId, '42')).toEqual({ id: { equals: '42' } });
    expect(searchWhere(byId, 'abc')).toEqual({ id: { exists: false } });
    expect(searchWhere(buildCollection({ useAsTitle: 'id' }, 'uuid'), 'abc')).toEqual({ id: { equals: 'abc' } });
  });
});

describe('andWhere', () => {
  it('joins two conditions and passes one through', () => {
    const a = { title: { like: 'x' } };
    const b = { status: { equals: 'draft' } };
    expect(andWhere(a, b)).toEqual({ and: [a, b] });
    expect(andWhere(undefined, b)).toBe(b);
    expect(andWhere(a, undefined)).toBe(a);
  });
});

describe('searchWhere by field type', () => {
  it('matches numbers by value and leaves out fields text cannot search (regression: like on a date was a 400)', () => {
    const collection = buildCollection({ useAsTitle: 'publishedAt', listSearchableFields: ['readingTime', 'slug'] });
    expect(searchWhere(collection, '12')).toEqual({ or: [{ readingTime: { equals: 12 } }, { slug: { like: '12' } }] });
    expect(searchWhere(collection, 'train')).toEqual({ slug: { like: 'train' } });
    expect(searchWhere(buildCollection({ useAsTitle: 'publishedAt' }), 'train')).toEqual({ id: { exists: false } });
  });
});
