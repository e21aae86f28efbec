import { describe, expect, it } from 'vitest';
import { addRecent, type RecentDocument, readRecent, recentLimit } from './recent.ts';

const post = (id: number, title = `Post ${id}`): RecentDocument => ({ kind: 'collection', slug: 'posts', id, title });

describe('addRecent', () => {
  it('puts the entry first and drops its older copy, matching ids as strings', () => {
    const list = [post(1), post(2), post(3)];
    expect(addRecent(list, { kind: 'collection', slug: 'posts', id: '2', title: 'Renamed' })).toEqual([
      { kind: 'collection', slug: 'posts', id: '2', title: 'Renamed' },
      post(1),
      post(3),
    ]);
  });

  it(`keeps at most ${recentLimit}`, () => {
    let list: RecentDocument[] = [];
    for (let id = 1; id <= recentLimit + 3; id++) list = addRecent(list, post(id));
    expect(list).toHaveLength(recentLimit);
    expect(list[0]).toEqual(post(recentLimit + 3));
  });

  it('tells a global from a collection document with the same slug', () => {
    const list = addRecent([{ kind: 'global', slug: 'footer', title: 'Footer' }], {
      kind: 'collection',
      slug: 'footer',
      id: 1,
      title: 'One',
    });
    expect(list).toHaveLength(2);
  });

  it('stores only the known keys', () => {
    const entry = { ...post(1), extra: 'x' } as RecentDocument;
    expect(addRecent([], entry)).toEqual([post(1)]);
  });
});

describe('readRecent', () => {
  it('drops malformed entries from the stored preference', () => {
    expect(
      readRecent([
        post(1),
        null,
        'x',
        { kind: 'page', slug: 'a', title: 'b' },
        { kind: 'global', slug: 'footer', title: 'Footer' },
      ]),
    ).toEqual([post(1), { kind: 'global', slug: 'footer', title: 'Footer' }]);
    expect(readRecent(null)).toEqual([]);
    expect(readRecent({ value: [] })).toEqual([]);
  });
});
