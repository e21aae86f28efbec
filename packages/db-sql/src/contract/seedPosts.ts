import type { DatabaseAdapter, DocumentID } from '@atrium/core';

/** Ids of the seeded documents, filled by `seedPosts`. */
export type Seeded = {
  ann: DocumentID;
  bob: DocumentID;
  acme: DocumentID;
  posts: Record<string, DocumentID>;
};

/** A post with only the fields a test cares about; `slug` identifies it in assertions. */
export function buildPost(slug: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { slug, ...fields };
}

/** The evil title: stored and matched literally, never executed. */
export const injection = "'; DROP TABLE posts; --";

/**
 * Five posts covering present, null and missing values for every field kind. Expectations in the suites are
 * written against this table:
 * - alpha: most fields set; beta: the other values; gamma: nulls and empty arrays;
 * - delta: the SQL-looking title and few fields; epsilon: no title, an author id that does not exist.
 */
export async function seedPosts(adapter: DatabaseAdapter, seeded: Seeded): Promise<void> {
  const create = async (collection: string, data: Record<string, unknown>) => (await adapter.create({ collection, data })).id;
  seeded.ann = await create('people', { name: 'Ann', age: 30 });
  seeded.bob = await create('people', { name: 'Bob', age: 40 });
  seeded.acme = await create('orgs', { name: 'Acme' });
  const posts = [
    buildPost('alpha', {
      title: 'Alpha',
      views: 10,
      published: true,
      publishedAt: '2024-01-01T00:00:00.000Z',
      tags: ['a', 'b'],
      author: seeded.ann,
      reviewers: [seeded.ann, seeded.bob],
      owner: { relationTo: 'people', value: seeded.ann },
      meta: { summary: 'Hello ÄRGER world', score: 5, code: 'A1' },
      rows: [
        { label: 'x', qty: 1 },
        { label: 'y', qty: 2 },
      ],
      layout: [{ blockType: 'hero', heading: 'Big' }],
      headline: { en: 'Hello', de: 'Hallo' },
      extra: { k: 1, list: [1, { b: 2, a: 1 }] },
      body: { root: { text: 'Rich words' } },
      location: [2.3522, 48.8566],
    }),
    buildPost('beta', {
      title: 'Beta',
      views: 20,
      published: false,
      publishedAt: '2024-06-01T12:00:00.000Z',
      tags: ['b'],
      author: seeded.bob,
      reviewers: [seeded.bob],
      owner: { relationTo: 'orgs', value: seeded.acme },
      meta: { summary: '50% off_sale', score: null },
      rows: [{ label: 'z', qty: 3 }],
      layout: [{ blockType: 'quote', text: 'Wise words' }],
      headline: { en: 'World' },
      extra: { k: 2 },
    }),
    buildPost('gamma', {
      title: 'gamma ray',
      views: null,
      published: null,
      publishedAt: null,
      tags: [],
      author: null,
      reviewers: [],
      meta: { summary: 'plain' },
      rows: [],
      layout: [],
      headline: { de: 'Welt' },
    }),
    buildPost('delta', {
      title: injection,
      views: 0,
      published: true,
      publishedAt: '2023-12-31T23:59:59.999Z',
      tags: ['c'],
      author: seeded.ann,
      owner: { relationTo: 'people', value: seeded.bob },
    }),
    buildPost('epsilon', { views: 30, tags: ['a', 'b', 'c'], author: 999999, reviewers: [seeded.ann] }),
  ];
  seeded.posts = {};
  for (const post of posts) seeded.posts[post.slug as string] = await create('posts', post);
}

/** The slugs of the posts matching `where`, sorted, for set comparisons. */
export async function slugsOf(
  adapter: DatabaseAdapter,
  where: Parameters<DatabaseAdapter['find']>[0]['where'],
): Promise<string[]> {
  const { docs } = await adapter.find({ collection: 'posts', where, limit: 0 });
  return docs.map((doc) => doc.slug as string).sort();
}
