import { type Config, createAtrium, passwordWorkDone } from '@atrium/core';
import { postgresAdapter } from '@atrium/db-postgres';
import { sqliteAdapter } from '@atrium/db-sqlite';
import { createServer } from '@atrium/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTestURL } from '../helpers/database.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { createUser, generousLimits, jwt, password, signIn } from './authFixtures.ts';

// Issue 15, item 5: a failed login or a forgot-password for an existing account wrote to the database, which
// emptied the response cache, so the next anonymous read said `miss` where an unknown address left `hit`.

const config: Omit<Config, 'db' | 'secret'> = {
  collections: [
    // Default access: only signed-in users read users (anonymous visitors cannot see account state).
    { slug: 'users', auth: { maxLoginAttempts: 3, lockTime: 60_000 }, fields: [{ name: 'name', type: 'text' }] },
    {
      slug: 'posts',
      access: { read: () => true },
      fields: [
        { name: 'title', type: 'text' },
        { name: 'author', type: 'relationship', relationTo: 'users' },
      ],
    },
  ],
  email: { send: () => {} },
};

const failedLogin = (h: Harness, email: string) =>
  h.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'not the password' } });
const forgot = (h: Harness, email: string) => h.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });

describe.each(dialects)('account bookkeeping is invisible to caches on %s', (dialect) => {
  let h: Harness;
  let admin: { token: string };
  beforeAll(async () => {
    h = await startAtrium(dialect, config, generousLimits);
    const ada = await createUser(h, { email: 'ada@example.com' });
    await createUser(h, { email: 'bob@example.com' });
    await h.atrium.create({ collection: 'posts', data: { title: 'Hello', author: ada.id }, overrideAccess: true });
    admin = await signIn(h, { email: 'ada@example.com' });
  });
  afterAll(() => h.close());

  /** The cache header a repeated read gets. */
  const warm = 'hit';

  it('runs exactly one password verification and no hash for an unknown, a wrong and a locked account', async () => {
    // The unknown name goes first: it used to hash a dummy password on the first such request only.
    for (const email of ['nobody@example.com', 'bob@example.com', 'nobody@example.com']) {
      const before = passwordWorkDone();
      expect((await failedLogin(h, email)).statusCode).toBe(401);
      expect(passwordWorkDone()).toEqual({ hashes: before.hashes, verifications: before.verifications + 1 });
    }
    const locked = await createUser(h, { email: 'carl@example.com' });
    for (let i = 0; i < 3; i++) await failedLogin(h, 'carl@example.com');
    const before = passwordWorkDone();
    const refused = await h.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'carl@example.com', password } });
    expect(refused.statusCode).toBe(401);
    expect(passwordWorkDone()).toEqual({ hashes: before.hashes, verifications: before.verifications + 1 });
    expect(locked.id).toBeDefined();
  });

  it('forgot-password hashes nothing, for a known and for an unknown address', async () => {
    for (const email of ['bob@example.com', 'nobody@example.com']) {
      const before = passwordWorkDone();
      expect((await forgot(h, email)).statusCode).toBe(200);
      expect(passwordWorkDone()).toEqual(before);
    }
  });

  it('keeps an anonymous read warm across failed logins and reset requests, for known and unknown addresses', async () => {
    const first = await h.inject({ url: '/api/posts' });
    const second = await h.inject({ url: '/api/posts' });
    expect(second.headers['x-atrium-cache']).toBe(warm);
    const steps = [
      () => failedLogin(h, 'bob@example.com'),
      () => failedLogin(h, 'nobody@example.com'),
      () => forgot(h, 'bob@example.com'),
      () => forgot(h, 'nobody@example.com'),
    ];
    for (const step of steps) {
      expect([200, 401]).toContain((await step()).statusCode);
      const read = await h.inject({ url: '/api/posts' });
      expect(read.headers['x-atrium-cache']).toBe(warm);
      expect(read.body).toBe(first.body);
      const byID = await h.inject({ url: `/api/posts/${first.json().docs[0].id}` });
      expect(byID.statusCode).toBe(200);
    }
    // The check can fail: an ordinary write does empty the cache.
    await h.atrium.create({ collection: 'posts', data: { title: 'Second' }, overrideAccess: true });
    const after = await h.inject({ url: '/api/posts' });
    expect(after.headers['x-atrium-cache']).toBe('miss');
    expect(after.json().totalDocs).toBe(2);
  });

  it('still shows a reader of users the new failed-login count, and known and unknown addresses alike', async () => {
    const list = () => h.inject({ url: '/api/users?sort=email', headers: jwt(admin.token) });
    const bobOf = (res: { json: () => any }) => res.json().docs.find((u: { email: string }) => u.email === 'bob@example.com');
    await list();
    expect((await list()).headers['x-atrium-cache']).toBe(warm);
    const attempts = bobOf(await list()).loginAttempts;
    await failedLogin(h, 'bob@example.com');
    const after = await list();
    expect(after.headers['x-atrium-cache']).toBe('miss');
    expect(bobOf(after).loginAttempts).toBe(attempts + 1);
    // An unknown address does the same bookkeeping work, so a reader of users cannot tell the two apart either.
    for (const step of [() => forgot(h, 'nobody@example.com'), () => failedLogin(h, 'nobody2@example.com')]) {
      expect((await list()).headers['x-atrium-cache']).toBe(warm);
      await step();
      expect((await list()).headers['x-atrium-cache']).toBe('miss');
    }
  });

  it('stays warm when another server on the same database records a failed login, and notices its content writes', async () => {
    const other = await createAtrium({
      ...config,
      db:
        dialect === 'sqlite'
          ? sqliteAdapter({ filename: h.filename! })
          : postgresAdapter({ connectionString: postgresTestURL(), schema: h.schema }),
      secret: 'another server, another secret',
    });
    const otherApp = await createServer(other, generousLimits);
    try {
      await h.inject({ url: '/api/posts' });
      expect((await h.inject({ url: '/api/posts' })).headers['x-atrium-cache']).toBe('hit');
      for (const email of ['bob@example.com', 'nobody@example.com']) {
        await otherApp.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'wrong one' } });
        await otherApp.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
        expect((await h.inject({ url: '/api/posts' })).headers['x-atrium-cache']).toBe('hit');
      }
      await other.create({ collection: 'posts', data: { title: 'From the other server' }, overrideAccess: true });
      const after = await h.inject({ url: '/api/posts' });
      expect(after.headers['x-atrium-cache']).toBe('miss');
      expect(after.json().docs.map((p: { title: string }) => p.title)).toContain('From the other server');
    } finally {
      await otherApp.close();
      await other.config.db.destroy();
    }
  });
});
