import { lockedDocumentsSlug } from '@atrium/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { lockConfig, type Person, password, people } from './lockConfig.ts';

describe.each(dialects)('document locking on %s', (dialect) => {
  let h: Harness;
  const auth = {} as Record<Person, { authorization: string }>;
  const ids = {} as Record<Person, number>;
  let post: number;

  beforeAll(async () => {
    h = await startAtrium(dialect, lockConfig);
    for (const [key, person] of Object.entries(people) as [Person, (typeof people)[Person]][]) {
      const user = await h.atrium.create({ collection: 'users', data: { ...person, password }, overrideAccess: true });
      ids[key] = user.id as number;
      const res = await h.inject({ method: 'POST', url: '/api/users/login', payload: { email: person.email, password } });
      auth[key] = { authorization: `JWT ${res.json().token}` };
    }
  });
  afterAll(() => h?.close());

  beforeEach(async () => {
    post = (await h.atrium.create({ collection: 'posts', data: { title: 'First' }, overrideAccess: true })).id as number;
  });

  const send = (
    who: Person | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) => h.inject({ method, url, headers: who ? auth[who] : {}, ...(payload === undefined ? {} : { payload }) });
  const lock = (who: Person, query = '') => send(who, 'POST', `/api/posts/${post}/lock${query}`);
  const rename = (who: Person, title: string, query = '') => send(who, 'PATCH', `/api/posts/${post}${query}`, { title });
  const storedTitle = async () => (await h.atrium.findByID({ collection: 'posts', id: post, overrideAccess: true })).title;

  /** Moves the lock's last renewal back past its duration: the lock has lapsed, with no waiting. */
  async function expireLock(key: string) {
    const { docs } = await h.atrium.find({ collection: lockedDocumentsSlug, depth: 0, limit: 0, overrideAccess: true });
    const rows = await h.atrium.config.db.findByIDs({ collection: lockedDocumentsSlug, ids: docs.map((d) => d.id) });
    const row = rows.find((r) => r.lockKey === key)!;
    const lapsed = new Date(Date.now() - 301_000).toISOString();
    const { id, createdAt, ...fields } = row;
    await h.atrium.config.db.updateOne({ collection: lockedDocumentsSlug, id, data: { ...fields, updatedAt: lapsed } });
  }

  it('answers the lock in Payload shape with who holds it and when it lapses', async () => {
    const res = await lock('ada');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('You are now editing this document.');
    const { lock: taken } = body;
    expect(taken).toEqual({
      id: taken.id,
      document: { relationTo: 'posts', value: post },
      globalSlug: null,
      user: { relationTo: 'users', value: ids.ada },
      holder: { collection: 'users', id: ids.ada, title: 'Ada' },
      createdAt: taken.createdAt,
      updatedAt: taken.updatedAt,
      expiresAt: new Date(Date.parse(taken.updatedAt) + 300_000).toISOString(),
    });
    const seen = await send('bob', 'GET', `/api/posts/${post}/lock`);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.json()).toEqual({ lock: taken });
  });

  it('answers 423 to another user writing a locked document, naming the holder, and keeps the document', async () => {
    await lock('ada');
    const refused = await rename('bob', 'Bob was here');
    expect(refused.statusCode).toBe(423);
    const [error] = refused.json().errors;
    expect(error.name).toBe('Locked');
    expect(error.message).toBe(
      `Ada is editing this Post (id ${post}), so it cannot be changed now. Try again when they have finished, or take over editing.`,
    );
    expect(error.data.lock.holder).toEqual({ collection: 'users', id: ids.ada, title: 'Ada' });
    expect((await send('bob', 'DELETE', `/api/posts/${post}`)).statusCode).toBe(423);
    expect(await storedTitle()).toBe('First');

    // The holder's own writes pass, and the lock stays theirs.
    expect((await rename('ada', 'Ada edits')).statusCode).toBe(200);
    expect(await storedTitle()).toBe('Ada edits');
    expect((await send('bob', 'GET', `/api/posts/${post}/lock`)).json().lock.holder.title).toBe('Ada');
  });

  it('reports a locked document among the failures of a bulk write, and writes the others', async () => {
    const other = (await h.atrium.create({ collection: 'posts', data: { title: 'Other' }, overrideAccess: true })).id;
    await lock('ada');
    const res = await send('bob', 'PATCH', `/api/posts?where[id][in]=${post},${other}`, { title: 'Bulk' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.docs.map((d: { id: number }) => d.id)).toEqual([other]);
    expect(body.errors).toEqual([{ id: post, message: expect.stringContaining('Ada is editing') }]);
  });

  it('lets a write through the lock with overrideLock=true for a user with unlock access, and keeps the lock', async () => {
    await lock('ada');
    expect((await rename('bob', 'Bob forces', '?overrideLock=true')).statusCode).toBe(423);
    expect((await rename('cy', 'Cy forces', '?overrideLock=true')).statusCode).toBe(200);
    expect(await storedTitle()).toBe('Cy forces');
    expect((await rename('bob', 'Bob again', '?overrideLock=false')).statusCode).toBe(423);
    expect((await send('cy', 'GET', `/api/posts/${post}/lock`)).json().lock.holder.title).toBe('Ada');
    expect((await rename('bob', 'x', '?overrideLock=maybe')).json().errors[0].message).toContain('"maybe"');
  });

  it('overrides locks by default in the Local API, and enforces them with overrideLock: false', async () => {
    await lock('ada');
    await h.atrium.update({ collection: 'posts', id: post, data: { title: 'Server side' }, overrideAccess: true });
    expect(await storedTitle()).toBe('Server side');
    const bob = await h.atrium.findByID({ collection: 'users', id: ids.bob, overrideAccess: true });
    const asBob = {
      collection: 'posts',
      id: post,
      data: { title: 'Bob' },
      user: { ...bob, collection: 'users' },
      overrideAccess: false,
    };
    await expect(h.atrium.update({ ...asBob, overrideLock: false })).rejects.toMatchObject({ status: 423 });
    // Bob may not write through someone else's lock even when the call asks to: he has no unlock access.
    await expect(h.atrium.update(asBob)).rejects.toMatchObject({ status: 423 });
    await expect(
      h.atrium.delete({ collection: 'posts', id: post, overrideLock: false, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 423 });
  });

  it('lets a user with unlock access take over, and not one without; the former holder is refused from then on', async () => {
    await lock('ada');
    const plain = await lock('bob');
    expect(plain.statusCode).toBe(423);
    expect(plain.json().errors[0].data.lock.holder.title).toBe('Ada');
    const denied = await lock('bob', '?takeOver=true');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errors[0].message).toBe('You are not allowed to take over editing from another user.');

    const taken = await lock('cy', '?takeOver=true');
    expect(taken.statusCode).toBe(200);
    expect(taken.json().lock.holder.title).toBe('Cy');
    // Ada's editor renews its lock and learns who has it now; her saves are refused.
    const renewal = await lock('ada');
    expect(renewal.statusCode).toBe(423);
    expect(renewal.json().errors[0].data.lock.holder.title).toBe('Cy');
    expect((await rename('ada', 'Ada late')).statusCode).toBe(423);
    expect((await rename('cy', 'Cy saves')).statusCode).toBe(200);
  });

  it('treats a lock that was not renewed within its duration as gone', async () => {
    await lock('ada');
    await expireLock(`collection:posts:${post}`);
    expect((await send('bob', 'GET', `/api/posts/${post}/lock`)).json()).toEqual({ lock: null });
    expect((await rename('bob', 'After expiry')).statusCode).toBe(200);
    const taken = await lock('bob');
    expect(taken.statusCode).toBe(200);
    expect(taken.json().lock.holder.title).toBe('Bob');
  });

  it('releases on leave: the holder lets go, others may write; nobody releases a lock someone else holds', async () => {
    await lock('ada');
    expect((await send('bob', 'DELETE', `/api/posts/${post}/lock`)).statusCode).toBe(423);
    const released = await send('ada', 'DELETE', `/api/posts/${post}/lock`);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ message: 'You are no longer editing this document.' });
    expect((await send('bob', 'GET', `/api/posts/${post}/lock`)).json()).toEqual({ lock: null });
    expect((await rename('bob', 'Free')).statusCode).toBe(200);
    // A second release (a tab closing after the lock went) is no error.
    expect((await send('ada', 'DELETE', `/api/posts/${post}/lock`)).statusCode).toBe(200);
  });

  it('locks a global the same way', async () => {
    const taken = await send('ada', 'POST', '/api/globals/settings/lock');
    expect(taken.statusCode).toBe(200);
    expect(taken.json().lock).toMatchObject({ document: null, globalSlug: 'settings' });
    const refused = await send('bob', 'POST', '/api/globals/settings', { siteName: 'Bob' });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().errors[0].message).toBe(
      'Ada is editing Settings, so it cannot be changed now. Try again when they have finished, or take over editing.',
    );
    expect((await send('ada', 'POST', '/api/globals/settings', { siteName: 'Ada' })).statusCode).toBe(200);
    expect((await send('cy', 'POST', '/api/globals/settings/lock?takeOver=true')).statusCode).toBe(200);
    expect((await send('cy', 'DELETE', '/api/globals/settings/lock')).statusCode).toBe(200);
  });

  it('refuses to lock what does not lock, and anonymous callers', async () => {
    const page = await h.atrium.create({ collection: 'pages', data: { title: 'Page' }, overrideAccess: true });
    const res = await send('ada', 'POST', `/api/pages/${page.id}/lock`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('"pages" does not lock its documents (lockDocuments is false).');
    expect((await send(null, 'POST', `/api/posts/${post}/lock`)).statusCode).toBe(401);
    expect((await send(null, 'GET', `/api/posts/${post}/lock`)).statusCode).toBe(401);
    expect((await send('ada', 'POST', '/api/posts/999999/lock')).statusCode).toBe(404);
  });

  it('keeps locks as payload-locked-documents rows, readable but not writable through the collection', async () => {
    await lock('ada');
    const list = await send('bob', 'GET', `/api/${lockedDocumentsSlug}?depth=0&where[document.value][equals]=${post}`);
    expect(list.statusCode).toBe(200);
    const [row] = list.json().docs;
    expect(Object.keys(row).sort()).toEqual(['createdAt', 'document', 'id', 'updatedAt', 'user']);
    expect(row.document).toEqual({ relationTo: 'posts', value: post });
    expect(row.user).toEqual({ relationTo: 'users', value: ids.ada });
    expect(
      (await send('bob', 'PATCH', `/api/${lockedDocumentsSlug}/${row.id}`, { user: { relationTo: 'users', value: ids.bob } }))
        .statusCode,
    ).toBe(403);
    expect((await send('bob', 'DELETE', `/api/${lockedDocumentsSlug}/${row.id}`)).statusCode).toBe(403);
  });

  it('removes the lock of a deleted document and the locks of a deleted user', async () => {
    await lock('ada');
    await h.atrium.delete({ collection: 'posts', id: post, overrideAccess: true });
    const keys = async () =>
      (await h.atrium.find({ collection: lockedDocumentsSlug, depth: 0, limit: 0, overrideAccess: true })).docs.map((d) => d.id);
    const before = (await keys()).length;
    const temp = await h.atrium.create({
      collection: 'users',
      data: { email: 'temp@example.com', password, name: 'Temp' },
      overrideAccess: true,
    });
    const other = (await h.atrium.create({ collection: 'posts', data: { title: 'Temp' }, overrideAccess: true })).id;
    await h.atrium.lockDocument({ collection: 'posts', id: other, user: { ...temp, collection: 'users' } });
    expect((await keys()).length).toBe(before + 1);
    await h.atrium.delete({ collection: 'users', id: temp.id, overrideAccess: true });
    expect((await keys()).length).toBe(before);
    expect(
      await h.atrium.findDocumentLock({ collection: 'posts', id: other, user: { ...temp, collection: 'users' } }),
    ).toBeNull();
  });

  it('lists the active locks of a collection for its list view', async () => {
    const other = (await h.atrium.create({ collection: 'posts', data: { title: 'Other' }, overrideAccess: true })).id;
    await lock('ada');
    await send('bob', 'POST', `/api/posts/${other}/lock`);
    await expireLock(`collection:posts:${other}`);
    const res = await send('cy', 'GET', '/api/posts/locks');
    expect(res.statusCode).toBe(200);
    const mine = res.json().locks.filter((l: { document: { value: number } }) => [post, other].includes(l.document.value));
    expect(
      mine.map((l: { document: { value: number }; holder: { title: string } }) => [l.document.value, l.holder.title]),
    ).toEqual([[post, 'Ada']]);
    expect((await send('cy', 'GET', '/api/pages/locks')).json()).toEqual({ locks: [] });
    expect((await send(null, 'GET', '/api/posts/locks')).statusCode).toBe(401);
  });

  it('announces unlock access for locked collections and globals in /api/access', async () => {
    const ada = (await send('ada', 'GET', '/api/access')).json();
    const bob = (await send('bob', 'GET', '/api/access')).json();
    expect(ada.collections.posts.unlock).toEqual({ permission: true });
    expect(bob.collections.posts.unlock).toEqual({ permission: false });
    expect(bob.collections.pages.unlock).toBeUndefined();
    expect(ada.globals.settings.unlock).toEqual({ permission: true });
    expect(bob.globals.settings.unlock).toEqual({ permission: false });
  });
});
