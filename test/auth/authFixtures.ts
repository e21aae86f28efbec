import type { Config, EmailMessage } from '@atrium/core';
import type { ServerOptions } from '@atrium/server';
import { expect } from 'vitest';
import type { Harness } from '../helpers/startAtrium.ts';

/** The password every fixture user gets unless a test says otherwise. */
export const password = 'correct horse battery';

/** Keys of stored secrets that no answer may ever contain. */
export const secretKeys = [
  'hash',
  'salt',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'apiKeyIndex',
  '_verificationToken',
];

/**
 * The auth suites' config: `users` (API keys, 3 attempts lock for a minute), `members` (sign in with a
 * username), `readers` (must verify their email), `temps` (reset links that expire at once, a lock of 300 ms)
 * and `posts` (default access: signed-in users) with an author relation to `users`. Mail goes into `mails`.
 */
export function authConfig(
  mails: EmailMessage[],
  extra: Partial<Omit<Config, 'db' | 'secret'>> = {},
): Omit<Config, 'db' | 'secret'> {
  return {
    collections: [
      {
        slug: 'users',
        auth: { useAPIKey: true, maxLoginAttempts: 3, lockTime: 60_000 },
        fields: [{ name: 'name', type: 'text' }],
      },
      { slug: 'members', auth: { loginWithUsername: true }, fields: [{ name: 'nickname', type: 'text' }] },
      { slug: 'readers', auth: { verify: true }, fields: [] },
      { slug: 'temps', auth: { forgotPasswordExpiration: 1, maxLoginAttempts: 2, lockTime: 60_000 }, fields: [] },
      {
        slug: 'posts',
        fields: [
          { name: 'title', type: 'text' },
          { name: 'author', type: 'relationship', relationTo: 'users' },
        ],
      },
    ],
    email: { send: (message) => void mails.push(message) },
    ...extra,
  };
}

/** Limits high enough that suites which are not about rate limits never meet them (the limiter still runs). */
export const generousLimits: ServerOptions = {
  rateLimit: {
    rules: {
      login: { max: 10_000, windowMs: 60_000 },
      firstRegister: { max: 10_000, windowMs: 60_000 },
      forgotPassword: { max: 10_000, windowMs: 60_000 },
      resetPassword: { max: 10_000, windowMs: 60_000 },
      apiKeyFailures: { max: 10_000, windowMs: 60_000 },
    },
  },
};

export const jwt = (token: string) => ({ authorization: `JWT ${token}` });
export const apiKeyHeader = (key: string, slug = 'users') => ({ authorization: `${slug} API-Key ${key}` });

/** A user created through the Local API (access overridden), with the fixture password unless given. */
export async function createUser(
  h: Harness,
  data: Record<string, unknown>,
  collection = 'users',
): Promise<{ id: number; email?: string }> {
  const doc = await h.atrium.create({ collection, data: { password, ...data }, overrideAccess: true, depth: 0 });
  return doc as { id: number; email?: string };
}

/** Signs in over REST and answers the token and the `Set-Cookie` pair (`atrium-token=…`). */
export async function signIn(
  h: Harness,
  credentials: Record<string, unknown>,
  collection = 'users',
): Promise<{ token: string; cookie: string; user: Record<string, unknown>; exp: number }> {
  const res = await h.inject({ method: 'POST', url: `/api/${collection}/login`, payload: { password, ...credentials } });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { token: body.token, cookie: cookiePair(res.headers['set-cookie']), user: body.user, exp: body.exp };
}

/** `name=value` of a `Set-Cookie` header. */
export function cookiePair(header: string | string[] | number | undefined): string {
  const text = Array.isArray(header) ? header[0] : String(header ?? '');
  return text.split(';')[0];
}

/** The first error message of an error answer. */
export function errorOf(res: { json: () => any }): { name: string; message: string; data?: any } {
  return res.json().errors[0];
}

/** The stored row, secrets included, straight from the adapter. */
export async function rawRow(h: Harness, collection: string, id: number | string): Promise<Record<string, any>> {
  const [row] = await h.atrium.config.db.findByIDs({ collection, ids: [id] });
  return row as Record<string, any>;
}

/** The JSON payload of a JWT (no verification). */
export function tokenPayload(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** Asserts that an answer's text holds none of the secret keys. */
export function expectNoSecrets(body: string) {
  for (const key of secretKeys) expect(body).not.toContain(`"${key}"`);
}
