import { randomBytes } from 'node:crypto';
import type { ServerOptions } from '@atrium/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { httpConfig } from './config.ts';

const password = 'correct horse battery';
const email = 'reader@example.com';
const apiKey = randomBytes(24).toString('hex');

async function start(dialect: (typeof dialects)[number], serverURL?: string, options?: ServerOptions): Promise<Harness> {
  const h = await startAtrium(dialect, { ...httpConfig, serverURL }, options);
  await h.atrium.create({
    collection: 'users',
    data: { email, password, enableAPIKey: true, apiKey },
    overrideAccess: true,
  });
  await h.atrium.create({ collection: 'articles', data: { title: 'Public' } });
  await h.atrium.create({ collection: 'notes', data: { title: 'Private' }, overrideAccess: true });
  return h;
}

/** The login's `Set-Cookie`, split into its attributes. */
async function loginCookie(h: Harness, headers: Record<string, string> = {}): Promise<string[]> {
  const res = await h.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, headers });
  expect(res.statusCode, res.body).toBe(200);
  return String(res.headers['set-cookie'])
    .split(';')
    .map((part) => part.trim());
}

describe.each(dialects)('response headers on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await start(dialect);
  });
  afterAll(() => h.close());

  it('answers every API response, errors included, with X-Content-Type-Options: nosniff', async () => {
    for (const url of ['/api/articles', '/api/notes', '/api/nothing-here', '/api/articles?where[nope][equals]=1']) {
      const res = await h.inject({ method: 'GET', url });
      expect({ url, nosniff: res.headers['x-content-type-options'] }).toEqual({ url, nosniff: 'nosniff' });
    }
  });

  it('marks reads by a signed-in caller private and not to be stored, by cookie, JWT or API key', async () => {
    const login = await h.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
    const { token } = login.json();
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const callers: Record<string, Record<string, string>> = {
      cookie: { cookie },
      jwt: { authorization: `JWT ${token}` },
      bearer: { authorization: `Bearer ${token}` },
      'api key': { authorization: `users API-Key ${apiKey}` },
    };
    for (const [caller, headers] of Object.entries(callers)) {
      for (const url of ['/api/articles', '/api/notes', '/api/articles/count', '/api/users/me', '/api/access']) {
        const res = await h.inject({ method: 'GET', url, headers });
        // The auth routes already answered `no-store`, which says the same.
        const stored = /^(private, )?no-store$/.test(String(res.headers['cache-control']));
        expect({ caller, url, status: res.statusCode, stored }).toEqual({ caller, url, status: 200, stored: true });
      }
    }
  });

  it('leaves anonymous reads as cacheable as they were', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/articles' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe.each(dialects)('the login cookie on %s is Secure when the site is served over HTTPS', (dialect) => {
  const servers: Harness[] = [];
  const serve = async (serverURL?: string, options?: ServerOptions) => {
    const h = await start(dialect, serverURL, options);
    servers.push(h);
    return h;
  };
  afterAll(async () => {
    for (const h of servers) await h.close();
  });

  it('is Secure when serverURL is an https address', async () => {
    expect(await loginCookie(await serve('https://cms.example.com'))).toContain('Secure');
  });

  it('is not Secure on a plain http site', async () => {
    expect(await loginCookie(await serve('http://localhost:3000'))).not.toContain('Secure');
    expect(await loginCookie(await serve())).not.toContain('Secure');
  });

  it('ignores X-Forwarded-Proto without a trusted proxy', async () => {
    const h = await serve();
    const plain = await loginCookie(h);
    const forwarded = await loginCookie(h, { 'x-forwarded-proto': 'https' });
    expect(forwarded).not.toContain('Secure');
    // Nothing else in the answer moved either (only the token and its dates differ from one login to the next).
    const attributes = (cookie: string[]) => cookie.slice(1).filter((part) => !/^(Max-Age|Expires)=/.test(part));
    expect(attributes(forwarded)).toEqual(attributes(plain));
  });

  it('honours X-Forwarded-Proto from a trusted proxy', async () => {
    const h = await serve(undefined, { trustProxy: '127.0.0.1' });
    expect(await loginCookie(h, { 'x-forwarded-proto': 'https' })).toContain('Secure');
    expect(await loginCookie(h, { 'x-forwarded-proto': 'http' })).not.toContain('Secure');
    expect(await loginCookie(h)).not.toContain('Secure');
  });

  it('is Secure on sign-out and refresh too', async () => {
    const h = await serve(undefined, { trustProxy: ['127.0.0.1'] });
    const login = await h.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const headers = { cookie, 'x-forwarded-proto': 'https' };
    const refresh = await h.inject({ method: 'POST', url: '/api/users/refresh-token', headers });
    expect(refresh.statusCode, refresh.body).toBe(200);
    expect(String(refresh.headers['set-cookie']).split('; ')).toContain('Secure');
    const logout = await h.inject({ method: 'POST', url: '/api/users/logout', headers });
    expect(String(logout.headers['set-cookie']).split('; ')).toContain('Secure');
  });
});
