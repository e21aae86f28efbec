import { describe, expect, it } from 'vitest';
import type { ClientCollection } from '../../../config/index.ts';
import { searchWhere } from './searchWhere.ts';

const collection = (useAsTitle: string | undefined, idType: 'number' | 'text' = 'number') =>
  ({
    slug: 'posts',
    idType,
    admin: { useAsTitle },
    fields: [
      { name: 'title', type: 'text' },
      { name: 'publishedAt', type: 'date' },
    ],
  }) as ClientCollection;

describe('searchWhere', () => {
  it('matches the title field with like, trimmed', () => {
    expect(searchWhere(collection('title'), '  slow train ')).toEqual({ title: { like: 'slow train' } });
    expect(searchWhere(collection('title'), '   ')).toBeUndefined();
  });

  it('never sends like to a title field that cannot take it (a date): the search matches nothing', () => {
    expect(searchWhere(collection('publishedAt'), 'train')).toEqual({ id: { equals: -1 } });
  });

  it('ANDs an object filterOptions with the match, and uses it alone for an empty query', () => {
    const filterOptions = { status: { equals: 'published' } };
    expect(searchWhere(collection('title'), 'train', filterOptions)).toEqual({
      and: [filterOptions, { title: { like: 'train' } }],
    });
    expect(searchWhere(collection('title'), '', filterOptions)).toBe(filterOptions);
    expect(searchWhere(collection('title'), '', true)).toBeUndefined();
  });

  it('looks up an id when there is no title field, never sending text as a numeric id', () => {
    expect(searchWhere(collection(undefined), '12')).toEqual({ id: { equals: '12' } });
    expect(searchWhere(collection(undefined), 'abc')).toEqual({ id: { equals: -1 } });
    expect(searchWhere(collection(undefined, 'text'), 'abc')).toEqual({ id: { equals: 'abc' } });
  });
});
