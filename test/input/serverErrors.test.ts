import { preferencesSlug } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { inputConfig, password, richText } from './inputConfig.ts';

// Regressions: each request below answered 500. Object.prototype's names were found as collections and globals,
// rich text compared with a list or object reached SQLite as an unbindable value, and deep nesting overflowed
// the stack or the database's JSON depth.

/** `levels` nested objects around `inner`, as JSON text (never built as a value, so the test cannot overflow). */
const nestedJSON = (levels: number, inner = '1') => `${'{"a":'.repeat(levels)}${inner}${'}'.repeat(levels)}`;
/** A where of `levels` nested `and` groups around one condition. */
const deepWhere = (levels: number) => `${'{"and":['.repeat(levels)}{"title":{"equals":"x"}}${']}'.repeat(levels)}`;

describe.each(dialects)('requests that answered 500 answer 400 or 404 on %s', (dialect) => {
  let h: Harness;
  let headers: { authorization: string };
  let before: string;

  /** Everything stored, to prove a refusal changed nothing. */
  const dump = async () => {
    const all = async (collection: string) => (await h.atrium.config.db.find({ collection, limit: 0, pagination: false })).docs;
    return JSON.stringify([
      await all('posts'),
      await all(preferencesSlug),
      await h.atrium.config.db.findGlobal({ slug: 'site' }),
    ]);
  };
  const json = (method: 'POST' | 'PATCH', url: string, payload: string, extra: Record<string, string> = {}) =>
    h.inject({ method, url, headers: { 'content-type': 'application/json', ...headers, ...extra }, payload });

  beforeAll(async () => {
    h = await startAtrium(dialect, inputConfig);
    await h.atrium.create({ collection: 'users', data: { email: 'ada@example.com', password }, overrideAccess: true });
    const login = await h.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'ada@example.com', password } });
    headers = { authorization: `JWT ${login.json().token}` };
    await h.atrium.create({ collection: 'posts', data: { title: 'Kept', body: richText('kept') } });
    before = await dump();
  });
  afterAll(async () => {
    expect(await dump()).toBe(before);
    await h.close();
  });

  describe('Object.prototype names as slugs are unknown collections and globals', () => {
    const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

    it('in REST paths', async () => {
      for (const name of names) {
        for (const [method, url] of [
          ['GET', `/api/${name}`],
          ['GET', `/api/${name}/1`],
          ['GET', `/api/${name}/count`],
          ['POST', `/api/${name}`],
          ['PATCH', `/api/${name}/1`],
          ['DELETE', `/api/${name}?where[id][equals]=1`],
        ] as const) {
          const res = await h.inject({
            method,
            url,
            headers,
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          });
          expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
          expect(res.json().errors[0]).toStrictEqual({ name: 'NotFound', message: `There is no collection called "${name}".` });
        }
        for (const method of ['GET', 'POST'] as const) {
          const res = await h.inject({
            method,
            url: `/api/globals/${name}`,
            headers,
            ...(method === 'POST' ? { payload: {} } : {}),
          });
          expect(res.statusCode, `${method} globals/${name}: ${res.body}`).toBe(404);
          expect(res.json().errors[0]).toStrictEqual({ name: 'NotFound', message: `There is no global called "${name}".` });
        }
      }
    });

    it('in the form-state and SEO bodies', async () => {
      for (const name of names) {
        const asCollection = await json(
          'POST',
          '/api/form-state',
          JSON.stringify({ collection: name, operation: 'create', data: {} }),
        );
        expect(asCollection.statusCode, asCollection.body).toBe(404);
        expect(asCollection.json().errors[0].message).toBe(`There is no collection called "${name}".`);
        const asGlobal = await json('POST', '/api/form-state', JSON.stringify({ global: name, operation: 'update', data: {} }));
        expect(asGlobal.statusCode, asGlobal.body).toBe(404);
        expect(asGlobal.json().errors[0].message).toBe(`There is no global called "${name}".`);
        for (const target of [{ collection: name }, { global: name }]) {
          const res = await json('POST', '/api/plugin-seo/generate-title', JSON.stringify({ ...target, path: 'meta', doc: {} }));
          expect(res.statusCode, res.body).toBe(404);
          expect(res.json().errors[0].name).toBe('NotFound');
        }
      }
    });
  });

  it('refuses a where on a field or operator named after an Object.prototype member, instead of dropping it', async () => {
    const field = await h.inject({ url: '/api/posts?where[constructor][equals]=x' });
    expect(field.statusCode, field.body).toBe(400);
    expect(field.json().errors[0]).toStrictEqual({
      name: 'QueryError',
      message: 'The path "constructor" is not valid: "constructor" is not a field of posts.',
      data: { path: 'constructor' },
    });
    const operator = await h.inject({ url: '/api/posts/count?where[title][toString]=x' });
    expect(operator.statusCode, operator.body).toBe(400);
    expect(operator.json().errors[0].data).toStrictEqual({ path: 'title', operator: 'toString' });
    const depth = await h.inject({ url: '/api/posts?depth[valueOf]=1' });
    expect(depth.statusCode, depth.body).toBe(400);
  });

  it('refuses to compare rich text with a list or an object', async () => {
    for (const query of [
      'where[body][equals][0]=a',
      'where[body][not_equals][root]=a',
      `where=${encodeURIComponent('{"body":{"equals":{"root":{}}}}')}`,
    ]) {
      const res = await h.inject({ url: `/api/posts?${query}` });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      const [error] = res.json().errors;
      expect(error.name).toBe('QueryError');
      expect(error.message).toMatch(
        /^Invalid value for "body" (not_)?equals: a rich-text field is compared with text, not with a list or an object\.$/,
      );
      expect(error.data).toStrictEqual({ path: 'body', operator: expect.stringMatching(/equals$/) });
    }
    // Text still compares as before.
    expect((await h.inject({ url: '/api/posts?where[body][like]=kept' })).json().totalDocs).toBe(1);
  });

  describe('deep nesting is refused at the door, naming the limit', () => {
    const bodyTooDeep = {
      name: 'BadRequest',
      message: 'The JSON body nests deeper than 256 levels.',
      data: { limit: 'jsonDepth', max: 256 },
    };
    const whereTooDeep = {
      name: 'BadRequest',
      message: 'The where filter nests deeper than 256 levels.',
      data: { limit: 'jsonDepth', max: 256 },
    };

    it('a 5,000-level JSON where, in the URL, in a form-encoded body and in a JSON body', async () => {
      const where = deepWhere(5000);
      const inURL = await h.inject({ url: `/api/posts?where=${encodeURIComponent(where)}` });
      expect(inURL.statusCode, inURL.body).toBe(400);
      expect(inURL.json().errors).toStrictEqual([whereTooDeep]);
      const override = { 'x-http-method-override': 'GET' };
      const form = await h.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...override },
        payload: `where=${encodeURIComponent(where)}`,
      });
      expect(form.statusCode, form.body).toBe(400);
      expect(form.json().errors).toStrictEqual([whereTooDeep]);
      const body = await json('POST', '/api/posts', `{"where":${where}}`, override);
      expect(body.statusCode, body.body).toBe(400);
      expect(body.json().errors).toStrictEqual([bodyTooDeep]);
      const bulk = await h.inject({ method: 'DELETE', url: `/api/posts?where=${encodeURIComponent(where)}` });
      expect(bulk.json().errors).toStrictEqual([whereTooDeep]);
      // A JSON field compared with a JSON string: parsed only when the where is checked, and held to the same limit.
      const value = await h.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...override },
        payload: `where[extra][equals]=${encodeURIComponent(nestedJSON(10_000))}`,
      });
      expect(value.statusCode, value.body).toBe(400);
      expect(value.json().errors).toStrictEqual([whereTooDeep]);
    });

    it('10,000-level form-state data and rich text, and a preference nested past SQLite’s JSON depth', async () => {
      const formState = await json(
        'POST',
        '/api/form-state',
        `{"collection":"posts","operation":"create","data":{"extra":${nestedJSON(10_000)}}}`,
      );
      expect(formState.statusCode, formState.body).toBe(400);
      expect(formState.json().errors).toStrictEqual([bodyTooDeep]);
      const deepList = `{"type":"list","version":1,"children":[${'{"type":"listitem","version":1,"children":['.repeat(5000)}${']}'.repeat(5000)}]}`;
      const rich = await json('POST', '/api/posts', `{"body":{"root":{"type":"root","children":[${deepList}]}}}`);
      expect(rich.statusCode, rich.body).toBe(400);
      expect(rich.json().errors).toStrictEqual([bodyTooDeep]);
      const preference = await json('POST', `/api/${preferencesSlug}/deep`, `{"value":${nestedJSON(1500)}}`);
      expect(preference.statusCode, preference.body).toBe(400);
      expect(preference.json().errors).toStrictEqual([bodyTooDeep]);
    });

    it('keeps every depth up to the limit, stored and read back alike', async () => {
      // The body object is level 1 and `value` holds the rest: 256 levels in all, the most allowed.
      const value = nestedJSON(254, '{}');
      const saved = await json('POST', `/api/${preferencesSlug}/deepest`, `{"value":${value}}`);
      expect(saved.statusCode, saved.body).toBe(200);
      const read = await h.inject({ url: `/api/${preferencesSlug}/deepest`, headers });
      expect(read.json().value).toStrictEqual(JSON.parse(value));
      const oneMore = await json('POST', `/api/${preferencesSlug}/deepest`, `{"value":${nestedJSON(255, '{}')}}`);
      expect(oneMore.statusCode).toBe(400);
      expect(oneMore.json().errors).toStrictEqual([bodyTooDeep]);
      await h.inject({ method: 'DELETE', url: `/api/${preferencesSlug}/deepest`, headers });
      // 127 groups around one condition: 256 levels.
      const where = await h.inject({ url: `/api/posts?where=${encodeURIComponent(deepWhere(127))}` });
      expect(where.statusCode, where.body).toBe(200);
      const deeper = await h.inject({ url: `/api/posts?where=${encodeURIComponent(deepWhere(128))}` });
      expect(deeper.json().errors).toStrictEqual([whereTooDeep]);
    });

    it('lets rich text nest as deep as the rich-text validator allows (64 nodes)', async () => {
      const node = '{"type":"listitem","version":1,"children":[';
      const text = '{"type":"text","version":1,"text":"deepest","format":0,"style":"","mode":"normal","detail":0}';
      const body = `{"root":{"type":"root","version":1,"children":[${node.repeat(63)}${text}${']}'.repeat(63)}]}}`;
      const res = await json('POST', '/api/posts', `{"title":"Deep list","links":[{"label":"row"}],"body":${body}}`);
      expect(res.statusCode, res.body).toBe(201);
      await h.atrium.delete({ collection: 'posts', id: res.json().doc.id });
    });
  });
});
