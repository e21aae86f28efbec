import type { EmailMessage } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import {
  apiKeyHeader,
  authConfig,
  createUser,
  errorOf,
  expectNoSecrets,
  generousLimits,
  jwt,
  password,
  rawRow,
  signIn,
  tokenPayload,
} from './authFixtures.ts';

/** The users collection's session lifetime in seconds (the default `tokenExpiration`). */
const tokenLifetime = 7200;

const messages = {
  unauthorized: 'Sign in to do this.',
  emailIncorrect: 'That email address and password do not match an account.',
  usernameIncorrect: 'That username and password do not match an account.',
  locked: 'Too many failed sign-ins have locked this account. Try again later, or ask an administrator to unlock it.',
  revoked: 'This session was closed (by signing out or a password change). Sign in again.',
  tokenInvalid: 'This token cannot be trusted (its signature, algorithm or claims are wrong).',
  apiKeyInvalid: 'This API key is unknown or has been replaced.',
  resetInvalid: 'This link is no longer valid. Ask for a new one.',
  verifyInvalid: 'This confirmation link is not valid or was already used.',
  unverified: 'Confirm your email address before signing in.',
  forgotSent: 'If an account uses that address, a link to reset its password is on its way.',
};

/** The token of the last mail whose link has `path` (`/reset/` or `/readers/verify/`). */
function mailedToken(mails: EmailMessage[], to: string, path: string): string {
  const mail = mails.filter((m) => m.to === to).at(-1);
  expect(mail, `a mail to ${to}`).toBeDefined();
  const match = new RegExp(`${path}([A-Za-z0-9_-]+)`).exec(mail!.text);
  expect(match, mail!.text).not.toBeNull();
  return match![1];
}

/** Resolves once the clock has passed a stored timestamp (a lock's or a link's end), however busy the machine. */
async function waitUntilPast(timestamp: string): Promise<void> {
  const end = Date.parse(timestamp);
  expect(end, timestamp).not.toBeNaN();
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(end), { timeout: 10_000, interval: 20 });
}

describe.each(dialects)('auth routes on %s', (dialect) => {
  const mails: EmailMessage[] = [];
  let h: Harness;
  let admin: { id: number; token: string };

  beforeAll(async () => {
    h = await startAtrium(dialect, authConfig(mails), generousLimits);
  });
  afterAll(() => h.close());

  const countUsers = (collection = 'users') => h.atrium.count({ collection, overrideAccess: true }).then((r) => r.totalDocs);

  describe('first user', () => {
    it('init is false, first-register signs the first user in with an HttpOnly cookie, then init is true', async () => {
      const before = await h.inject({ url: '/api/users/init' });
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({ initialized: false });

      const issuedFrom = Math.floor(Date.now() / 1000);
      const res = await h.inject({
        method: 'POST',
        url: '/api/users/first-register',
        payload: { email: 'Admin@Example.com', password, name: 'Ada' },
      });
      const issuedBy = Math.ceil(Date.now() / 1000);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['exp', 'message', 'token', 'user']);
      expect(body.message).toBe('Welcome! Your account is ready and you are signed in.');
      expect(body.user).toMatchObject({ email: 'admin@example.com', name: 'Ada', collection: 'users', loginAttempts: 0 });
      expect(typeof body.token).toBe('string');
      // The token lives the configured two hours from when it was issued; however slow the request, the bounds
      // are taken around it, so no wall-clock tolerance is needed (a loaded machine once saw Max-Age=7199).
      expect(body.exp).toBeGreaterThanOrEqual(issuedFrom + tokenLifetime);
      expect(body.exp).toBeLessThanOrEqual(issuedBy + tokenLifetime);
      expectNoSecrets(res.body);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^atrium-token=[\w.-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Expires=/);
      const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
      expect(maxAge).toBeGreaterThanOrEqual(body.exp - issuedBy);
      expect(maxAge).toBeLessThanOrEqual(tokenLifetime);
      expect(Date.parse(/Expires=([^;]+)/.exec(cookie)![1]) / 1000).toBe(body.exp);
      expect(cookie.split(';')[0]).toBe(`atrium-token=${body.token}`);
      admin = { id: body.user.id, token: body.token };

      const after = await h.inject({ url: '/api/users/init' });
      expect(after.json()).toEqual({ initialized: true });
      const me = await h.inject({ url: '/api/users/me', headers: jwt(admin.token) });
      expect(me.json().user.id).toBe(admin.id);
    });

    it('refuses a second first-register with 403 and stores nothing', async () => {
      const res = await h.inject({
        method: 'POST',
        url: '/api/users/first-register',
        payload: { email: 'second@example.com', password },
      });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toEqual({
        name: 'Forbidden',
        message: 'The first account already exists. Sign in instead.',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await countUsers()).toBe(1);
    });

    it('is only for the admin user collection: other auth collections get users through create', async () => {
      const res = await h.inject({
        method: 'POST',
        url: '/api/temps/first-register',
        payload: { email: 'sneaky@example.com', password },
      });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(
        'Only the first account of the admin ("users") is created this way; ask an administrator for one.',
      );
      expect(await countUsers('temps')).toBe(0);
    });

    it('lets exactly one of two racing first-registers through', async () => {
      const h = await startAtrium(dialect, authConfig([], { admin: { user: 'temps' } }), generousLimits);
      const countUsers = (collection: string) => h.atrium.count({ collection, overrideAccess: true }).then((r) => r.totalDocs);
      onTestFinished(() => h.close());
      const results = await Promise.all(
        ['one@example.com', 'two@example.com'].map((email) =>
          h.inject({ method: 'POST', url: '/api/temps/first-register', payload: { email, password } }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
      expect(await countUsers('temps')).toBe(1);
    });

    it('first-register drops account state a client sends, and mails no verification link', async () => {
      const mails: EmailMessage[] = [];
      const h = await startAtrium(dialect, authConfig(mails, { admin: { user: 'readers' } }), generousLimits);
      onTestFinished(() => h.close());
      const sent = mails.length;
      const res = await h.inject({
        method: 'POST',
        url: '/api/readers/first-register',
        payload: {
          email: 'first-reader@example.com',
          password,
          hash: 'planted',
          sessions: [{ id: 'planted', createdAt: '2020-01-01T00:00:00.000Z', expiresAt: '2999-01-01T00:00:00.000Z' }],
          resetPasswordToken: 'a'.repeat(64),
          resetPasswordExpiration: '2999-01-01T00:00:00.000Z',
          _verificationToken: 'b'.repeat(64),
          loginAttempts: 99,
          lockUntil: '2999-01-01T00:00:00.000Z',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user).toMatchObject({ _verified: true, loginAttempts: 0, lockUntil: null });
      const row = await rawRow(h, 'readers', res.json().user.id);
      expect(row.hash).toMatch(/^\$argon2id\$/);
      expect(row.sessions.map((s: { id: string }) => s.id)).toEqual([tokenPayload(res.json().token).sid]);
      expect(row.resetPasswordToken ?? null).toBeNull();
      expect(row.resetPasswordExpiration ?? null).toBeNull();
      expect(row._verificationToken ?? null).toBeNull();
      // The first user is verified by registering: a "confirm your address" mail would hold a dead link.
      expect(mails.length).toBe(sent);
    });

    it('answers an anonymous read of a collection with 401', async () => {
      const res = await h.inject({ url: '/api/posts' });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toEqual({ name: 'Unauthorized', message: messages.unauthorized });
      const created = await h.inject({ method: 'POST', url: '/api/posts', payload: { title: 'anon' } });
      expect(created.statusCode).toBe(401);
      expect(await h.atrium.count({ collection: 'posts', overrideAccess: true })).toEqual({ totalDocs: 0 });
    });

    it('never answers hashes, sessions or tokens: not in lists, documents, me or populated relations', async () => {
      await h.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: 'admin@example.com' } });
      const post = await h.inject({
        method: 'POST',
        url: '/api/posts',
        headers: jwt(admin.token),
        payload: { title: 'By the admin', author: admin.id },
      });
      expect(post.statusCode, post.body).toBe(201);
      for (const url of ['/api/users', `/api/users/${admin.id}`, '/api/users/me', '/api/posts?depth=1', '/api/users/count']) {
        const res = await h.inject({ url, headers: jwt(admin.token) });
        expect(res.statusCode, url).toBe(200);
        expectNoSecrets(res.body);
      }
      const row = await rawRow(h, 'users', admin.id);
      expect(row.hash).toMatch(/^\$argon2id\$/);
      expect(row.resetPasswordToken).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('login', () => {
    let carol: { id: number };
    beforeAll(async () => {
      carol = await createUser(h, { email: 'carol@example.com', name: 'Carol' });
    });

    it('signs in by email whatever its case, with the contract shape and a cookie', async () => {
      const res = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: '  CAROL@Example.COM ', password },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['exp', 'message', 'token', 'user']);
      expect(body.message).toBe('Signed in.');
      expect(body.user).toMatchObject({ id: carol.id, email: 'carol@example.com', collection: 'users' });
      expectNoSecrets(res.body);
      expect(String(res.headers['set-cookie'])).toContain(`atrium-token=${body.token}; Path=/; HttpOnly; SameSite=Lax`);
      expect(tokenPayload(body.token)).toMatchObject({ id: carol.id, collection: 'users', email: 'carol@example.com' });
      const row = await rawRow(h, 'users', carol.id);
      expect(row.sessions.map((s: { id: string }) => s.id)).toContain(tokenPayload(body.token).sid);
    });

    it('refuses a wrong password and an unknown user with the same 401, recording the failure only for the user', async () => {
      const before = await rawRow(h, 'users', carol.id);
      const wrong = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'carol@example.com', password: 'not the password' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(errorOf(wrong)).toEqual({ name: 'Unauthorized', message: messages.emailIncorrect });
      expect(wrong.headers['set-cookie']).toBeUndefined();
      const unknown = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'nobody@example.com', password },
      });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.body).toBe(wrong.body);
      const after = await rawRow(h, 'users', carol.id);
      expect(after.loginAttempts).toBe(1);
      expect(after.sessions).toEqual(before.sessions);
      expect(after.hash).toBe(before.hash);
      expect(await countUsers()).toBe(2);
      // A successful login clears the count.
      await signIn(h, { email: 'carol@example.com' });
      expect((await rawRow(h, 'users', carol.id)).loginAttempts).toBe(0);
    });

    it('answers 400 with a ValidationError when the email or the password is missing', async () => {
      const noEmail = await h.inject({ method: 'POST', url: '/api/users/login', payload: { password } });
      expect(noEmail.statusCode).toBe(400);
      expect(errorOf(noEmail)).toEqual({
        name: 'ValidationError',
        message: 'The following field is invalid: email',
        data: {
          collection: 'users',
          errors: [{ path: 'email', message: 'Enter a valid email address or username.' }],
        },
      });
      const noPassword = await h.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'carol@example.com' } });
      expect(noPassword.statusCode).toBe(400);
      expect(errorOf(noPassword)).toMatchObject({
        name: 'ValidationError',
        message: 'The following field is invalid: password',
        data: { errors: [{ path: 'password', message: 'Fill in this field.' }] },
      });
      const noBody = await h.inject({ method: 'POST', url: '/api/users/login' });
      expect(noBody.statusCode).toBe(400);
      expect(errorOf(noBody).name).toBe('ValidationError');
      expect((await rawRow(h, 'users', carol.id)).loginAttempts).toBe(0);
    });

    it('signs in by username in a loginWithUsername collection, with the username wording on failure', async () => {
      const member = await createUser(h, { username: 'Alice_1', nickname: 'Al' }, 'members');
      const ok = await signIn(h, { username: 'ALICE_1' }, 'members');
      expect(ok.user).toMatchObject({ id: member.id, username: 'alice_1', collection: 'members' });
      const wrong = await h.inject({
        method: 'POST',
        url: '/api/members/login',
        payload: { username: 'alice_1', password: 'wrong password' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(errorOf(wrong).message).toBe(messages.usernameIncorrect);
      const unknown = await h.inject({ method: 'POST', url: '/api/members/login', payload: { username: 'bob', password } });
      expect(unknown.statusCode).toBe(401);
      expect(errorOf(unknown).message).toBe(messages.usernameIncorrect);
      // Email sign-in is not allowed in this collection.
      const byEmail = await h.inject({ method: 'POST', url: '/api/members/login', payload: { email: 'a@b.io', password } });
      expect(byEmail.statusCode).toBe(400);
      expect(errorOf(byEmail).data.errors).toEqual([{ path: 'username', message: 'Enter a valid email address or username.' }]);
      // A member's token reads as a member, not as a user.
      const me = await h.inject({ url: '/api/members/me', headers: jwt(ok.token) });
      expect(me.json().user).toMatchObject({ id: member.id, username: 'alice_1' });
      const asUser = await h.inject({ url: '/api/users/me', headers: jwt(ok.token) });
      expect(asUser.json()).toEqual({ user: null });
    });

    it('answers 404 for login on a collection that is not an auth collection', async () => {
      const res = await h.inject({ method: 'POST', url: '/api/posts/login', payload: { email: 'a@b.io', password } });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('sessions: me, token order, refresh, logout', () => {
    let dan: { id: number };
    let erin: { id: number };
    beforeAll(async () => {
      dan = await createUser(h, { email: 'dan@example.com' });
      erin = await createUser(h, { email: 'erin@example.com' });
    });

    it('me answers user null when anonymous, and the user, token and exp with a JWT', async () => {
      const anonymous = await h.inject({ url: '/api/users/me' });
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json()).toEqual({ user: null });
      const { token, exp } = await signIn(h, { email: 'dan@example.com' });
      const res = await h.inject({ url: '/api/users/me', headers: jwt(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { id: dan.id, email: 'dan@example.com' }, collection: 'users', token, exp });
      expectNoSecrets(res.body);
    });

    it('signing in, failing to, and signing out keep the user’s updatedAt, so a copy read before still saves', async () => {
      const fiona = await createUser(h, { email: 'fiona@example.com', name: 'Fiona' });
      const read = await h.atrium.findByID({ collection: 'users', id: fiona.id, overrideAccess: true, depth: 0 });
      const first = await signIn(h, { email: 'fiona@example.com' });
      const wrong = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'fiona@example.com', password: 'not the password' },
      });
      expect(wrong.statusCode).toBe(401);
      expect((await h.inject({ method: 'POST', url: '/api/users/logout', headers: jwt(first.token) })).statusCode).toBe(200);
      const second = await signIn(h, { email: 'fiona@example.com' });
      const after = await h.atrium.findByID({ collection: 'users', id: fiona.id, overrideAccess: true, depth: 0 });
      expect(after.updatedAt).toBe(read.updatedAt);
      // The profile form opened before all that saves without a conflict.
      const save = await h.inject({
        method: 'PATCH',
        url: `/api/users/${fiona.id}`,
        headers: { ...jwt(second.token), 'x-atrium-updated-at': read.updatedAt as string },
        payload: { name: 'Fiona, renamed' },
      });
      expect(save.statusCode, save.body).toBe(200);
      expect(save.json().doc.name).toBe('Fiona, renamed');
    });

    it('takes the token from JWT, then Bearer, then the cookie', async () => {
      const d = await signIn(h, { email: 'dan@example.com' });
      const e = await signIn(h, { email: 'erin@example.com' });
      const whoAmI = async (headers: Record<string, string>) => {
        const res = await h.inject({ url: '/api/users/me', headers });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().user?.id ?? null;
      };
      expect(await whoAmI({ authorization: `JWT ${d.token}` })).toBe(dan.id);
      expect(await whoAmI({ authorization: `Bearer ${d.token}` })).toBe(dan.id);
      expect(await whoAmI({ cookie: e.cookie })).toBe(erin.id);
      expect(await whoAmI({ cookie: `other=1; ${e.cookie}; more=2` })).toBe(erin.id);
      expect(await whoAmI({ authorization: `JWT ${d.token}`, cookie: e.cookie })).toBe(dan.id);
      expect(await whoAmI({ authorization: `Bearer ${d.token}`, cookie: e.cookie })).toBe(dan.id);
      // A token in the header that does not hold is refused, not replaced by the cookie.
      const bad = await h.inject({ url: '/api/users/me', headers: { authorization: 'JWT not.a.token', cookie: e.cookie } });
      expect(bad.statusCode).toBe(401);
      expect(errorOf(bad).message).toBe(messages.tokenInvalid);
    });

    it('refresh-token answers a new token and cookie for the same session', async () => {
      const { token, exp } = await signIn(h, { email: 'dan@example.com' });
      const res = await h.inject({ method: 'POST', url: '/api/users/refresh-token', headers: jwt(token) });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['exp', 'message', 'refreshedToken', 'user']);
      expect(body.message).toBe('Session renewed.');
      expect(body.user).toMatchObject({ id: dan.id });
      expect(body.exp).toBeGreaterThanOrEqual(exp);
      expect(tokenPayload(body.refreshedToken).sid).toBe(tokenPayload(token).sid);
      expect(String(res.headers['set-cookie'])).toContain(`atrium-token=${body.refreshedToken};`);
      expectNoSecrets(res.body);
      const me = await h.inject({ url: '/api/users/me', headers: jwt(body.refreshedToken) });
      expect(me.json().user.id).toBe(dan.id);
      const anonymous = await h.inject({ method: 'POST', url: '/api/users/refresh-token' });
      expect(anonymous.statusCode).toBe(401);
      expect(errorOf(anonymous).message).toBe('No session came with this request: sign in first.');
    });

    it('logout ends that session only, expires the cookie, and the old token gets 401', async () => {
      const first = await signIn(h, { email: 'erin@example.com' });
      const second = await signIn(h, { email: 'erin@example.com' });
      const res = await h.inject({ method: 'POST', url: '/api/users/logout', headers: jwt(first.token) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'Signed out.' });
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^atrium-token=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970/);
      const again = await h.inject({ url: '/api/users/me', headers: jwt(first.token) });
      expect(again.statusCode).toBe(401);
      expect(errorOf(again)).toEqual({ name: 'Unauthorized', message: messages.revoked });
      const write = await h.inject({ method: 'POST', url: '/api/posts', headers: jwt(first.token), payload: { title: 'x' } });
      expect(write.statusCode).toBe(401);
      expect((await h.inject({ url: '/api/users/me', headers: jwt(second.token) })).json().user.id).toBe(erin.id);
      const row = await rawRow(h, 'users', erin.id);
      const sids = row.sessions.map((s: { id: string }) => s.id);
      expect(sids).not.toContain(tokenPayload(first.token).sid);
      expect(sids).toContain(tokenPayload(second.token).sid);
    });

    it('logout through the cookie; the stale cookie then just reads as anonymous', async () => {
      const { cookie } = await signIn(h, { email: 'erin@example.com' });
      const res = await h.inject({ method: 'POST', url: '/api/users/logout', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const me = await h.inject({ url: '/api/users/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ user: null });
    });

    it('logout with nobody signed in is a 400 that still clears the cookie', async () => {
      const res = await h.inject({ method: 'POST', url: '/api/users/logout' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({
        name: 'BadRequest',
        message: 'Could not sign out: this request carries no signed-in session.',
      });
      expect(String(res.headers['set-cookie'])).toContain('Max-Age=0');
    });
  });

  describe('lockout and unlock', () => {
    it('locks after maxLoginAttempts wrong passwords, even against the right one, until a signed-in user unlocks', async () => {
      const frank = await createUser(h, { email: 'frank@example.com' });
      const attempt = (pw: string) =>
        h.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'frank@example.com', password: pw } });
      for (let i = 1; i <= 3; i++) {
        const res = await attempt(`wrong password ${i}`);
        expect(res.statusCode).toBe(401);
        expect(errorOf(res).message).toBe(messages.emailIncorrect);
      }
      const stored = await h.atrium.findByID({ collection: 'users', id: frank.id, overrideAccess: true });
      expect(stored.loginAttempts).toBe(3);
      expect(Date.parse(String(stored.lockUntil))).toBeGreaterThan(Date.now() + 50_000);
      const right = await attempt(password);
      expect(right.statusCode).toBe(401);
      expect(errorOf(right)).toEqual({ name: 'Unauthorized', message: messages.locked });
      expect(right.headers['set-cookie']).toBeUndefined();
      const row = await rawRow(h, 'users', frank.id);
      expect(row.sessions ?? []).toEqual([]);
      expect(row.loginAttempts).toBe(3);

      // Anonymous callers cannot unlock; an unknown address is a 404.
      const anonymous = await h.inject({ method: 'POST', url: '/api/users/unlock', payload: { email: 'frank@example.com' } });
      expect(anonymous.statusCode).toBe(401);
      expect(errorOf(anonymous).message).toBe(messages.unauthorized);
      const unknown = await h.inject({
        method: 'POST',
        url: '/api/users/unlock',
        headers: jwt(admin.token),
        payload: { email: 'ghost@example.com' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).message).toBe('No account has that email address or username.');
      expect((await rawRow(h, 'users', frank.id)).lockUntil).toBeTruthy();

      const unlocked = await h.inject({
        method: 'POST',
        url: '/api/users/unlock',
        headers: jwt(admin.token),
        payload: { email: 'FRANK@example.com' },
      });
      expect(unlocked.statusCode, unlocked.body).toBe(200);
      expect(unlocked.json()).toEqual({ message: 'Account unlocked.' });
      const cleared = await h.atrium.findByID({ collection: 'users', id: frank.id, overrideAccess: true });
      expect(cleared.loginAttempts).toBe(0);
      expect(cleared.lockUntil ?? null).toBeNull();
      expect((await attempt(password)).statusCode).toBe(200);
    });

    it('refuses the token of a user who gets locked at once', async () => {
      const gina = await createUser(h, { email: 'gina@example.com' });
      const { token } = await signIn(h, { email: 'gina@example.com' });
      expect((await h.inject({ url: '/api/posts', headers: jwt(token) })).statusCode).toBe(200);
      for (let i = 0; i < 3; i++)
        await h.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: 'gina@example.com', password: 'nope nope' },
        });
      const res = await h.inject({ url: '/api/posts', headers: jwt(token) });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).message).toBe(messages.locked);
      const write = await h.inject({
        method: 'PATCH',
        url: `/api/users/${gina.id}`,
        headers: jwt(token),
        payload: { name: 'x' },
      });
      expect(write.statusCode).toBe(401);
      expect((await h.atrium.findByID({ collection: 'users', id: gina.id, overrideAccess: true })).name ?? null).toBeNull();
    });

    it('a lock that has run out lets the right password in and starts the count again', async () => {
      const tim = await createUser(h, { email: 'tim@example.com' }, 'temps');
      const attempt = (pw: string) =>
        h.inject({ method: 'POST', url: '/api/temps/login', payload: { email: 'tim@example.com', password: pw } });
      await attempt('wrong one');
      await attempt('wrong two');
      expect(errorOf(await attempt(password)).message).toBe(messages.locked);
      // The lock runs out: moved into the past in storage rather than waited for, so a slow machine cannot
      // let it run out before the attempt above (the lock is a minute long).
      const { id, createdAt: _c, updatedAt: _u, ...fields } = await rawRow(h, 'temps', tim.id);
      await h.atrium.config.db.updateOne({
        collection: 'temps',
        id,
        data: { ...fields, lockUntil: new Date(Date.now() - 1000).toISOString() },
      });
      const res = await attempt(password);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user).toMatchObject({ loginAttempts: 0, lockUntil: null });
    });
  });

  describe('forgot and reset password', () => {
    let hank: { id: number };
    beforeAll(async () => {
      hank = await createUser(h, { email: 'hank@example.com' });
    });

    it('answers forgot-password the same for known and unknown addresses, mailing only the known one', async () => {
      const sent = mails.length;
      const known = await h.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: 'HANK@example.com' } });
      const unknown = await h.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: 'who@example.com' },
      });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: messages.forgotSent });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(mails.length).toBe(sent + 1);
      expect(mails.at(-1)).toMatchObject({ to: 'hank@example.com', subject: 'Choose a new password' });
      const token = mailedToken(mails, 'hank@example.com', '/reset/');
      const row = await rawRow(h, 'users', hank.id);
      expect(row.resetPasswordToken).toMatch(/^[0-9a-f]{64}$/);
      expect(row.resetPasswordToken).not.toContain(token);
      const missing = await h.inject({ method: 'POST', url: '/api/users/forgot-password', payload: {} });
      expect(missing.statusCode).toBe(400);
    });

    it('resets with the mailed token: signs in, ends older sessions, and the token cannot be used again', async () => {
      const old = await signIn(h, { email: 'hank@example.com' });
      await h.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: 'hank@example.com' } });
      const token = mailedToken(mails, 'hank@example.com', '/reset/');
      const before = await rawRow(h, 'users', hank.id);

      const short = await h.inject({ method: 'POST', url: '/api/users/reset-password', payload: { token, password: 'short' } });
      expect(short.statusCode).toBe(400);
      expect(errorOf(short)).toMatchObject({
        name: 'ValidationError',
        data: { errors: [{ path: 'password', message: 'Use a password of at least 8 characters.' }] },
      });
      expect((await rawRow(h, 'users', hank.id)).hash).toBe(before.hash);

      const res = await h.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { token, password: 'a brand new password' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Your new password is saved.');
      expect(body.user).toMatchObject({ id: hank.id, email: 'hank@example.com' });
      expect(typeof body.token).toBe('string');
      expect(String(res.headers['set-cookie'])).toContain(`atrium-token=${body.token};`);
      expectNoSecrets(res.body);
      expect((await h.inject({ url: '/api/users/me', headers: jwt(body.token) })).json().user.id).toBe(hank.id);

      const oldSession = await h.inject({ url: '/api/users/me', headers: jwt(old.token) });
      expect(oldSession.statusCode).toBe(401);
      expect(errorOf(oldSession).message).toBe(messages.revoked);

      const reused = await h.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { token, password: 'yet another password' },
      });
      expect(reused.statusCode).toBe(403);
      expect(errorOf(reused)).toEqual({ name: 'Forbidden', message: messages.resetInvalid });

      const after = await rawRow(h, 'users', hank.id);
      expect(after.resetPasswordToken ?? null).toBeNull();
      const wrongOld = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'hank@example.com', password },
      });
      expect(wrongOld.statusCode).toBe(401);
      await signIn(h, { email: 'hank@example.com', password: 'a brand new password' });
    });

    it('refuses an expired or made-up reset token with 403', async () => {
      const tess = await createUser(h, { email: 'tess@example.com' }, 'temps');
      await h.inject({ method: 'POST', url: '/api/temps/forgot-password', payload: { email: 'tess@example.com' } });
      const token = mailedToken(mails, 'tess@example.com', '/reset/');
      const before = await rawRow(h, 'temps', tess.id);
      await waitUntilPast(String(before.resetPasswordExpiration));
      const expired = await h.inject({
        method: 'POST',
        url: '/api/temps/reset-password',
        payload: { token, password: 'new password here' },
      });
      expect(expired.statusCode).toBe(403);
      expect(errorOf(expired).message).toBe(messages.resetInvalid);
      expect((await rawRow(h, 'temps', tess.id)).hash).toBe(before.hash);
      for (const payload of [{ token: 'made-up', password: 'new password here' }, { password: 'new password here' }]) {
        const res = await h.inject({ method: 'POST', url: '/api/users/reset-password', payload });
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).message).toBe(messages.resetInvalid);
      }
    });
  });

  describe('email verification', () => {
    it('mails new users of a verify collection, refuses their login until they follow the link', async () => {
      const sent = mails.length;
      const created = await h.inject({
        method: 'POST',
        url: '/api/readers',
        headers: jwt(admin.token),
        payload: { email: 'rita@example.com', password },
      });
      expect(created.statusCode, created.body).toBe(201);
      const reader = created.json().doc;
      expect(reader._verified).toBe(false);
      expectNoSecrets(created.body);
      expect(mails.length).toBe(sent + 1);
      expect(mails.at(-1)).toMatchObject({ to: 'rita@example.com', subject: 'Confirm your email address' });
      const token = mailedToken(mails, 'rita@example.com', '/readers/verify/');
      expect((await rawRow(h, 'readers', reader.id))._verificationToken).not.toBe(token);

      const early = await h.inject({
        method: 'POST',
        url: '/api/readers/login',
        payload: { email: 'rita@example.com', password },
      });
      expect(early.statusCode).toBe(403);
      expect(errorOf(early)).toEqual({ name: 'Forbidden', message: messages.unverified });
      expect(early.headers['set-cookie']).toBeUndefined();

      const bad = await h.inject({ method: 'POST', url: '/api/readers/verify/not-the-token' });
      expect(bad.statusCode).toBe(403);
      expect(errorOf(bad).message).toBe(messages.verifyInvalid);
      expect((await h.atrium.findByID({ collection: 'readers', id: reader.id, overrideAccess: true }))._verified).toBe(false);

      const ok = await h.inject({ method: 'POST', url: `/api/readers/verify/${token}` });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ message: 'Email address confirmed.' });
      expect((await h.atrium.findByID({ collection: 'readers', id: reader.id, overrideAccess: true }))._verified).toBe(true);
      await signIn(h, { email: 'rita@example.com' }, 'readers');

      const again = await h.inject({ method: 'POST', url: `/api/readers/verify/${token}` });
      expect(again.statusCode).toBe(403);
      // A collection without verification has nothing to verify.
      const elsewhere = await h.inject({ method: 'POST', url: `/api/users/verify/${token}` });
      expect(elsewhere.statusCode).toBe(403);
    });

    it('a client cannot mark itself verified', async () => {
      const created = await h.inject({
        method: 'POST',
        url: '/api/readers',
        headers: jwt(admin.token),
        payload: { email: 'sly@example.com', password, _verified: true },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().doc.id;
      const patched = await h.inject({
        method: 'PATCH',
        url: `/api/readers/${id}`,
        headers: jwt(admin.token),
        payload: { _verified: true },
      });
      expect(patched.statusCode).toBe(200);
      expect((await h.atrium.findByID({ collection: 'readers', id, overrideAccess: true }))._verified).toBe(false);
      const login = await h.inject({
        method: 'POST',
        url: '/api/readers/login',
        payload: { email: 'sly@example.com', password },
      });
      expect(login.statusCode).toBe(403);
    });
  });

  describe('API keys', () => {
    const key = 'k3y-for-ivy-0123456789abcdefXYZ';
    const newKey = 'second-key-for-ivy-9876543210-abc';
    let ivy: { id: number; token: string };

    beforeAll(async () => {
      const created = await createUser(h, { email: 'ivy@example.com' });
      const { token } = await signIn(h, { email: 'ivy@example.com' });
      ivy = { id: created.id, token };
    });

    it('a user enables a key with PATCH and calls the API with it; the key is stored encrypted', async () => {
      const short = await h.inject({
        method: 'PATCH',
        url: `/api/users/${ivy.id}`,
        headers: jwt(ivy.token),
        payload: { enableAPIKey: true, apiKey: 'too-short' },
      });
      expect(short.statusCode).toBe(400);
      expect(errorOf(short).data.errors).toEqual([
        { path: 'apiKey', label: 'API key', message: 'An API key needs at least 16 characters.' },
      ]);
      expect((await rawRow(h, 'users', ivy.id)).apiKey ?? null).toBeNull();

      const res = await h.inject({
        method: 'PATCH',
        url: `/api/users/${ivy.id}`,
        headers: jwt(ivy.token),
        payload: { enableAPIKey: true, apiKey: key },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().doc.enableAPIKey).toBe(true);
      expect(res.body).not.toContain(key);
      expectNoSecrets(res.body);

      const row = await rawRow(h, 'users', ivy.id);
      expect(row.apiKey).toMatch(/^atrium-enc:v1:/);
      expect(row.apiKey).not.toContain(key);
      expect(row.apiKeyIndex).toMatch(/^[0-9a-f]{64}$/);

      const posts = await h.inject({ url: '/api/posts', headers: apiKeyHeader(key) });
      expect(posts.statusCode, posts.body).toBe(200);
      const me = await h.inject({ url: '/api/users/me', headers: apiKeyHeader(key) });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ user: { id: ivy.id, apiKey: key, enableAPIKey: true }, collection: 'users' });
      expect(me.json().token).toBeUndefined();
    });

    it('shows the key in clear only to its owner through me and login', async () => {
      const mine = await h.inject({ url: '/api/users/me', headers: jwt(ivy.token) });
      expect(mine.json().user.apiKey).toBe(key);
      const login = await signIn(h, { email: 'ivy@example.com' });
      expect(login.user.apiKey).toBe(key);

      await h.inject({
        method: 'POST',
        url: '/api/posts',
        headers: jwt(admin.token),
        payload: { title: 'By Ivy', author: ivy.id },
      });
      for (const url of [
        '/api/users?limit=100',
        `/api/users/${ivy.id}`,
        '/api/posts?depth=1&limit=100',
        `/api/users?where[email][equals]=ivy@example.com`,
      ]) {
        for (const headers of [jwt(admin.token), jwt(ivy.token), apiKeyHeader(key)]) {
          const res = await h.inject({ url, headers });
          expect(res.statusCode, url).toBe(200);
          expect(res.body, url).not.toContain(key);
          expect(res.body, url).not.toContain('atrium-enc:');
          expectNoSecrets(res.body);
        }
      }
      const adminMe = await h.inject({ url: '/api/users/me', headers: jwt(admin.token) });
      expect(adminMe.body).not.toContain(key);
      // The key cannot be found by querying for it.
      const probe = await h.inject({ url: `/api/users?where[apiKey][equals]=${key}`, headers: jwt(admin.token) });
      expect(probe.body).not.toContain(key);
      expect(probe.json().docs ?? []).toEqual([]);
    });

    it('regenerating the key revokes the old one; disabling revokes every key', async () => {
      const res = await h.inject({
        method: 'PATCH',
        url: `/api/users/${ivy.id}`,
        headers: jwt(ivy.token),
        payload: { apiKey: newKey },
      });
      expect(res.statusCode, res.body).toBe(200);
      const old = await h.inject({ url: '/api/posts', headers: apiKeyHeader(key) });
      expect(old.statusCode).toBe(401);
      expect(errorOf(old)).toEqual({ name: 'Unauthorized', message: messages.apiKeyInvalid });
      expect((await h.inject({ url: '/api/posts', headers: apiKeyHeader(newKey) })).statusCode).toBe(200);

      const off = await h.inject({
        method: 'PATCH',
        url: `/api/users/${ivy.id}`,
        headers: jwt(ivy.token),
        payload: { enableAPIKey: false },
      });
      expect(off.statusCode).toBe(200);
      const disabled = await h.inject({ url: '/api/posts', headers: apiKeyHeader(newKey) });
      expect(disabled.statusCode).toBe(401);
      expect(errorOf(disabled).message).toBe(messages.apiKeyInvalid);
      // A key for another collection, or a collection without keys, is refused the same way.
      const members = await h.inject({ url: '/api/posts', headers: apiKeyHeader(newKey, 'members') });
      expect(members.statusCode).toBe(401);
      expect(errorOf(members).message).toBe(messages.apiKeyInvalid);
    });
  });
});
