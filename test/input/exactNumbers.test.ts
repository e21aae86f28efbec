import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { inputConfig } from './inputConfig.ts';

// Regression: `9007199254740993` was stored as 9007199254740992 in an integer field, and `1e308` passed the
// integer check (it is whole) and the bounds of a field with a minimum only; filters compared them rounded.

describe.each(dialects)('numbers past 2^53 on integer and bounded fields, on %s', (dialect) => {
  let h: Harness;
  let id: number;
  /** Every stored post, to prove a refusal changed nothing. */
  const dump = async () =>
    JSON.stringify((await h.atrium.config.db.find({ collection: 'posts', limit: 0, pagination: false })).docs);
  const send = (method: 'POST' | 'PATCH', url: string, payload: string) =>
    h.inject({ method, url, headers: { 'content-type': 'application/json' }, payload });

  beforeAll(async () => {
    h = await startAtrium(dialect, inputConfig);
    id = (await h.atrium.create({ collection: 'posts', data: { title: 'Kept', count: 3, price: 5, score: 1 } })).id as number;
  });
  afterAll(() => h.close());

  it('refuses them in writes, naming the field', async () => {
    const before = await dump();
    for (const [field, raw] of [
      ['count', '9007199254740993'],
      ['count', '1e308'],
      ['count', '-1e300'],
      ['count', '"9007199254740993"'],
      ['price', '1e308'],
      ['price', '9007199254740993'],
    ]) {
      for (const [method, url] of [
        ['POST', '/api/posts'],
        ['PATCH', `/api/posts/${id}`],
      ] as const) {
        const res = await send(method, url, `{"${field}":${raw}}`);
        expect(res.statusCode, `${method} ${field}=${raw}: ${res.body}`).toBe(400);
        const { errors } = res.json().errors[0].data;
        expect(errors).toStrictEqual([
          {
            path: field,
            message: expect.stringMatching(/is beyond ±9007199254740991, past which numbers are not exact\.$/),
          },
        ]);
      }
    }
    const list = await send('PATCH', `/api/posts/${id}`, '{"counts":[1,9007199254740993]}');
    expect(list.statusCode, list.body).toBe(400);
    expect(list.json().errors[0].data.errors[0].path).toBe('counts');
    expect(await dump()).toBe(before);
  });

  it('keeps the largest exact integers and any finite number where the field has neither integer nor bounds', async () => {
    const res = await send('POST', '/api/posts', '{"count":9007199254740991,"price":1e15,"score":1e308}');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().doc).toMatchObject({ count: 9007199254740991, price: 1e15, score: 1e308 });
    await h.atrium.delete({ collection: 'posts', id: res.json().doc.id });
  });

  it('refuses them in where filters on those fields, naming the path', async () => {
    for (const query of [
      'where[count][equals]=9007199254740993',
      'where[count][greater_than]=1e308',
      'where[count][in]=1,9007199254740993',
      'where[price][less_than]=-1e308',
      'where[counts][equals]=1e300',
      `where=${encodeURIComponent('{"count":{"not_equals":9007199254740993}}')}`,
    ]) {
      const res = await h.inject({ url: `/api/posts?${query}` });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      const [error] = res.json().errors;
      expect(error.name).toBe('QueryError');
      expect(error.message).toMatch(
        /^Invalid value for "(counts?|price)" [a-z_]+: .+ is beyond ±9007199254740991, past which numbers are not exact\.$/,
      );
      expect(error.data.path).toMatch(/^(counts?|price)$/);
    }
    // An unbounded number field compares any finite number, and infinities stay "not a number".
    expect((await h.inject({ url: '/api/posts?where[score][less_than]=1e308' })).json().totalDocs).toBe(1);
    expect((await h.inject({ url: '/api/posts?where[score][less_than]=1e309' })).statusCode).toBe(400);
    expect((await h.inject({ url: '/api/posts?where[count][equals]=9007199254740991' })).statusCode).toBe(200);
  });

  it('refuses relationship and id values past 2^53 instead of matching a rounded id', async () => {
    const res = await h.inject({ url: '/api/posts?where[id][equals]=9007199254740993' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].message).toBe('Invalid value for "id" equals: "9007199254740993" is not a valid id.');
  });
});
