import type { CollectionConfig } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOpenAccess } from '../helpers/openAccess.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

// Found by the REST fuzz (test/fuzz): an id in a filter past the safe integers (1e308, -9223372036854776000)
// passed the query layer and PostgreSQL refused it as a bigint, which answered 500.

const notes: CollectionConfig = {
  slug: 'notes',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'parent', type: 'relationship', relationTo: 'notes' },
    { name: 'related', type: 'relationship', relationTo: 'notes', hasMany: true },
  ],
};

describe.each(dialects)('id filters beyond the safe integers on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAtrium(dialect, withOpenAccess({ collections: [notes] }));
    const first = await h.atrium.create({ collection: 'notes', data: { title: 'first' } });
    await h.atrium.create({ collection: 'notes', data: { title: 'second', parent: first.id, related: [first.id] } });
  });
  afterAll(() => h.close());

  it.each([
    ['parent', 'equals', '1e308'],
    ['parent', 'in', '-1e308'],
    ['parent', 'all', '-9223372036854776000'],
    ['related', 'not_in', '9007199254740993'],
    ['id', 'equals', '1e20'],
    ['parent.parent', 'in', '1.7976931348623157e308'],
  ])('refuses %s %s %s with a 400 naming the path', async (path, operator, value) => {
    const res = await h.inject({ method: 'GET', url: `/api/notes?where[${path}][${operator}]=${encodeURIComponent(value)}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ name: 'QueryError', data: { path, operator } });
  });

  it('still finds by the largest safe id and by ordinary ones', async () => {
    const none = await h.inject({ method: 'GET', url: `/api/notes?where[parent][equals]=${Number.MAX_SAFE_INTEGER}` });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().totalDocs).toBe(0);
    const one = await h.inject({ method: 'GET', url: '/api/notes?where[parent][exists]=true' });
    expect(one.json().docs.map((d: { title: string }) => d.title)).toEqual(['second']);
  });
});
