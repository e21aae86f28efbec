import type { CollectionConfig } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOpenAccess } from '../helpers/openAccess.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

// Found by the REST fuzz (test/fuzz): an empty list given to a single-valued field passed validation (an empty
// value) and was stored as `[]`. From then on every typed filter on that field answered 500 on PostgreSQL
// (`invalid input syntax for type double precision: "[]"`), for every caller: one write broke the field's queries.

const things: CollectionConfig = {
  slug: 'things',
  fields: [
    { name: 'text', type: 'text' },
    { name: 'textarea', type: 'textarea' },
    { name: 'email', type: 'email' },
    { name: 'code', type: 'code' },
    { name: 'number', type: 'number' },
    { name: 'date', type: 'date' },
    { name: 'select', type: 'select', options: ['a', 'b'] },
    { name: 'radio', type: 'radio', options: ['a', 'b'] },
    { name: 'checkbox', type: 'checkbox' },
    { name: 'point', type: 'point' },
    { name: 'tags', type: 'text', hasMany: true },
    { name: 'json', type: 'json' },
  ],
};
const single = ['text', 'textarea', 'email', 'code', 'number', 'date', 'select', 'radio', 'checkbox', 'point'];

describe.each(dialects)('an empty list for a single-valued field on %s', (dialect) => {
  let h: Harness;
  let id: number;
  beforeAll(async () => {
    h = await startAtrium(dialect, withOpenAccess({ collections: [things] }));
    const res = await h.inject({
      method: 'POST',
      url: '/api/things',
      payload: { ...Object.fromEntries(single.map((name) => [name, []])), tags: [], json: [] },
    });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().doc.id;
  });
  afterAll(() => h.close());

  it('is stored as no value, while lists keep their empty list', async () => {
    const [row] = await h.atrium.config.db.findByIDs({ collection: 'things', ids: [id] });
    for (const name of single) expect([name, row[name] ?? null]).toEqual([name, null]);
    expect(row.json).toEqual([]);
  });

  it.each([
    'where[number][greater_than]=1',
    'where[number][all]=5',
    'where[number][equals]=1e300',
    'where[date][less_than]=2030-01-01',
    'where[checkbox][equals]=true',
    'where[text][like]=a',
    'sort=number',
    'sort=-date',
  ])('leaves the field queryable afterwards: %s', async (query) => {
    const res = await h.inject({ method: 'GET', url: `/api/things?${query}` });
    expect(res.statusCode, res.body).toBe(200);
  });
});
