import { randomBytes, randomUUID } from 'node:crypto';
import type { EmailMessage } from '@atrium/core';
import { createRedisStore, type ServerOptions } from '@atrium/server';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, jwtKey, verifyPassword } from '../../packages/core/src/auth/secrets.ts';
import { signToken } from '../../packages/core/src/auth/tokens.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import {
  apiKeyHeader,
  authConfig,
  createUser,
  errorOf,
  generousLimits,
  jwt,
  password,
  rawRow,
  signIn,
  tokenPayload,
} from './authFixtures.ts';

const messages = {
  unauthorized: 'Sign in to do this.',
  emailIncorrect: 'That email address and password do not match an account.',
  usernameIncorrect: 'That username and password do not match an account.',
  locked: 'Too many failed sign-ins have locked this account. Try again later, or ask an administrator to unlock it.',
  expired: 'Your session has ended. Sign in again.',
  tokenInvalid: 'This token cannot be trusted (its signature, algorithm or claims are wrong).',
  revoked: 'This session was closed (by signing out or a password change). Sign in again.',
  accountGone: 'The account this token belonged to has been removed.',
  apiKeyInvalid: 'This API key is unknown or has been replaced.',
  tooMany: 'Too many requests in a short time. Wait a moment and try again.',
  tooLarge: 'The request is too large: the limit is 2097152 bytes.',
  invalidEmail: 'Enter an email address, such as name@example.com.',
};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const redisURL = process.env.ATRIUM_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each(dialects)('attacks on %s: refused with the right answer, nothing changed', (dialect) => {
  const mails: EmailMessage[] = [];
  let h: Harness;
  let admin: { id: number; token: string; cookie: string };
  let victim: { id: number; token: string };
  let mallory: { id: number; token: string };

  beforeAll(async () => {
    h = await startAtrium(dialect, authConfig(mails), generousLimits);
    const a = await createUser(h, { email: 'admin@example.com', name: 'Admin' });
    const v = await createUser(h, { email: 'victim@example.com', name: 'Victim' });
    const m = await createUser(h, { email: 'mallory@example.com', name: 'Mallory' });
    const adminSession = await signIn(h, { email: 'admin@example.com' });
    admin = { id: a.id, token: adminSession.token, cookie: adminSession.cookie };
    victim = { id: v.id, token: (await signIn(h, { email: 'victim@example.com' })).token };
    mallory = { id: m.id, token: (await signIn(h, { email: 'mallory@example.com' })).token };
  });
  afterAll(() => h.close());

  const countOf = async (collection: string) => (await h.atrium.count({ collection, overrideAccess: true })).totalDocs;
  const victimDoc = () => h.atrium.findByID({ collection: 'users', id: victim.id, overrideAccess: true, depth: 0 });
  /** The attack's payload: rename the victim and write a post. */
  const attack = (headers: Record<string, string>) =>
    Promise.all([
      h.inject({ method: 'PATCH', url: `/api/users/${victim.id}`, headers, payload: { name: 'pwned' } }),
      h.inject({ method: 'POST', url: '/api/posts', headers, payload: { title: 'pwned' } }),
    ]);
  /** Both writes refused with 401 and `message`, the victim and the posts as they were. */
  const expectRefused = async (headers: Record<string, string>, message: string) => {
    const posts = await countOf('posts');
    const before = await rawRow(h, 'users', victim.id);
    for (const res of await attack(headers)) {
      expect(res.statusCode, res.body).toBe(401);
      expect(errorOf(res)).toEqual({ name: 'Unauthorized', message });
    }
    expect((await victimDoc()).name).toBe('Victim');
    expect(await rawRow(h, 'users', victim.id)).toEqual(before);
    expect(await countOf('posts')).toBe(posts);
  };

  it('control: the victim’s own token is accepted by the same requests', async () => {
    const me = await h.inject({ url: '/api/users/me', headers: jwt(victim.token) });
    expect(me.json().user.id).toBe(victim.id);
  });

  describe('credentials', () => {
    it('wrong password: 401, no session, no token, hash unchanged', async () => {
      const before = await rawRow(h, 'users', victim.id);
      const res = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'victim@example.com', password: 'password123' },
      });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toEqual({ name: 'Unauthorized', message: messages.emailIncorrect });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.json().token).toBeUndefined();
      const after = await rawRow(h, 'users', victim.id);
      expect(after.sessions).toEqual(before.sessions);
      expect(after.hash).toBe(before.hash);
      // Only the failed attempt is counted; the victim clears it by signing in.
      expect(after.loginAttempts).toBe(1);
      victim.token = (await signIn(h, { email: 'victim@example.com' })).token;
    });

    it('unknown user: the same 401, nothing created', async () => {
      const users = await countOf('users');
      const res = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'nobody@example.com', password: 'password123' },
      });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toEqual({ name: 'Unauthorized', message: messages.emailIncorrect });
      expect(await countOf('users')).toBe(users);
    });

    it('locked account: 401 locked even with the right password, no session', async () => {
      const locked = await createUser(h, { email: 'locked@example.com' });
      for (let i = 0; i < 3; i++)
        await h.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: 'locked@example.com', password: `guess ${i}` },
        });
      const before = await rawRow(h, 'users', locked.id);
      const res = await h.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'locked@example.com', password } });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toEqual({ name: 'Unauthorized', message: messages.locked });
      expect(await rawRow(h, 'users', locked.id)).toEqual(before);
      expect(before.sessions ?? []).toEqual([]);
    });

    it('parallel guesses are all counted: the account ends up locked', async () => {
      const target = await createUser(h, { email: 'parallel@example.com' });
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          h.inject({
            method: 'POST',
            url: '/api/users/login',
            payload: { email: 'parallel@example.com', password: `guess ${i}` },
          }),
        ),
      );
      for (const res of results) expect(res.statusCode).toBe(401);
      const row = await rawRow(h, 'users', target.id);
      expect(row.loginAttempts).toBeGreaterThanOrEqual(3);
      expect(Date.parse(row.lockUntil)).toBeGreaterThan(Date.now());
      const right = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'parallel@example.com', password },
      });
      expect(errorOf(right).message).toBe(messages.locked);
    });

    it('injection-shaped credentials (objects, arrays) are a 400, not a query', async () => {
      for (const payload of [
        { email: { $ne: null }, password: { $ne: null } },
        { email: { like: '%' }, password },
        { email: ['victim@example.com'], password },
        { email: 'victim@example.com', password: { $gt: '' } },
        { email: 'victim@example.com', password: ['x'] },
      ]) {
        const res = await h.inject({ method: 'POST', url: '/api/users/login', payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(errorOf(res).name).toBe('ValidationError');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      expect((await rawRow(h, 'users', victim.id)).loginAttempts).toBe(0);
    });
  });

  describe('forged and stale tokens', () => {
    it('expired token (right signature, live session): 401 expired', async () => {
      const { sid } = tokenPayload(victim.token);
      const { token } = await signToken(
        h.atrium.config.secret,
        { id: victim.id, collection: 'users', sid, email: 'victim@example.com' },
        -60,
      );
      await expectRefused(jwt(token), messages.expired);
      await expectRefused({ authorization: `Bearer ${token}` }, messages.expired);
    });

    it('token signed with another secret, or with the raw server secret instead of the derived key: 401 invalid', async () => {
      const claims = { ...tokenPayload(victim.token) };
      delete claims.iat;
      delete claims.exp;
      for (const key of [randomBytes(32), new TextEncoder().encode(h.atrium.config.secret)]) {
        const token = await new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(key);
        await expectRefused(jwt(token), messages.tokenInvalid);
      }
    });

    it('the right key with another algorithm (HS512): 401 invalid', async () => {
      const claims = { ...tokenPayload(victim.token) };
      delete claims.iat;
      delete claims.exp;
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(jwtKey(h.atrium.config.secret));
      await expectRefused(jwt(token), messages.tokenInvalid);
    });

    it('alg none, with or without a signature: 401 invalid', async () => {
      const [, payload, signature] = victim.token.split('.');
      for (const header of [{ alg: 'none', typ: 'JWT' }, { alg: 'None' }, { alg: 'none' }]) {
        await expectRefused(jwt(`${b64(header)}.${payload}.`), messages.tokenInvalid);
        await expectRefused(jwt(`${b64(header)}.${payload}.${signature}`), messages.tokenInvalid);
      }
      // Mallory's own claims with the victim's id, unsigned.
      const forged = { ...tokenPayload(mallory.token), id: victim.id };
      await expectRefused(jwt(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(forged)}.`), messages.tokenInvalid);
    });

    it('tampered payload (the victim’s id in Mallory’s token, signature kept): 401 invalid', async () => {
      const [header, , signature] = mallory.token.split('.');
      const forged = { ...tokenPayload(mallory.token), id: victim.id };
      await expectRefused(jwt(`${header}.${b64(forged)}.${signature}`), messages.tokenInvalid);
      const asString = { ...tokenPayload(mallory.token), id: String(victim.id) };
      await expectRefused(jwt(`${header}.${b64(asString)}.${signature}`), messages.tokenInvalid);
      // Mallory's untampered token still works, as herself only.
      const me = await h.inject({ url: '/api/users/me', headers: jwt(mallory.token) });
      expect(me.json().user.id).toBe(mallory.id);
    });

    it('correctly signed tokens with a made-up session or a non-auth collection: 401', async () => {
      const secret = h.atrium.config.secret;
      const madeUpSession = await signToken(secret, { id: victim.id, collection: 'users', sid: randomUUID() }, 3600);
      await expectRefused(jwt(madeUpSession.token), messages.revoked);
      const posts = await signToken(secret, { id: victim.id, collection: 'posts', sid: randomUUID() }, 3600);
      await expectRefused(jwt(posts.token), messages.tokenInvalid);
      const unknownCollection = await signToken(secret, { id: victim.id, collection: 'nope', sid: randomUUID() }, 3600);
      await expectRefused(jwt(unknownCollection.token), messages.tokenInvalid);
      await expectRefused(jwt('garbage'), messages.tokenInvalid);
      await expectRefused(jwt(`${victim.token}x`), messages.tokenInvalid);
    });

    it('JWT of a deleted user: 401 no longer exists', async () => {
      const gone = await createUser(h, { email: 'gone@example.com' });
      const { token } = await signIn(h, { email: 'gone@example.com' });
      expect((await h.inject({ url: '/api/posts', headers: jwt(token) })).statusCode).toBe(200);
      await h.atrium.delete({ collection: 'users', id: gone.id, overrideAccess: true });
      await expectRefused(jwt(token), messages.accountGone);
      const me = await h.inject({ url: '/api/users/me', headers: jwt(token) });
      expect(me.statusCode).toBe(401);
      expect(errorOf(me).message).toBe(messages.accountGone);
    });

    it('revoked API key: 401 after the key is regenerated', async () => {
      const oldKey = `mallory-old-key-${randomBytes(12).toString('hex')}`;
      const newKey = `mallory-new-key-${randomBytes(12).toString('hex')}`;
      const enable = await h.inject({
        method: 'PATCH',
        url: `/api/users/${mallory.id}`,
        headers: jwt(mallory.token),
        payload: { enableAPIKey: true, apiKey: oldKey },
      });
      expect(enable.statusCode, enable.body).toBe(200);
      expect((await h.inject({ url: '/api/posts', headers: apiKeyHeader(oldKey) })).statusCode).toBe(200);
      const regenerate = await h.inject({
        method: 'PATCH',
        url: `/api/users/${mallory.id}`,
        headers: jwt(mallory.token),
        payload: { apiKey: newKey },
      });
      expect(regenerate.statusCode).toBe(200);
      await expectRefused(apiKeyHeader(oldKey), messages.apiKeyInvalid);
      await expectRefused(apiKeyHeader(`${newKey}-guess`), messages.apiKeyInvalid);
      await expectRefused(apiKeyHeader(newKey, 'readers'), messages.apiKeyInvalid);
    });

    it('a client cannot write account state (hash, sessions, reset token, API key index, lock)', async () => {
      const before = await rawRow(h, 'users', victim.id);
      const res = await h.inject({
        method: 'PATCH',
        url: `/api/users/${victim.id}`,
        headers: jwt(mallory.token),
        payload: {
          hash: before.hash.replace(/.$/, 'x'),
          sessions: [{ id: 'planted', createdAt: '2020-01-01T00:00:00.000Z', expiresAt: '2999-01-01T00:00:00.000Z' }],
          resetPasswordToken: 'a'.repeat(64),
          resetPasswordExpiration: '2999-01-01T00:00:00.000Z',
          apiKeyIndex: 'b'.repeat(64),
          loginAttempts: 99,
          lockUntil: '2999-01-01T00:00:00.000Z',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = await rawRow(h, 'users', victim.id);
      for (const key of [
        'hash',
        'sessions',
        'resetPasswordToken',
        'resetPasswordExpiration',
        'apiKeyIndex',
        'loginAttempts',
        'lockUntil',
      ])
        expect(after[key] ?? null, key).toEqual(before[key] ?? null);
    });
  });

  describe('the login cookie and other origins (no csrf list: same origin only)', () => {
    it('a cookie sent from another origin is ignored: 401, nothing written', async () => {
      const posts = await countOf('posts');
      for (const headers of [
        { cookie: admin.cookie, origin: 'https://evil.example' },
        { cookie: admin.cookie, origin: 'null' },
        { cookie: admin.cookie, 'sec-fetch-site': 'cross-site' },
        { cookie: admin.cookie, 'sec-fetch-site': 'same-site' },
        { cookie: admin.cookie, origin: 'https://cms.example.evil.example', host: 'cms.example' },
        { cookie: admin.cookie, origin: 'not a url' },
      ]) {
        const res = await h.inject({ method: 'POST', url: '/api/posts', headers, payload: { title: 'csrf' } });
        expect(res.statusCode, JSON.stringify(headers)).toBe(401);
        expect(errorOf(res)).toEqual({ name: 'Unauthorized', message: messages.unauthorized });
        const patch = await h.inject({ method: 'PATCH', url: `/api/users/${victim.id}`, headers, payload: { name: 'csrf' } });
        expect(patch.statusCode).toBe(401);
        const me = await h.inject({ url: '/api/users/me', headers });
        expect(me.json()).toEqual({ user: null });
        const refresh = await h.inject({ method: 'POST', url: '/api/users/refresh-token', headers });
        expect(refresh.statusCode).toBe(401);
        expect(refresh.headers['set-cookie']).toBeUndefined();
      }
      expect(await countOf('posts')).toBe(posts);
      expect((await victimDoc()).name).toBe('Victim');
    });

    it('the same cookie with no Origin, or from the server’s own origin, works', async () => {
      const posts = await countOf('posts');
      const plain = await h.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { cookie: admin.cookie },
        payload: { title: 'a' },
      });
      expect(plain.statusCode, plain.body).toBe(201);
      const sameOrigin = await h.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { cookie: admin.cookie, host: 'cms.example', origin: 'https://cms.example', 'sec-fetch-site': 'same-origin' },
        payload: { title: 'b' },
      });
      expect(sameOrigin.statusCode, sameOrigin.body).toBe(201);
      expect(await countOf('posts')).toBe(posts + 2);
    });

    it('a token in the Authorization header is not subject to the origin check', async () => {
      const res = await h.inject({ url: '/api/users/me', headers: { ...jwt(admin.token), origin: 'https://evil.example' } });
      expect(res.json().user.id).toBe(admin.id);
    });
  });

  describe('oversized and malicious input', () => {
    const huge = 'p'.repeat(10 * 1024 * 1024);

    it('a 10 MB password is a 413 from the body limit, on login and on create; nothing stored', async () => {
      const users = await countOf('users');
      const before = await rawRow(h, 'users', victim.id);
      const login = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'victim@example.com', password: huge },
      });
      expect(login.statusCode).toBe(413);
      expect(errorOf(login)).toEqual({ name: 'PayloadTooLarge', message: messages.tooLarge });
      const create = await h.inject({
        method: 'POST',
        url: '/api/users',
        headers: jwt(admin.token),
        payload: { email: 'huge@example.com', password: huge },
      });
      expect(create.statusCode).toBe(413);
      const reset = await h.inject({ method: 'POST', url: '/api/users/reset-password', payload: { token: 'x', password: huge } });
      expect(reset.statusCode).toBe(413);
      expect(await countOf('users')).toBe(users);
      expect(await rawRow(h, 'users', victim.id)).toEqual(before);
    });

    it('a password over the configured maximum is a 400 on create, and just a wrong password on login', async () => {
      const users = await countOf('users');
      const res = await h.inject({
        method: 'POST',
        url: '/api/users',
        headers: jwt(admin.token),
        payload: { email: 'long@example.com', password: 'x'.repeat(1025) },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).data.errors).toEqual([{ path: 'password', message: 'Use a password of at most 1024 characters.' }]);
      expect(await countOf('users')).toBe(users);
      const login = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'nobody@example.com', password: 'x'.repeat(100_000) },
      });
      expect(login.statusCode).toBe(401);
    });

    it('SQL and HTML in the email: login 401, register 400 on the email field, the table intact', async () => {
      const users = await countOf('users');
      const emails = [
        `"a'; DROP TABLE users;--"@x.io`,
        `' OR 1=1 --`,
        `' OR '1'='1`,
        `admin@example.com' --`,
        `victim@example.com' OR '1'='1`,
        '<script>alert(1)</script>@x.io',
        '"><img src=x onerror=alert(1)>@x.io',
      ];
      for (const email of emails) {
        const login = await h.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
        expect([400, 401], email).toContain(login.statusCode);
        if (login.statusCode === 401) expect(errorOf(login).message).toBe(messages.emailIncorrect);
        const forgot = await h.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
        expect(forgot.statusCode).toBe(200);
        const register = await h.inject({
          method: 'POST',
          url: '/api/users',
          headers: jwt(admin.token),
          payload: { email, password },
        });
        expect(register.statusCode, email).toBe(400);
        expect(errorOf(register).name).toBe('ValidationError');
        expect(errorOf(register).data.errors).toEqual([{ path: 'email', label: 'Email', message: messages.invalidEmail }]);
        const query = await h.inject({
          url: `/api/users?where[email][equals]=${encodeURIComponent(email)}`,
          headers: jwt(admin.token),
        });
        expect(query.statusCode).toBe(200);
        expect(query.json().totalDocs).toBe(0);
      }
      expect(await countOf('users')).toBe(users);
      expect((await rawRow(h, 'users', victim.id)).loginAttempts).toBe(0);
      // The table is intact and still answers.
      await signIn(h, { email: 'admin@example.com' });
    });

    it('quotes that are valid in an address are stored and matched as plain text', async () => {
      const email = "o'brien--@x.io";
      const created = await h.inject({
        method: 'POST',
        url: '/api/users',
        headers: jwt(admin.token),
        payload: { email, password, name: "Robert'); DROP TABLE users;--" },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { user } = await signIn(h, { email: "O'Brien--@x.io" });
      expect(user).toMatchObject({ email, name: "Robert'); DROP TABLE users;--" });
      const wrong = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: "o'brien--@x.io' OR '1'='1", password },
      });
      expect(wrong.statusCode).toBe(401);
    });

    it('SQL in a username: login 401, register 400 on the username field', async () => {
      const members = await countOf('members');
      for (const username of [`alice' OR '1'='1`, `x'; DROP TABLE members;--`, '<b>bold</b>']) {
        const login = await h.inject({ method: 'POST', url: '/api/members/login', payload: { username, password } });
        expect(login.statusCode).toBe(401);
        expect(errorOf(login).message).toBe(messages.usernameIncorrect);
        const register = await h.inject({
          method: 'POST',
          url: '/api/members',
          headers: jwt(admin.token),
          payload: { username, password },
        });
        expect(register.statusCode).toBe(400);
        expect(errorOf(register).data.errors[0]).toMatchObject({
          path: 'username',
          message: 'A username may contain only letters, digits, hyphens, dots and underscores.',
        });
      }
      expect(await countOf('members')).toBe(members);
    });

    it('a duplicate email in another case is refused, so no second account shadows the first', async () => {
      const users = await countOf('users');
      const res = await h.inject({
        method: 'POST',
        url: '/api/users',
        headers: jwt(mallory.token),
        payload: { email: ' VICTIM@Example.com ', password: 'mallory password' },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).data.errors[0]).toMatchObject({
        path: 'email',
        message: 'An account with this email address already exists.',
      });
      expect(await countOf('users')).toBe(users);
      const steal = await h.inject({
        method: 'PATCH',
        url: `/api/users/${mallory.id}`,
        headers: jwt(mallory.token),
        payload: { email: 'Victim@example.com' },
      });
      expect(steal.statusCode).toBe(400);
      expect((await rawRow(h, 'users', mallory.id)).email).toBe('mallory@example.com');
    });

    it('hidden secrets cannot be filtered, sorted or selected on', async () => {
      await h.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: 'victim@example.com' } });
      for (const url of [
        '/api/users?where[hash][like]=argon2',
        '/api/users?where[resetPasswordToken][exists]=true',
        '/api/users?where[or][0][sessions][exists]=true',
        '/api/users?where[apiKeyIndex][exists]=true',
        '/api/users?where[apiKey][exists]=true',
        '/api/users?sort=hash',
        '/api/users?sort=-resetPasswordToken',
        '/api/users/count?where[hash][exists]=true',
        '/api/posts?where[author.hash][exists]=true',
      ]) {
        const res = await h.inject({ url, headers: jwt(admin.token) });
        expect(res.statusCode, url).toBe(400);
        expect(errorOf(res).name).toBe('QueryError');
      }
      const selected = await h.inject({ url: '/api/users?select[hash]=true&select[sessions]=true', headers: jwt(admin.token) });
      expect(selected.statusCode).toBe(200);
      for (const doc of selected.json().docs) expect(Object.keys(doc)).toEqual(['id']);
    });
  });

  describe('responses and timing', () => {
    it('a cached answer for a signed-in reader is never served to an anonymous one', async () => {
      for (let i = 0; i < 2; i++) expect((await h.inject({ url: '/api/posts', headers: jwt(admin.token) })).statusCode).toBe(200);
      const anonymous = await h.inject({ url: '/api/posts' });
      expect(anonymous.statusCode).toBe(401);
      expect(errorOf(anonymous).message).toBe(messages.unauthorized);
    });

    it('an unknown user costs a real argon2 verification, like a wrong password', async () => {
      const stored = await hashPassword('the real password');
      // Nothing but an argon2 hash of the password matches: not a stored plain text, not a missing hash.
      expect(await verifyPassword(stored, 'the real password')).toBe(true);
      expect(await verifyPassword('the real password', 'the real password')).toBe(false);
      expect(await verifyPassword(undefined, '')).toBe(false);
      await verifyPassword(undefined, 'warm-up');
      // The cost is measured in CPU time this process spent (argon2 runs on its thread pool), not in elapsed
      // time: other processes keeping the cores busy stretch the clock but not the work done.
      const cpuMicros = async (check: () => Promise<void>) => {
        const start = process.cpuUsage();
        await check();
        const used = process.cpuUsage(start);
        return used.user + used.system;
      };
      let unknown = 0;
      let wrong = 0;
      for (let i = 0; i < 10; i++) {
        unknown += await cpuMicros(async () => expect(await verifyPassword(undefined, `guess ${i}`)).toBe(false));
        wrong += await cpuMicros(async () => expect(await verifyPassword(stored, `guess ${i}`)).toBe(false));
      }
      const ratio = unknown / wrong;
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    });
  });
});

describe.each(dialects)('origins on %s: csrf list and CORS', (dialect) => {
  let h: Harness;
  let cookie: string;

  beforeAll(async () => {
    h = await startAtrium(
      dialect,
      authConfig([], { csrf: ['https://admin.example'], cors: ['https://app.example'] }),
      generousLimits,
    );
    await createUser(h, { email: 'admin@example.com' });
    cookie = (await signIn(h, { email: 'admin@example.com' })).cookie;
  });
  afterAll(() => h.close());

  const countPosts = async () => (await h.atrium.count({ collection: 'posts', overrideAccess: true })).totalDocs;

  it('a listed origin may use the cookie; any other origin may not', async () => {
    const posts = await countPosts();
    const listed = await h.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { cookie, origin: 'https://admin.example' },
      payload: { title: 'from the admin' },
    });
    expect(listed.statusCode, listed.body).toBe(201);
    for (const origin of [
      'https://evil.example',
      'http://admin.example',
      'https://admin.example.evil.example',
      'https://app.example',
    ]) {
      const res = await h.inject({ method: 'POST', url: '/api/posts', headers: { cookie, origin }, payload: { title: origin } });
      expect(res.statusCode, origin).toBe(401);
      expect(errorOf(res).message).toBe(messages.unauthorized);
    }
    expect(await countPosts()).toBe(posts + 1);
  });

  it('a CORS preflight from an allowed origin gets the allow headers with credentials; others get none', async () => {
    const preflight = (origin: string) =>
      h.inject({
        method: 'OPTIONS',
        url: '/api/posts',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    const allowed = await preflight('https://app.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const other = await preflight('https://evil.example');
    // Without a matching allow-origin the browser refuses the call (the plugin still sends allow-credentials).
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const read = await h.inject({ url: '/api/users/init', headers: { origin: 'https://app.example' } });
    expect(read.headers['access-control-allow-origin']).toBe('https://app.example');
    const evilRead = await h.inject({ url: '/api/users/init', headers: { origin: 'https://evil.example' } });
    expect(evilRead.headers['access-control-allow-origin']).toBeUndefined();
  });
});

const limits = {
  login: { max: 3, windowMs: 60_000 },
  firstRegister: { max: 2, windowMs: 60_000 },
  forgotPassword: { max: 2, windowMs: 60_000 },
  resetPassword: { max: 2, windowMs: 60_000 },
  apiKeyFailures: { max: 3, windowMs: 60_000 },
};

const stores: { name: string; options: () => ServerOptions }[] = [
  { name: 'memory', options: () => ({ rateLimit: { rules: limits } }) },
  {
    name: 'redis',
    // Redis keeps counters across runs: a prefix per run keeps runs (and the two dialects) apart.
    options: () => ({
      rateLimit: { rules: limits, store: createRedisStore(redisURL, { prefix: `atrium-test:${randomUUID()}:` }) },
    }),
  },
];

describe.each(dialects)('rate limits on %s', (dialect) => {
  describe.each(stores)('counted in $name', ({ options }) => {
    const mails: EmailMessage[] = [];
    const key = `rate-limit-key-${randomBytes(12).toString('hex')}`;
    let h: Harness;
    let user: { id: number };
    let token: string;

    beforeAll(async () => {
      h = await startAtrium(dialect, authConfig(mails), options());
      user = await createUser(h, { email: 'user@example.com', enableAPIKey: true, apiKey: key });
      const res = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'user@example.com', password },
        remoteAddress: '10.9.9.9',
      });
      token = res.json().token;
    });
    afterAll(() => h.close());

    const expectTooMany = (res: { statusCode: number; headers: Record<string, unknown>; json: () => any }) => {
      expect(res.statusCode).toBe(429);
      expect(errorOf(res)).toEqual({ name: 'TooManyRequests', message: messages.tooMany });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    };

    it('login: over the limit a right password gets 429 too, with no session; other IPs are not affected', async () => {
      const ip = '10.1.0.1';
      for (let i = 0; i < 3; i++) {
        const res = await h.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: `nobody${i}@example.com`, password },
          remoteAddress: ip,
        });
        expect(res.statusCode).toBe(401);
      }
      const before = await rawRow(h, 'users', user.id);
      const blocked = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'user@example.com', password },
        remoteAddress: ip,
      });
      expectTooMany(blocked);
      expect(blocked.headers['set-cookie']).toBeUndefined();
      // X-Forwarded-For is not trusted by default, so it cannot buy a fresh allowance.
      const spoofed = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'user@example.com', password },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expectTooMany(spoofed);
      expect(await rawRow(h, 'users', user.id)).toEqual(before);
      const elsewhere = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'user@example.com', password },
        remoteAddress: '10.1.0.2',
      });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('forgot-password: limited, and no mail goes out over the limit', async () => {
      const sent = mails.length;
      for (let i = 0; i < 2; i++) {
        const res = await h.inject({
          method: 'POST',
          url: '/api/users/forgot-password',
          payload: { email: 'user@example.com' },
          remoteAddress: '10.2.0.1',
        });
        expect(res.statusCode).toBe(200);
      }
      expect(mails.length).toBe(sent + 2);
      const blocked = await h.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: 'user@example.com' },
        remoteAddress: '10.2.0.1',
      });
      expectTooMany(blocked);
      expect(mails.length).toBe(sent + 2);
    });

    it('first-register and reset-password: limited', async () => {
      const users = (await h.atrium.count({ collection: 'users', overrideAccess: true })).totalDocs;
      for (let i = 0; i < 2; i++) {
        const res = await h.inject({
          method: 'POST',
          url: '/api/users/first-register',
          payload: { email: `first${i}@example.com`, password },
          remoteAddress: '10.4.0.1',
        });
        expect(res.statusCode).toBe(403);
      }
      expectTooMany(
        await h.inject({
          method: 'POST',
          url: '/api/users/first-register',
          payload: { email: 'first@example.com', password },
          remoteAddress: '10.4.0.1',
        }),
      );
      expect((await h.atrium.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(users);
      for (let i = 0; i < 2; i++) {
        const res = await h.inject({
          method: 'POST',
          url: '/api/users/reset-password',
          payload: { token: `guess-${i}`, password: 'new password 1' },
          remoteAddress: '10.5.0.1',
        });
        expect(res.statusCode).toBe(403);
      }
      expectTooMany(
        await h.inject({
          method: 'POST',
          url: '/api/users/reset-password',
          payload: { token: 'guess-3', password: 'new password 1' },
          remoteAddress: '10.5.0.1',
        }),
      );
    });

    it('API keys: after N bad keys from one IP even a good key gets 429; good keys are not counted', async () => {
      for (let i = 0; i < 5; i++) {
        const res = await h.inject({ url: '/api/posts', headers: apiKeyHeader(key), remoteAddress: '10.3.0.3' });
        expect(res.statusCode).toBe(200);
      }
      for (let i = 0; i < 3; i++) {
        const res = await h.inject({
          url: '/api/posts',
          headers: apiKeyHeader(`wrong-key-${i}-0123456789`),
          remoteAddress: '10.3.0.1',
        });
        expect(res.statusCode).toBe(401);
        expect(errorOf(res).message).toBe(messages.apiKeyInvalid);
      }
      expectTooMany(await h.inject({ url: '/api/posts', headers: apiKeyHeader(key), remoteAddress: '10.3.0.1' }));
      const write = await h.inject({
        method: 'POST',
        url: '/api/posts',
        headers: apiKeyHeader(key),
        payload: { title: 'blocked' },
        remoteAddress: '10.3.0.1',
      });
      expectTooMany(write);
      expect((await h.atrium.count({ collection: 'posts', overrideAccess: true })).totalDocs).toBe(0);
      // A JWT from the same IP, and the key from another IP, still work.
      expect((await h.inject({ url: '/api/posts', headers: jwt(token), remoteAddress: '10.3.0.1' })).statusCode).toBe(200);
      expect((await h.inject({ url: '/api/posts', headers: apiKeyHeader(key), remoteAddress: '10.3.0.2' })).statusCode).toBe(200);
    });
  });
});
