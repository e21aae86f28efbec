import { preferencesSlug } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { inputConfig, password, richText } from './inputConfig.ts';

// Regression: NUL (U+0000) and unpaired surrogates answered 500 on PostgreSQL (text and jsonb cannot hold
// them) while SQLite stored them. Atrium refuses them at the door on both, naming where they were.

const nul = 'a\u0000b';
const lone = 'a\ud800b';
const bad = [
  ['NUL', nul],
  ['a lone high surrogate', lone],
  ['a lone low surrogate', 'a\udc00'],
] as const;

/** How an error's path shows a bad character: as its escape, never the character itself. */
const escaped = (text: string) =>
  [...text]
    .map((c) => (c === '\u0000' || /[\ud800-\udfff]/.test(c) ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c))
    .join('');

describe.each(dialects)('NUL and lone surrogates are refused with a 400 naming their path, on %s', (dialect) => {
  let h: Harness;
  let postID: number;
  let headers: { authorization: string };

  /** Everything stored (posts, users, preferences, the global), to prove a refusal changed nothing. */
  const dump = async () => {
    const all = async (collection: string) => (await h.atrium.config.db.find({ collection, limit: 0, pagination: false })).docs;
    return JSON.stringify([
      await all('posts'),
      await all('users'),
      await all(preferencesSlug),
      await h.atrium.config.db.findGlobal({ slug: 'site' }),
    ]);
  };

  /** Sends `body` as JSON text, so the escapes reach the server exactly as a client wrote them. */
  const send = (method: 'POST' | 'PATCH', url: string, body: unknown, auth = true) =>
    h.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...(auth ? headers : {}) },
      payload: JSON.stringify(body),
    });

  const expectRefused = (res: { statusCode: number; body: string; json: () => any }, path: string) => {
    expect(res.statusCode, res.body).toBe(400);
    const [error] = res.json().errors;
    expect(error.name).toBe('BadRequest');
    expect(error.data).toStrictEqual({ path });
    expect(error.message).toBe(
      `${path} holds a NUL character or an unpaired surrogate, which cannot be stored. Remove it and send again.`,
    );
  };

  beforeAll(async () => {
    h = await startAtrium(dialect, inputConfig);
    await h.atrium.create({ collection: 'users', data: { email: 'ada@example.com', password }, overrideAccess: true });
    const login = await h.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'ada@example.com', password } });
    headers = { authorization: `JWT ${login.json().token}` };
    postID = (
      await h.atrium.create({ collection: 'posts', data: { title: 'Kept', links: [{ label: 'l' }], body: richText('x') } })
    ).id as number;
    await h.inject({ method: 'POST', url: `/api/${preferencesSlug}/nav`, headers, payload: { value: { open: true } } });
  });
  afterAll(() => h.close());

  for (const [what, text] of bad) {
    describe(`with ${what}`, () => {
      it('in a where filter, from the query string and from a JSON where', async () => {
        const before = await dump();
        // Percent-encoding carries bytes: NUL reaches a qs where as itself, a lone surrogate only inside a JSON where.
        if (text === nul)
          expectRefused(await h.inject({ url: '/api/posts?where[title][equals]=a%00b' }), 'query.where.title.equals');
        const json = encodeURIComponent(JSON.stringify({ or: [{ title: { like: text } }] }));
        expectRefused(await h.inject({ url: `/api/posts?where=${json}` }), 'query.where.or.0.title.like');
        expectRefused(await h.inject({ url: `/api/posts/count?where=${json}` }), 'query.where.or.0.title.like');
        // A JSON field's value may itself arrive as a JSON string, parsed only when the where is checked.
        const inner = encodeURIComponent(JSON.stringify({ note: text }));
        expectRefused(await h.inject({ url: `/api/posts?where[extra][equals]=${inner}` }), 'where.extra.equals.note');
        expectRefused(await h.inject({ method: 'DELETE', url: `/api/posts?where=${json}` }), 'query.where.or.0.title.like');
        expect(await dump()).toBe(before);
      });

      it('in a login email or password', async () => {
        const before = await dump();
        expectRefused(await send('POST', '/api/users/login', { email: `ada${text}@example.com`, password }, false), 'body.email');
        expectRefused(
          await send('POST', '/api/users/login', { email: 'ada@example.com', password: text }, false),
          'body.password',
        );
        expect(await dump()).toBe(before);
      });

      it('in a document field, on create and on update, and in the path of the request', async () => {
        const before = await dump();
        expectRefused(await send('POST', '/api/posts', { title: text }), 'body.title');
        expectRefused(await send('PATCH', `/api/posts/${postID}`, { title: text }), 'body.title');
        expectRefused(await send('PATCH', '/api/globals/site', { title: text }), 'body.title');
        // A URL carries bytes, so a NUL is what can reach a path parameter (a lone surrogate cannot be percent-encoded).
        expectRefused(await h.inject({ url: `/api/${preferencesSlug}/k%00`, headers }), 'params.key');
        expect(await dump()).toBe(before);
      });

      it('in a list row, in rich text, in JSON and in a key', async () => {
        const before = await dump();
        expectRefused(
          await send('PATCH', `/api/posts/${postID}`, { links: [{ label: 'ok' }, { label: text }] }),
          'body.links.1.label',
        );
        expectRefused(await send('POST', '/api/posts', { body: richText(text) }), 'body.body.root.children.0.children.0.text');
        expectRefused(await send('POST', '/api/posts', { extra: { [`k${text}`]: 1 } }), `body.extra.k${escaped(text)}`);
        expect(await dump()).toBe(before);
      });

      it('in a preference value', async () => {
        const before = await dump();
        expectRefused(
          await send('POST', `/api/${preferencesSlug}/nav`, { value: { columns: ['title', text] } }),
          'body.value.columns.1',
        );
        expect(await dump()).toBe(before);
      });

      it('in form state', async () => {
        const before = await dump();
        const res = await send('POST', '/api/form-state', {
          collection: 'posts',
          operation: 'create',
          data: { title: 'ok', links: [{ label: text }] },
        });
        expectRefused(res, 'body.data.links.0.label');
        expect(await dump()).toBe(before);
      });
    });
  }

  it('still stores text with paired surrogates (emoji) and other control characters', async () => {
    const title = 'Tab\there, bell\u0007, emoji 😀';
    const res = await send('POST', '/api/posts', { title });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().doc.title).toBe(title);
    const found = await h.inject({ url: `/api/posts?where[title][equals]=${encodeURIComponent(title)}` });
    expect(found.json().totalDocs).toBe(1);
  });
});
