import { preferencesSlug } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { adminConfig, errorOf, type SignedIn, signUp } from './adminApiFixtures.ts';

const url = (key: string) => `/api/payload-preferences/${encodeURIComponent(key)}`;

describe.each(dialects)('preferences on %s', (dialect) => {
  let h: Harness;
  let alice: SignedIn;
  let bob: SignedIn;
  let mia: SignedIn;

  beforeAll(async () => {
    h = await startAtrium(dialect, adminConfig());
    alice = await signUp(h, 'alice@example.com');
    bob = await signUp(h, 'bob@example.com');
    mia = await signUp(h, 'mia@example.com', 'members');
  });
  afterAll(() => h.close());

  /** Every stored row of the preferences collection, hidden fields included. */
  const rows = async () =>
    (await h.atrium.config.db.find({ collection: preferencesSlug, limit: 0, pagination: false })).docs as Array<
      Record<string, any>
    >;
  const save = (who: SignedIn, key: string, value: unknown) =>
    h.inject({ method: 'POST', url: url(key), headers: who.headers, payload: { value } });
  const read = (who: SignedIn, key: string) => h.inject({ url: url(key), headers: who.headers });

  it('answers a key never stored with 200 { message: "Not Found", value: null }', async () => {
    const res = await read(alice, 'never-set');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual({ message: 'Not Found', value: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('stores a value, answers { doc, message } and reads it back as the stored document', async () => {
    const value = { columns: ['title', 'status'], open: { nav: true }, limit: 25 };
    const res = await save(alice, 'collection-posts', value);
    expect(res.statusCode, res.body).toBe(200);
    const { doc, message } = res.json();
    expect(message).toBe('Preference saved.');
    expect(Object.keys(doc).sort()).toStrictEqual(['createdAt', 'id', 'key', 'updatedAt', 'user', 'value']);
    expect(doc).toMatchObject({ key: 'collection-posts', user: { relationTo: 'users', value: alice.id }, value });

    const again = await read(alice, 'collection-posts');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toStrictEqual(doc);
  });

  it('takes any JSON value, null and scalars included', async () => {
    for (const value of [null, 0, 'dark', false, [1, [2]], { deep: { list: [{ a: 'ü' }] } }]) {
      expect((await save(alice, 'scalar', value)).statusCode).toBe(200);
      expect((await read(alice, 'scalar')).json().value).toStrictEqual(value);
    }
  });

  it('updates the one row of a user and key instead of adding another', async () => {
    const first = (await save(alice, 'nav', { open: ['content'] })).json().doc;
    const second = (await save(alice, 'nav', { open: [] })).json().doc;
    expect(second.id).toBe(first.id);
    expect(second.value).toStrictEqual({ open: [] });
    expect(second.createdAt).toBe(first.createdAt);
    const mine = (await rows()).filter((r) => r.key === 'nav' && r.user.value === alice.id);
    expect(mine).toHaveLength(1);
  });

  it('keeps one row when first saves of a key race each other', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => save(alice, 'race', { n })));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const stored = (await rows()).filter((r) => r.key === 'race' && r.user.value === alice.id);
    expect(stored).toHaveLength(1);
    expect(new Set(answers.map((res) => res.json().doc.id))).toStrictEqual(new Set([stored[0].id]));
  });

  it('deletes a key with 200 { message }; deleting it again is a 404', async () => {
    await save(alice, 'to-delete', 1);
    const res = await h.inject({ method: 'DELETE', url: url('to-delete'), headers: alice.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual({ message: 'Preference deleted.' });
    expect((await read(alice, 'to-delete')).json()).toStrictEqual({ message: 'Not Found', value: null });
    const twice = await h.inject({ method: 'DELETE', url: url('to-delete'), headers: alice.headers });
    expect(twice.statusCode).toBe(404);
    expect(errorOf(twice).message).toBe('You have no saved preference "to-delete".');
  });

  it('refuses anonymous callers with 401 on every route, the list included', async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['POST', { value: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await h.inject({ method, url: url('collection-posts'), payload });
      expect(res.statusCode, `${method}`).toBe(401);
      expect(errorOf(res).name).toBe('Unauthorized');
    }
    expect((await h.inject({ url: '/api/payload-preferences' })).statusCode).toBe(401);
    expect(
      (await h.inject({ method: 'POST', url: '/api/payload-preferences', payload: { key: 'x', value: 1 } })).statusCode,
    ).toBe(401);
  });

  it('works with the login cookie the admin sends, and not when another site sends it', async () => {
    const res = await h.inject({
      method: 'POST',
      url: url('cookie'),
      headers: { cookie: alice.cookie },
      payload: { value: 'c' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await h.inject({ url: url('cookie'), headers: { cookie: alice.cookie } })).json().value).toBe('c');
    const forged = await h.inject({
      method: 'POST',
      url: url('cookie'),
      headers: { cookie: alice.cookie, origin: 'https://evil.example' },
      payload: { value: 'forged' },
    });
    expect(forged.statusCode).toBe(401);
    expect((await read(alice, 'cookie')).json().value).toBe('c');
  });

  describe('owner isolation', () => {
    let aliceRow: Record<string, any>;
    beforeAll(async () => {
      aliceRow = (await save(alice, 'shared-key', { who: 'alice' })).json().doc;
    });

    it("does not show a user another user's key", async () => {
      expect((await read(bob, 'shared-key')).json()).toStrictEqual({ message: 'Not Found', value: null });
      expect((await read(mia, 'shared-key')).json()).toStrictEqual({ message: 'Not Found', value: null });
    });

    it("gives a user their own row for the same key, leaving the other's alone", async () => {
      const bobs = (await save(bob, 'shared-key', { who: 'bob' })).json().doc;
      expect(bobs.id).not.toBe(aliceRow.id);
      expect(bobs.user).toStrictEqual({ relationTo: 'users', value: bob.id });
      expect((await read(alice, 'shared-key')).json().value).toStrictEqual({ who: 'alice' });
      expect((await read(bob, 'shared-key')).json().value).toStrictEqual({ who: 'bob' });
    });

    it('tells users of another auth collection apart, whatever their id type', async () => {
      const mias = (await save(mia, 'shared-key', { who: 'mia' })).json().doc;
      expect(mias.user).toStrictEqual({ relationTo: 'members', value: mia.id });
      expect(typeof mia.id).toBe('string');
      expect((await read(mia, 'shared-key')).json().value).toStrictEqual({ who: 'mia' });
      expect((await read(alice, 'shared-key')).json().value).toStrictEqual({ who: 'alice' });
    });

    it("never deletes another user's key", async () => {
      await save(bob, 'only-alice', 'bob was here');
      await h.inject({ method: 'DELETE', url: url('only-alice'), headers: bob.headers });
      await save(alice, 'only-alice', 'alice');
      const res = await h.inject({ method: 'DELETE', url: url('only-alice'), headers: bob.headers });
      expect(res.statusCode).toBe(404);
      expect((await read(alice, 'only-alice')).json().value).toBe('alice');
    });

    it('lists only the caller’s own rows through the collection route, whatever the filter', async () => {
      for (const query of ['depth=0', `where[user.value][equals]=${alice.id}`, 'where[key][equals]=shared-key&depth=0']) {
        const res = await h.inject({ url: `/api/payload-preferences?${query}`, headers: bob.headers });
        expect(res.statusCode, res.body).toBe(200);
        for (const doc of res.json().docs) expect(doc.user.value ?? doc.user.id, query).toBe(bob.id);
        expect(res.body).not.toContain('"alice"');
      }
      const bobsKeys = (await h.inject({ url: '/api/payload-preferences?depth=0&limit=100', headers: bob.headers })).json();
      expect(bobsKeys.docs.map((d: any) => d.key).sort()).toStrictEqual(['shared-key']);
    });

    it('keeps the owner out of the answers: no owner fields, no other user populated', async () => {
      const res = await h.inject({ url: '/api/payload-preferences?depth=0', headers: alice.headers });
      expect(res.body).not.toContain('ownerKey');
      expect(res.body).not.toContain('"owner"');
    });

    it("serves no cached list of one user's rows to another", async () => {
      const listURL = '/api/payload-preferences?depth=0&sort=key&limit=50';
      const asAlice = await h.inject({ url: listURL, headers: alice.headers });
      const asAliceAgain = await h.inject({ url: listURL, headers: alice.headers });
      expect(asAliceAgain.headers['x-atrium-cache']).toBe('hit');
      const asBob = await h.inject({ url: listURL, headers: bob.headers });
      expect(asBob.headers['x-atrium-cache']).not.toBe('hit');
      expect(asBob.json().docs.every((d: any) => d.user.value === bob.id)).toBe(true);
      expect(asAlice.json().docs.every((d: any) => d.user.value === alice.id)).toBe(true);
    });

    it("refuses to read, change or delete another user's row by its id", async () => {
      const byID = `/api/payload-preferences/${aliceRow.id}`;
      // `:key` routes take the id as a key: Bob has no preference of that name.
      expect((await h.inject({ url: byID, headers: bob.headers })).json()).toStrictEqual({ message: 'Not Found', value: null });
      const patch = await h.inject({ method: 'PATCH', url: byID, headers: bob.headers, payload: { value: 'stolen' } });
      expect(patch.statusCode).toBe(404);
      const bulk = await h.inject({
        method: 'PATCH',
        url: '/api/payload-preferences?where[key][equals]=shared-key',
        headers: bob.headers,
        payload: { value: 'bulk' },
      });
      expect(bulk.json().docs.every((d: any) => d.user.value === bob.id)).toBe(true);
      const bulkDelete = await h.inject({
        method: 'DELETE',
        url: '/api/payload-preferences?where[key][exists]=true',
        headers: bob.headers,
      });
      expect(bulkDelete.statusCode).toBe(200);
      expect((await read(alice, 'shared-key')).json().value).toStrictEqual({ who: 'alice' });
    });

    it('makes a row created through the collection route belong to its creator, whatever user it names', async () => {
      const res = await h.inject({
        method: 'POST',
        url: '/api/payload-preferences',
        headers: bob.headers,
        payload: { key: 'planted', value: 'x', user: { relationTo: 'users', value: alice.id } },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().doc.user).toStrictEqual({ relationTo: 'users', value: bob.id });
      expect((await read(alice, 'planted')).json()).toStrictEqual({ message: 'Not Found', value: null });
    });
  });

  it('refuses bodies without a value, with other keys, and keys out of bounds with 400', async () => {
    const cases: Array<[string, unknown]> = [
      ['key', { notValue: 1 }],
      ['key', [1]],
      ['key', { value: 1, user: { relationTo: 'users', value: 99 } }],
      ['k'.repeat(256), { value: 1 }],
    ];
    for (const [key, payload] of cases) {
      const res = await h.inject({ method: 'POST', url: url(key), headers: alice.headers, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await h.inject({ method: 'POST', url: url('key'), headers: alice.headers })).statusCode).toBe(400);
    expect((await save(alice, 'k'.repeat(255), 1)).statusCode).toBe(200);
  });

  it('refuses a value over the body limit with 413', async () => {
    const res = await save(alice, 'huge', 'x'.repeat(h.atrium.config.bodyLimit));
    expect(res.statusCode).toBe(413);
  });

  it('deletes the preferences of a user who is deleted', async () => {
    const carol = await signUp(h, 'carol@example.com');
    await save(carol, 'a', 1);
    await save(carol, 'b', 2);
    expect((await rows()).filter((r) => r.user.value === carol.id && r.user.relationTo === 'users')).toHaveLength(2);
    await h.atrium.delete({ collection: 'users', id: carol.id, overrideAccess: true });
    expect((await rows()).filter((r) => r.user.value === carol.id && r.user.relationTo === 'users')).toHaveLength(0);
    expect((await read(alice, 'collection-posts')).json().key).toBe('collection-posts');
  });

  it('is also the Local API: findPreference, updatePreference, deletePreference for the given user', async () => {
    const user = {
      ...(await h.atrium.findByID({ collection: 'users', id: alice.id, overrideAccess: true })),
      collection: 'users',
    };
    await h.atrium.updatePreference({ user, key: 'local', value: { a: 1 } });
    expect((await h.atrium.findPreference({ user, key: 'local' }))?.value).toStrictEqual({ a: 1 });
    expect((await read(alice, 'local')).json().value).toStrictEqual({ a: 1 });
    await h.atrium.deletePreference({ user, key: 'local' });
    expect(await h.atrium.findPreference({ user, key: 'local' })).toBeNull();
    await expect(h.atrium.findPreference({ key: 'local' })).rejects.toThrow(/Sign in to do this/);
  });
});

describe('the preferences collection', () => {
  it('is hidden in the admin, and absent from a config without users', async () => {
    const h = await startAtrium('sqlite', adminConfig());
    try {
      const preferences = h.atrium.config.collectionsBySlug[preferencesSlug];
      expect(preferences.admin.hidden).toBe(true);
      expect(preferences.flattenedFields.map((f) => f.name)).toStrictEqual(['key', 'user', 'value', 'owner', 'ownerKey']);
    } finally {
      await h.close();
    }
    const bare = await startAtrium('sqlite', { collections: [{ slug: 'notes', fields: [] }] });
    try {
      expect(bare.atrium.config.collectionsBySlug[preferencesSlug]).toBeUndefined();
      const res = await bare.inject({ url: url('x') });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
