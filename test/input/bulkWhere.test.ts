import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { inputConfig } from './inputConfig.ts';

// Regression: `DELETE /api/posts?where={}` passed the bulk-write guard (it only looked for a missing where) and
// deleted the whole collection; so did every other spelling of "no condition".

/** Query strings whose where constrains nothing, however it is spelled. */
const emptyWheres = [
  '',
  'where=',
  'where={}',
  `where=${encodeURIComponent('{"and":[]}')}`,
  `where=${encodeURIComponent('{"or":[]}')}`,
  `where=${encodeURIComponent('{"or":[{}]}')}`,
  `where=${encodeURIComponent('{"title":{}}')}`,
  `where=${encodeURIComponent('{"and":[{"or":[{"and":[]}]},{"title":{}}]}')}`,
  `where=${encodeURIComponent('{"or":[{"title":{"equals":"Nope"}},{}]}')}`,
  `where=${encodeURIComponent('{"id":{"not_in":[]}}')}`,
  'where[and]=',
  'where[and][0]=',
  'where[or][0][title]=',
  'where[title]=',
  // qs used to drop keys named after Object.prototype members, so these arrived as `{}` and `{ title: {} }`.
  'where[constructor][equals]=x',
  'where[title][toString]=x',
];

describe.each(dialects)('bulk writes refuse a where that constrains nothing, on %s', (dialect) => {
  let h: Harness;
  const titles = ['One', 'Two', 'Three'];

  /** Every stored post, to prove a refused request changed nothing. */
  const dump = async () =>
    JSON.stringify((await h.atrium.config.db.find({ collection: 'posts', limit: 0, pagination: false })).docs);

  beforeAll(async () => {
    h = await startAtrium(dialect, inputConfig);
    for (const title of titles) await h.atrium.create({ collection: 'posts', data: { title, status: 'draft' } });
  });
  afterAll(() => h.close());

  for (const query of emptyWheres) {
    it(`refuses DELETE and PATCH with "${decodeURIComponent(query)}" and leaves every post`, async () => {
      const before = await dump();
      for (const method of ['DELETE', 'PATCH'] as const) {
        const res = await h.inject({
          method,
          url: `/api/posts${query ? `?${query}` : ''}`,
          ...(method === 'PATCH' ? { payload: { status: 'published' } } : {}),
        });
        expect(res.statusCode, res.body).toBe(400);
        const [error] = res.json().errors;
        expect(error.name).toBe('QueryError');
        // A where that is malformed as well as empty may be refused for its shape first; either way nothing happens.
        if (!/must (be|map)|not valid|Unknown operator/.test(error.message))
          expect(error.message).toMatch(
            method === 'DELETE'
              ? /^Deleting many documents needs a where filter/
              : /^Updating many documents needs a where filter/,
          );
      }
      expect(await dump()).toBe(before);
    });
  }

  it('names the problem in the 400 for the spelling of the report', async () => {
    const res = await h.inject({ method: 'DELETE', url: '/api/posts?where={}' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toStrictEqual({
      errors: [
        {
          name: 'QueryError',
          message:
            'Deleting many documents needs a where filter that picks some of them (e.g. ?where[status][equals]=draft); an empty or missing one would delete them all, so nothing was deleted.',
        },
      ],
    });
  });

  it('guards the Local API too, with or without access control', async () => {
    const before = await dump();
    for (const where of [undefined, {}, { and: [] }, { or: [{}] }, { title: {} }]) {
      await expect(h.atrium.delete({ collection: 'posts', where: where as never })).rejects.toThrow(/^Deleting many documents/);
      await expect(
        h.atrium.update({ collection: 'posts', where: where as never, data: { status: 'published' }, overrideAccess: true }),
      ).rejects.toThrow(/^Updating many documents/);
    }
    expect(await dump()).toBe(before);
  });

  it('still applies a where that names a condition, including one that happens to match every post', async () => {
    const patched = await h.inject({
      method: 'PATCH',
      url: '/api/posts?where[title][equals]=Two',
      payload: { status: 'published' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().docs.map((d: { title: string }) => d.title)).toStrictEqual(['Two']);
    const nothing = await h.inject({ method: 'DELETE', url: `/api/posts?where=${encodeURIComponent('{"title":{"in":[]}}')}` });
    expect(nothing.statusCode, nothing.body).toBe(200);
    expect(nothing.json().docs).toStrictEqual([]);
    const all = await h.inject({ method: 'DELETE', url: '/api/posts?where[id][exists]=true' });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().docs).toHaveLength(titles.length);
  });
});
