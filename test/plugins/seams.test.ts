import { buildConfig, type CollectionConfig, clientConfig, type GlobalConfig, type Plugin } from '@atrium/core';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminConfig, type SignedIn, signUp } from '../admin-api/adminApiFixtures.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

// The plugin seams: endpoints on the config, a collection and a global (mounted by the server), and `admin.custom`
// reaching the client config while the top-level `custom` stays on the server.

const notes: CollectionConfig = {
  slug: 'notes',
  access: { read: () => true, create: () => true },
  admin: { custom: { badge: 'beta' } },
  custom: { secretish: 'server only' },
  fields: [{ name: 'title', type: 'text', admin: { custom: { hint: 'short' } }, custom: { internal: 1 } }],
  endpoints: [
    {
      path: '/:id/shout',
      method: 'get',
      handler: async (req) => {
        const note = await req.payload.findByID({ collection: 'notes', id: req.routeParams.id as string, req });
        const times = Number(req.searchParams.get('times') ?? '1');
        return Response.json({ shout: String(note.title).toUpperCase().repeat(times) });
      },
    },
  ],
};
const site: GlobalConfig = {
  slug: 'site',
  fields: [{ name: 'title', type: 'text' }],
  endpoints: [{ path: '/ping', method: 'delete', handler: () => new Response(null, { status: 204 }) }],
};

/** A plugin as Payload's: config in, config out, adding a root endpoint and a client value. */
const echoPlugin: Plugin = (config) => ({
  ...config,
  admin: { ...config.admin, custom: { echo: { enabled: true } } },
  endpoints: [
    ...(config.endpoints ?? []),
    {
      path: '/echo/:word',
      method: 'post',
      handler: async (req) => {
        const body = (await req.json()) as { extra?: string };
        return new Response(`${req.routeParams.word}:${body.extra}:${req.user ? 'signed in' : 'anonymous'}`, {
          status: 201,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'x-echo': 'yes' },
        });
      },
    },
  ],
});

describe.each(dialects)('plugin seams on %s', (dialect) => {
  let h: Harness;
  let alice: SignedIn;
  let note: number;

  beforeAll(async () => {
    h = await startAtrium(dialect, adminConfig({ collections: [notes], globals: [site], plugins: [echoPlugin] }));
    alice = await signUp(h, 'alice@example.com', 'users', { role: 'admin' });
    note = (await h.atrium.create({ collection: 'notes', data: { title: 'hey' } })).id as number;
  });
  afterAll(() => h.close());

  it('mounts a config endpoint at /api{path} with the body, the path parameters and the caller', async () => {
    const res = await h.inject({ method: 'POST', url: '/api/echo/hello', headers: alice.headers, payload: { extra: 'x' } });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-echo']).toBe('yes');
    expect(res.body).toBe('hello:x:signed in');
    const anonymous = await h.inject({ method: 'POST', url: '/api/echo/bye', payload: { extra: 'y' } });
    expect(anonymous.body).toBe('bye:y:anonymous');
    // Only the declared method.
    expect((await h.inject({ method: 'GET', url: '/api/echo/hello' })).statusCode).toBe(404);
  });

  it('mounts a collection endpoint at /api/{slug}{path} with the Local API and the query', async () => {
    const res = await h.inject({ method: 'GET', url: `/api/notes/${note}/shout?times=2` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ shout: 'HEYHEY' });
    // An API error thrown by the handler is answered as any route's.
    const missing = await h.inject({ method: 'GET', url: '/api/notes/999999/shout' });
    expect(missing.statusCode).toBe(404);
    // The built-in routes are untouched.
    expect((await h.inject({ method: 'GET', url: `/api/notes/${note}` })).json()).toMatchObject({ title: 'hey' });
  });

  it('mounts a global endpoint at /api/globals/{slug}{path}', async () => {
    const res = await h.inject({ method: 'DELETE', url: '/api/globals/site/ping' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('sends admin.custom to the client config and keeps the top-level custom on the server', () => {
    const client = clientConfig(h.atrium.config) as any;
    expect(client.admin.custom).toEqual({ echo: { enabled: true } });
    const collection = client.collections.find((c: any) => c.slug === 'notes');
    expect(collection.admin.custom).toEqual({ badge: 'beta' });
    expect(collection).not.toHaveProperty('custom');
    expect(collection).not.toHaveProperty('endpoints');
    const title = collection.fields.find((f: any) => f.name === 'title');
    expect(title.admin).toEqual({ custom: { hint: 'short' } });
    expect(title).not.toHaveProperty('custom');
    expect(JSON.stringify(client)).not.toContain('server only');
  });
});

describe('endpoint config checks', () => {
  const db = sqliteAdapter({ filename: ':memory:' });
  const secret = 'a-test-secret-of-enough-length';
  it('refuses an endpoint without a leading slash, with an unknown method or without a handler', async () => {
    const handler = () => new Response('');
    await expect(buildConfig({ db, secret, endpoints: [{ path: 'x', method: 'get', handler }] })).rejects.toThrow(
      'endpoints[0].path must start with "/"',
    );
    await expect(
      buildConfig({
        db,
        secret,
        collections: [{ slug: 'a', fields: [], endpoints: [{ path: '/x', method: 'head' as 'get', handler }] }],
      }),
    ).rejects.toThrow('collection "a": endpoints[0].method must be one of get, post, put, patch, delete');
    await expect(
      buildConfig({ db, secret, globals: [{ slug: 'g', fields: [], endpoints: [{ path: '/x', method: 'get' } as never] }] }),
    ).rejects.toThrow('global "g": endpoints[0].handler must be a function');
  });
});
