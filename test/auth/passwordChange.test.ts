import type { EmailMessage } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { authConfig, createUser, generousLimits, jwt, signIn } from './authFixtures.ts';

describe.each(dialects)('changing a password (%s)', (dialect) => {
  let h: Harness;
  const mails: EmailMessage[] = [];

  beforeAll(async () => {
    h = await startAtrium(dialect, authConfig(mails), generousLimits);
  });
  afterAll(() => h.close());

  it('keeps the session that made the change and ends every other one', async () => {
    const user = await createUser(h, { email: 'kim@example.com' });
    const laptop = await signIn(h, { email: 'kim@example.com' });
    const phone = await signIn(h, { email: 'kim@example.com' });
    const changed = await h.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: jwt(laptop.token),
      payload: { password: 'a brand new passphrase' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await h.inject({ method: 'GET', url: '/api/posts', headers: jwt(laptop.token) })).statusCode).toBe(200);
    const stale = await h.inject({ method: 'GET', url: '/api/posts', headers: jwt(phone.token) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().errors[0].message).toMatch(/This session was closed/);
    const old = await h.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'kim@example.com', password: 'correct horse battery' },
    });
    expect(old.statusCode).toBe(401);
    await signIn(h, { email: 'kim@example.com', password: 'a brand new passphrase' });
  });

  it('ends all of a user’s sessions when someone else sets their password', async () => {
    const admin = await createUser(h, { email: 'root@example.com' });
    const user = await createUser(h, { email: 'lee@example.com' });
    const lee = await signIn(h, { email: 'lee@example.com' });
    const root = await signIn(h, { email: 'root@example.com' });
    expect(admin.id).not.toBe(user.id);
    const changed = await h.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: jwt(root.token),
      payload: { password: 'set by an administrator' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await h.inject({ method: 'GET', url: '/api/posts', headers: jwt(lee.token) })).statusCode).toBe(401);
    expect((await h.inject({ method: 'GET', url: '/api/posts', headers: jwt(root.token) })).statusCode).toBe(200);
  });

  it('leaves sessions alone when the password does not change', async () => {
    const user = await createUser(h, { email: 'max@example.com' });
    const max = await signIn(h, { email: 'max@example.com' });
    const other = await signIn(h, { email: 'max@example.com' });
    const renamed = await h.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: jwt(max.token),
      payload: { name: 'Max' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await h.inject({ method: 'GET', url: '/api/posts', headers: jwt(other.token) })).statusCode).toBe(200);
  });
});
