import type { Config } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { apiKeyHeader, createUser, errorOf, generousLimits, password } from './authFixtures.ts';

// Issue 15, item 12: five failed password sign-ins also locked the account's API key, and `Authorization: JWT`
// (or `Bearer`) without a token was served as an anonymous visitor instead of refused.

const config: Omit<Config, 'db' | 'secret'> = {
  collections: [
    // The default lock: five failed sign-ins.
    { slug: 'users', auth: { useAPIKey: true }, fields: [] },
    { slug: 'posts', access: { read: () => true }, fields: [{ name: 'title', type: 'text' }] },
    { slug: 'notes', fields: [{ name: 'text', type: 'text' }] },
  ],
};

const messages = {
  notProvided: 'No session came with this request: sign in first.',
  invalid: 'This token cannot be trusted (its signature, algorithm or claims are wrong).',
  locked: 'Too many failed sign-ins have locked this account. Try again later, or ask an administrator to unlock it.',
};

describe.each(dialects)('credentials on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAtrium(dialect, config, generousLimits);
  });
  afterAll(() => h.close());

  it('refuses a token scheme that carries no token with 401, even on a public read', async () => {
    for (const authorization of ['JWT', 'Bearer', 'jwt   ', 'BEARER\t']) {
      for (const url of ['/api/posts', '/api/users/me']) {
        const res = await h.inject({ url, headers: { authorization } });
        expect(res.statusCode, `${JSON.stringify(authorization)} on ${url}`).toBe(401);
        expect(errorOf(res)).toEqual({ name: 'Unauthorized', message: messages.notProvided });
      }
    }
    const twoTokens = await h.inject({ url: '/api/posts', headers: { authorization: 'JWT one two' } });
    expect(twoTokens.statusCode).toBe(401);
    expect(errorOf(twoTokens)).toEqual({ name: 'Unauthorized', message: messages.invalid });
    // No header at all is still an anonymous visitor.
    expect((await h.inject({ url: '/api/posts' })).statusCode).toBe(200);
  });

  it('five failed sign-ins lock password sign-in but not the account API key', async () => {
    const key = 'integration-key-0123456789abcdef';
    const user = await createUser(h, { email: 'robot@example.com', enableAPIKey: true, apiKey: key });
    const withKey = () => h.inject({ url: '/api/notes', headers: apiKeyHeader(key) });
    expect((await withKey()).statusCode).toBe(200);

    for (let i = 0; i < 5; i++) {
      const guess = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'robot@example.com', password: `guess ${i}` },
      });
      expect(guess.statusCode).toBe(401);
    }
    const signIn = await h.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'robot@example.com', password } });
    expect(signIn.statusCode).toBe(401);
    expect(errorOf(signIn).message).toBe(messages.locked);

    const read = await withKey();
    expect(read.statusCode, read.body).toBe(200);
    const me = await h.inject({ url: '/api/users/me', headers: apiKeyHeader(key) });
    expect(me.json()).toMatchObject({ user: { id: user.id, email: 'robot@example.com' }, strategy: 'api-key' });
    const write = await h.inject({
      method: 'POST',
      url: '/api/notes',
      headers: apiKeyHeader(key),
      payload: { text: 'still here' },
    });
    expect(write.statusCode, write.body).toBe(201);
  });
});
