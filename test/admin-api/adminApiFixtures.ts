import type { Access, AtriumRequest, Config } from '@atrium/core';
import { expect } from 'vitest';
import type { Harness } from '../helpers/startAtrium.ts';

/** The password every fixture user gets. */
export const password = 'correct horse battery';

type ID = number | string;
export type SignedIn = { id: ID; token: string; cookie: string; headers: { authorization: string } };

const isAdmin = (req: AtriumRequest) => req.user?.role === 'admin';
/** Users may read nobody's account, not even their own: preferences must not depend on it. */
const adminsOnly: Access = ({ req }) => isAdmin(req);

/**
 * Two auth collections with different id types (`users`: numbers, `members`: UUIDs), so preferences are told
 * apart by owner whatever the id looks like, plus whatever collections a suite adds.
 */
export function adminConfig(extra: Partial<Omit<Config, 'db' | 'secret'>> = {}): Omit<Config, 'db' | 'secret'> {
  const { collections = [], ...rest } = extra;
  return {
    collections: [
      {
        slug: 'users',
        auth: true,
        access: { read: adminsOnly, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
        fields: [{ name: 'role', type: 'select', options: ['admin', 'editor'], defaultValue: 'editor' }],
      },
      { slug: 'members', auth: true, idType: 'uuid', fields: [] },
      ...collections,
    ],
    ...rest,
  };
}

/** A user made through the Local API, signed in over REST: its id, token, `Authorization` header and cookie pair. */
export async function signUp(h: Harness, email: string, collection = 'users', data: Record<string, unknown> = {}) {
  const doc = await h.atrium.create({ collection, data: { email, password, ...data }, overrideAccess: true, depth: 0 });
  const res = await h.inject({ method: 'POST', url: `/api/${collection}/login`, payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().token as string;
  const cookie = String(res.headers['set-cookie']).split(';')[0];
  return { id: doc.id, token, cookie, headers: { authorization: `JWT ${token}` } } satisfies SignedIn;
}

/** The first error of an error answer. */
export function errorOf(res: { json: () => any }): { name: string; message: string; data?: any } {
  return res.json().errors[0];
}
