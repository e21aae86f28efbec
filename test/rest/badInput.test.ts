import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { restConfig } from './config.ts';

type Case = {
  name: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  status: number;
  message: RegExp;
};

describe.each(dialects)('bad input on %s gets a clear error and changes nothing', (dialect) => {
  let h: Harness;
  let articleID: number;
  let snapshot: string;

  /** Everything stored, to prove a refused request left the database as it was. */
  const dump = async () =>
    JSON.stringify(await h.atrium.find({ collection: 'articles', depth: 0, pagination: false, locale: 'all', sort: 'id' }));

  beforeAll(async () => {
    h = await startAtrium(dialect, restConfig);
    const article = await h.atrium.create({
      collection: 'articles',
      data: { title: 'Keep me', views: 3, links: [{ label: 'a' }] },
    });
    articleID = article.id as number;
    await h.atrium.create({ collection: 'articles', data: { title: 'Taken', slug: 'taken' } });
    snapshot = await dump();
  });
  afterAll(() => h.close());

  const cases = (): Case[] => [
    {
      name: 'malformed JSON',
      method: 'POST',
      url: '/api/articles',
      payload: '{"title": "x",',
      headers: { 'content-type': 'application/json' },
      status: 400,
      message: /^The request body could not be read as JSON/,
    },
    {
      name: 'an unknown field',
      method: 'POST',
      url: '/api/articles',
      payload: { title: 'x', nope: 1 },
      status: 400,
      message: /nope/,
    },
    {
      name: 'an unknown field inside an array row',
      method: 'PATCH',
      url: `/api/articles/:id`,
      payload: { links: [{ label: 'b', bogus: true }] },
      status: 400,
      message: /links\.0\.bogus/,
    },
    {
      name: 'a wrong type',
      method: 'PATCH',
      url: `/api/articles/:id`,
      payload: { views: 'many' },
      status: 400,
      message: /views/,
    },
    {
      name: 'a value below min',
      method: 'PATCH',
      url: `/api/articles/:id`,
      payload: { views: -1 },
      status: 400,
      message: /views/,
    },
    {
      name: 'a missing required field',
      method: 'POST',
      url: '/api/articles',
      payload: { summary: 'no title' },
      status: 400,
      message: /title/,
    },
    {
      name: 'an option not in the list',
      method: 'PATCH',
      url: `/api/articles/:id`,
      payload: { status: 'archived' },
      status: 400,
      message: /status/,
    },
    {
      name: 'too many rows',
      method: 'PATCH',
      url: `/api/articles/:id`,
      payload: { links: [{ label: '1' }, { label: '2' }, { label: '3' }, { label: '4' }] },
      status: 400,
      message: /links/,
    },
    {
      name: 'an unknown block type',
      method: 'PATCH',
      url: `/api/articles/:id`,
      payload: { layout: [{ blockType: 'video' }] },
      status: 400,
      message: /layout/,
    },
    {
      name: 'a relationship to a missing document',
      method: 'PATCH',
      url: `/api/articles/:id`,
      payload: { category: 424242 },
      status: 400,
      message: /category/,
    },
    {
      name: 'a duplicate unique value',
      method: 'PATCH',
      url: `/api/articles/:id`,
      payload: { slug: 'taken' },
      status: 400,
      message: /slug: Another document already uses this value; it must be unique\./,
    },
    {
      name: 'a body that is a list',
      method: 'POST',
      url: '/api/articles',
      payload: [{ title: 'x' }],
      status: 400,
      message: /^The request body must be a JSON object of field values, sent with Content-Type: application\/json\.$/,
    },
    {
      name: 'a form-encoded body',
      method: 'POST',
      url: '/api/articles',
      payload: 'title=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      status: 400,
      message: /^The request body must be a JSON object/,
    },
    {
      name: 'a hook that throws (rolled back, generic 500)',
      method: 'POST',
      url: '/api/articles',
      payload: { title: 'explode in hook' },
      status: 500,
      message: /^Something went wrong, and the cause is not known\.$/,
    },
    {
      name: 'an unknown operator',
      url: '/api/articles?where[title][matches]=x',
      status: 400,
      message: /Unknown operator "matches" on "title"/,
    },
    {
      name: 'an operator that does not fit the field',
      url: '/api/articles?where[title][near]=1,2',
      status: 400,
      message: /"near" cannot be used on "title"/,
    },
    {
      name: 'a where path that does not exist',
      url: '/api/articles?where[author.shoeSize][equals]=9',
      status: 400,
      message: /"shoeSize" is not a field of people/,
    },
    {
      name: 'a field name carrying SQL',
      url: `/api/articles?where[${encodeURIComponent("title') OR 1=1 --")}][equals]=x`,
      status: 400,
      message: /is not a field of articles/,
    },
    {
      name: 'a filter on a hidden field (it would reveal the value)',
      url: '/api/people?where[secretNote][equals]=classified',
      status: 400,
      message: /"secretNote" is not a field of people/,
    },
    {
      name: 'a sort on a hidden field',
      url: '/api/people?sort=secretNote',
      status: 400,
      message: /"secretNote" is not a field of people/,
    },
    {
      name: 'equals on a point (intersects compares points)',
      url: '/api/articles?where[location][equals]=1,2',
      status: 400,
      message: /"equals" cannot be used on "location"\. Allowed: exists, near, within, intersects/,
    },
    {
      name: 'equals on a polymorphic relationship itself',
      url: '/api/articles?where[mention][equals]=1',
      status: 400,
      message: /"equals" cannot be used on "mention"\. Allowed: exists/,
    },
    { name: 'a sort on an unknown field', url: '/api/articles?sort=-nope', status: 400, message: /"nope" is not a field/ },
    {
      name: 'a number filter given text',
      url: '/api/articles?where[views][greater_than]=lots',
      status: 400,
      message: /"lots" is not a number/,
    },
    { name: 'depth=-1', url: '/api/articles?depth=-1', status: 400, message: /depth must be a whole number from 0 to 4/ },
    { name: 'depth=1000', url: '/api/articles?depth=1000', status: 400, message: /depth must be a whole number from 0 to 4/ },
    { name: 'limit=-5', url: '/api/articles?limit=-5', status: 400, message: /limit must be a whole number/ },
    { name: 'page=0', url: '/api/articles?page=0', status: 400, message: /page must be a whole number/ },
    { name: 'malformed JSON where', url: '/api/articles?where={"title":', status: 400, message: /where is not valid JSON/ },
    {
      name: 'a query nested past the depth limit',
      url: '/api/articles?where[and][0][or][0][and][0][title][equals]=x',
      status: 400,
      message: /deeper than 5 levels/,
    },
    {
      name: 'a list past the array limit',
      url: `/api/articles?where[views][in]=${Array.from({ length: 21 }, (_, i) => `&where[views][in][]=${i}`).join('')}`,
      status: 400,
      message: /more than 20 items/,
    },
    {
      name: 'too many parameters',
      url: `/api/articles?${Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join('&')}`,
      status: 400,
      message: /more than 1000 parameters/,
    },
    {
      name: 'an unknown collection',
      url: '/api/nothing-here',
      status: 404,
      message: /There is no collection called "nothing-here"/,
    },
    { name: 'an unknown route', method: 'PATCH', url: '/api/articles/1/2/3', status: 404, message: /Nothing answers PATCH/ },
    {
      name: 'a body over the limit',
      method: 'POST',
      url: '/api/articles',
      payload: { title: 'x'.repeat(70 * 1024) },
      status: 413,
      message: /too large: the limit is 65536 bytes/,
    },
    {
      name: 'writing every locale at once',
      method: 'PATCH',
      url: `/api/articles/:id?locale=all`,
      payload: { byline: 'x' },
      status: 400,
      message: /locale=all cannot be written/,
    },
  ];

  it.each(cases().map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const res = await h.inject({
      method: c.method ?? 'GET',
      url: c.url.replace(':id', String(articleID)),
      payload: c.payload as never,
      headers: c.headers,
    });
    expect(res.statusCode).toBe(c.status);
    const body = res.json();
    expect(Array.isArray(body.errors)).toBe(true);
    const text = [
      body.errors[0].message,
      ...(body.errors[0].data?.errors ?? []).map((e: { path: string; message: string }) => `${e.path}: ${e.message}`),
    ].join(' | ');
    expect(text).toMatch(c.message);
    expect(await dump()).toBe(snapshot);
  });

  it('names every failing field with its path and a translated message', async () => {
    const res = await h.inject({
      method: 'POST',
      url: '/api/articles',
      payload: { views: 'x', status: 'nope' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    const [error] = res.json().errors;
    expect(error.name).toBe('ValidationError');
    expect(error.data.collection).toBe('articles');
    expect(error.data.errors.map((e: { path: string }) => e.path).sort()).toEqual(['status', 'title', 'views']);
    expect(error.data.errors.find((e: { path: string }) => e.path === 'title').message).toBe('Fill in this field.');
  });
});
