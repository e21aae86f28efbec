import type { EmailMessage } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { authConfig, createUser, errorOf, generousLimits, jwt, password, rawRow, signIn } from './authFixtures.ts';

/** Findings of the security review of the auth work, each kept from coming back. */
describe.each(dialects)('auth hardening on %s', (dialect) => {
  let h: Harness;
  const mails: EmailMessage[] = [];

  beforeAll(async () => {
    h = await startAtrium(
      dialect,
      authConfig(mails, {
        collections: [
          {
            slug: 'users',
            auth: { useAPIKey: true, maxLoginAttempts: 3, lockTime: 60_000 },
            fields: [
              { name: 'name', type: 'text' },
              { name: 'flags', type: 'group', fields: [{ name: 'banned', type: 'checkbox', hidden: true }] },
            ],
          },
          {
            slug: 'posts',
            access: { create: ({ req }) => !!req.user && !(req.user.flags as { banned?: boolean } | undefined)?.banned },
            fields: [{ name: 'title', type: 'text' }],
          },
        ],
      }),
      generousLimits,
    );
  });
  afterAll(() => h.close());

  const login = (email: string, pass: string) =>
    h.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: pass } });

  it('answers an unknown name like a real account once it has failed as often: no lock message gives accounts away', async () => {
    await createUser(h, { email: 'real@example.com' });
    const real: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < 4; i++) {
      real.push(errorOf(await login('real@example.com', 'wrong guess!')).message);
      unknown.push(errorOf(await login('nobody@example.com', 'wrong guess!')).message);
    }
    expect(unknown).toEqual(real);
    expect(real[3]).toMatch(/locked/);
  });

  it('refuses to hash a password for a caller without update access, before any work', async () => {
    const user = await createUser(h, { email: 'target@example.com' });
    const before = await rawRow(h, 'users', user.id);
    for (const url of [`/api/users/${user.id}`, `/api/users?where[id][equals]=${user.id}`]) {
      const res = await h.inject({ method: 'PATCH', url, payload: { password: 'hijacked password' } });
      expect(res.statusCode).toBe(401);
    }
    expect((await rawRow(h, 'users', user.id)).hash).toBe(before.hash);
  });

  it('keeps the remembered user intact when me reads it (hidden fields inside groups stay for access checks)', async () => {
    const user = await createUser(h, { email: 'banned@example.com' });
    await h.atrium.update({ collection: 'users', id: user.id, data: { flags: { banned: true } }, overrideAccess: true });
    const { token } = await signIn(h, { email: 'banned@example.com' });
    const post = () => h.inject({ method: 'POST', url: '/api/posts', headers: jwt(token), payload: { title: 'spam' } });
    expect((await post()).statusCode).toBe(403);
    const me = await h.inject({ method: 'GET', url: '/api/users/me', headers: jwt(token) });
    expect(me.json().user.flags).toEqual({});
    expect((await post()).statusCode).toBe(403);
  });

  it('does not let another site sign a visitor out', async () => {
    await createUser(h, { email: 'visitor@example.com' });
    const { cookie } = await signIn(h, { email: 'visitor@example.com' });
    const crossSite = await h.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.headers['set-cookie']).toBeUndefined();
    const sameSite = await h.inject({ method: 'POST', url: '/api/users/logout', headers: { cookie } });
    expect(sameSite.statusCode).toBe(200);
    expect(String(sameSite.headers['set-cookie'])).toMatch(/Max-Age=0/);
  });

  it('marks answers that carry tokens as not to be stored', async () => {
    await createUser(h, { email: 'cache@example.com' });
    const res = await login('cache@example.com', password);
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await h.inject({ method: 'GET', url: '/api/users/me', headers: jwt(res.json().token) });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('does not refresh a sign-in older than maxSessionAge (30 days by default)', async () => {
    const user = await createUser(h, { email: 'forever@example.com' });
    const { token } = await signIn(h, { email: 'forever@example.com' });
    const refresh = () => h.inject({ method: 'POST', url: '/api/users/refresh-token', headers: jwt(token) });
    expect((await refresh()).statusCode).toBe(200);
    // The same session, signed in 31 days ago and kept alive by refreshing since.
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...data } = await rawRow(h, 'users', user.id);
    const monthAgo = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
    data.sessions = data.sessions.map((s: Record<string, unknown>) => ({ ...s, createdAt: monthAgo }));
    await h.atrium.config.db.updateOne({ collection: 'users', id: user.id, data });
    const refused = await refresh();
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).message).toBe('This sign-in is too old to renew. Sign in again.');
  });

  it('voids an outstanding reset link when the password or the email changes', async () => {
    for (const change of [{ password: 'changed meanwhile' }, { email: 'moved@example.com' }]) {
      const email = `reset-${Object.keys(change)[0]}@example.com`;
      const user = await createUser(h, { email });
      const sent = mails.length;
      await h.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
      const token = /reset\/(\S+)/.exec(mails[sent].text)![1];
      const patched = await h.atrium.update({ collection: 'users', id: user.id, data: change, overrideAccess: true });
      expect(patched.id).toBe(user.id);
      const reset = await h.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { token, password: 'taken over account' },
      });
      expect(reset.statusCode).toBe(403);
    }
  });
});
