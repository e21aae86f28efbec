import type { AuthStrategy } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { createUser, generousLimits, jwt, signIn } from './authFixtures.ts';

/** Trusts a header a (hypothetical) SSO proxy sets, naming a staff member by email. */
const proxyHeader: AuthStrategy = {
  name: 'sso-proxy',
  async authenticate({ headers, req }) {
    const email = headers['x-sso-email'];
    if (typeof email !== 'string') return { user: null };
    const { docs } = await req.db.find({ collection: 'staff', limit: 1, pagination: false });
    const match = docs.find((d) => d.email === email.toLowerCase());
    return { user: match ? { ...match, id: match.id, collection: 'staff' } : null };
  },
};

describe.each(dialects)('custom strategies and admin access (%s)', (dialect) => {
  let h: Harness;
  let staffToken: string;
  let guestToken: string;

  beforeAll(async () => {
    h = await startAtrium(
      dialect,
      {
        admin: { user: 'staff' },
        collections: [
          {
            slug: 'staff',
            auth: { strategies: [proxyHeader] },
            fields: [{ name: 'name', type: 'text' }],
          },
          // Signs in, but is not the admin user collection: no admin panel for its users.
          { slug: 'guests', auth: true, fields: [] },
          { slug: 'notes', fields: [{ name: 'text', type: 'text' }] },
        ],
      },
      generousLimits,
    );
    await createUser(h, { email: 'ada@example.com', name: 'Ada' }, 'staff');
    await createUser(h, { email: 'gus@example.com' }, 'guests');
    staffToken = (await signIn(h, { email: 'ada@example.com' }, 'staff')).token;
    guestToken = (await signIn(h, { email: 'gus@example.com' }, 'guests')).token;
  });
  afterAll(() => h.close());

  it('signs a request in through a custom strategy after JWT and API keys found nothing', async () => {
    const created = await h.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { 'x-sso-email': 'ADA@example.com' },
      payload: { text: 'from the proxy' },
    });
    expect(created.statusCode).toBe(201);
    const me = await h.inject({ method: 'GET', url: '/api/staff/me', headers: { 'x-sso-email': 'ada@example.com' } });
    expect(me.json()).toMatchObject({ user: { email: 'ada@example.com' }, collection: 'staff', strategy: 'sso-proxy' });
  });

  it('leaves the request anonymous when the strategy recognises nobody', async () => {
    const response = await h.inject({ method: 'GET', url: '/api/notes', headers: { 'x-sso-email': 'nobody@example.com' } });
    expect(response.statusCode).toBe(401);
  });

  it('lets only users of admin.user into the admin (canAccessAdmin), while both may use the API', async () => {
    const staff = await h.inject({ method: 'GET', url: '/api/access', headers: jwt(staffToken) });
    const guest = await h.inject({ method: 'GET', url: '/api/access', headers: jwt(guestToken) });
    expect(staff.json().canAccessAdmin).toBe(true);
    expect(guest.json().canAccessAdmin).toBe(false);
    expect(guest.json().collections.notes.read).toEqual({ permission: true });
    const anonymous = await h.inject({ method: 'GET', url: '/api/access' });
    expect(anonymous.json()).toMatchObject({ canAccessAdmin: false, collections: { notes: { read: { permission: false } } } });
  });

  it('answers me with user null for a user of another auth collection', async () => {
    const response = await h.inject({ method: 'GET', url: '/api/staff/me', headers: jwt(guestToken) });
    expect(response.json()).toEqual({ user: null });
  });
});
