import type { Access, AtriumRequest, CollectionConfig, Config, Document, FieldAccess, GlobalConfig } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

type ID = number | string;

const isAdmin = (req: AtriumRequest) => Array.isArray(req.user?.roles) && (req.user.roles as string[]).includes('admin');
const adminOnly: Access = ({ req }) => isAdmin(req);
const adminField: FieldAccess = ({ req }) => isAdmin(req);
/** Admins: every row. Other signed-in users: the rows whose `key` is their id. Anonymous: nothing. */
const own =
  (key: string): Access =>
  ({ req }) =>
    req.user === null ? false : isAdmin(req) ? true : { [key]: { equals: req.user.id } };

const users: CollectionConfig = {
  slug: 'users',
  auth: true,
  access: { create: adminOnly, read: own('id'), update: own('id'), delete: adminOnly },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      options: ['admin', 'editor'],
      defaultValue: ['editor'],
      access: { update: adminField },
    },
  ],
};

const notes: CollectionConfig = {
  slug: 'notes',
  access: { read: own('owner'), update: own('owner'), delete: own('owner') },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'owner', type: 'relationship', relationTo: 'users' },
    { name: 'body', type: 'text' },
    { name: 'secret', type: 'text', access: { read: adminField } },
    { name: 'locked', type: 'text', access: { update: () => false } },
  ],
};

/** Readable by every signed-in user; points at notes that may not be. */
const projects: CollectionConfig = {
  slug: 'projects',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'note', type: 'relationship', relationTo: 'notes' },
    { name: 'related', type: 'relationship', relationTo: 'notes', hasMany: true },
  ],
};

/** Row-level access and nothing that keeps reads out of the response cache. */
const tasks: CollectionConfig = {
  slug: 'tasks',
  access: { read: own('owner'), update: own('owner'), delete: own('owner') },
  fields: [
    { name: 'label', type: 'text' },
    { name: 'owner', type: 'relationship', relationTo: 'users' },
  ],
};

/** No access functions at all: the default applies. */
const pages: CollectionConfig = { slug: 'pages', fields: [{ name: 'title', type: 'text' }] };

const banner: GlobalConfig = { slug: 'banner', fields: [{ name: 'text', type: 'text' }] };
const policy: GlobalConfig = {
  slug: 'policy',
  access: { read: () => true, update: adminOnly },
  fields: [
    { name: 'text', type: 'text' },
    { name: 'internal', type: 'text', access: { read: adminField } },
  ],
};

/** Never written before its test: the first write of a global is an update like any other. */
const motd: GlobalConfig = {
  slug: 'motd',
  fields: [
    { name: 'text', type: 'text' },
    { name: 'frozen', type: 'text', access: { update: () => false } },
  ],
};

const config: Omit<Config, 'db' | 'secret'> = {
  collections: [users, notes, projects, tasks, pages],
  globals: [banner, policy, motd],
};

const password = 'correct horse battery';

describe.each(dialects)('access control on %s', (dialect) => {
  let h: Harness;
  const user: Record<'admin' | 'alice' | 'bob', Document> = {} as never;
  const auth: Record<'admin' | 'alice' | 'bob', { authorization: string }> = {} as never;
  /** Notes seeded once and never changed by the tests. */
  let aliceNote: Document;
  let bobNote: Document;
  let page: Document;

  const as = (who: 'admin' | 'alice' | 'bob' | 'anonymous') => (who === 'anonymous' ? {} : auth[who]);
  const stored = (collection: string, id: ID) => h.atrium.findByID({ collection, id, depth: 0, overrideAccess: true });
  const titles = (docs: Document[]) => docs.map((d) => d.title).sort();
  const note = (data: Record<string, unknown>) => h.atrium.create({ collection: 'notes', data, depth: 0, overrideAccess: true });

  beforeAll(async () => {
    h = await startAtrium(dialect, config);
    for (const [name, roles] of [
      ['admin', ['admin']],
      ['alice', ['editor']],
      ['bob', ['editor']],
    ] as const) {
      user[name] = await h.atrium.create({
        collection: 'users',
        data: { email: `${name}@example.com`, password, name, roles: [...roles] },
        overrideAccess: true,
      });
      const res = await h.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: `${name}@example.com`, password },
      });
      expect(res.statusCode).toBe(200);
      auth[name] = { authorization: `JWT ${res.json().token}` };
    }
    aliceNote = await note({ title: 'Alice one', owner: user.alice.id, secret: 'alice-secret', locked: 'L-a' });
    await note({ title: 'Alice two', owner: user.alice.id });
    bobNote = await note({ title: 'Bob one', owner: user.bob.id, secret: 'bob-secret', body: 'bob private body' });
    await note({ title: 'Bob two', owner: user.bob.id });
    page = await h.atrium.create({ collection: 'pages', data: { title: 'Home' }, overrideAccess: true });
  });
  afterAll(() => h.close());

  describe('default access: signed-in users only', () => {
    const unauthorized = {
      errors: [{ name: 'Unauthorized', message: 'Sign in to do this.' }],
    };
    const routes = () =>
      [
        { method: 'GET', url: '/api/pages' },
        { method: 'GET', url: `/api/pages/${page.id}` },
        { method: 'GET', url: '/api/pages/count' },
        { method: 'POST', url: '/api/pages', payload: { title: 'New' } },
        { method: 'PATCH', url: `/api/pages/${page.id}`, payload: { title: 'Changed' } },
        { method: 'PATCH', url: '/api/pages?where[title][equals]=Home', payload: { title: 'Changed' } },
        { method: 'POST', url: `/api/pages/${page.id}/duplicate` },
        { method: 'DELETE', url: '/api/pages?where[title][equals]=Home' },
        { method: 'DELETE', url: `/api/pages/${page.id}` },
        { method: 'GET', url: '/api/globals/banner' },
        { method: 'POST', url: '/api/globals/banner', payload: { text: 'Hi' } },
      ] as const;

    it('refuses anonymous callers with 401 on every route, and changes nothing', async () => {
      await h.atrium.updateGlobal({ slug: 'banner', data: { text: 'Before' }, overrideAccess: true });
      for (const route of routes()) {
        const res = await h.inject(route);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json(), `${route.method} ${route.url}`).toEqual(unauthorized);
      }
      expect((await stored('pages', page.id)).title).toBe('Home');
      expect((await h.atrium.count({ collection: 'pages', overrideAccess: true })).totalDocs).toBe(1);
      expect((await h.atrium.findGlobal({ slug: 'banner', overrideAccess: true })).text).toBe('Before');
    });

    it('lets any signed-in user do all of it', async () => {
      const extra = await h.atrium.create({ collection: 'pages', data: { title: 'Scratch' }, overrideAccess: true });
      const headers = as('bob');
      expect((await h.inject({ url: '/api/pages', headers })).statusCode).toBe(200);
      expect((await h.inject({ url: `/api/pages/${page.id}`, headers })).json().title).toBe('Home');
      expect((await h.inject({ url: '/api/pages/count', headers })).json()).toEqual({ totalDocs: 2 });
      const created = await h.inject({ method: 'POST', url: '/api/pages', headers, payload: { title: 'Made by bob' } });
      expect(created.statusCode).toBe(201);
      const id = created.json().doc.id;
      const patched = await h.inject({ method: 'PATCH', url: `/api/pages/${id}`, headers, payload: { title: 'Bob edit' } });
      expect(patched.statusCode).toBe(200);
      const bulk = await h.inject({
        method: 'PATCH',
        url: '/api/pages?where[title][equals]=Bob%20edit',
        headers,
        payload: { title: 'Bob bulk' },
      });
      expect(bulk.statusCode).toBe(200);
      expect(bulk.json().docs.map((d: Document) => d.id)).toEqual([id]);
      const copy = await h.inject({ method: 'POST', url: `/api/pages/${id}/duplicate`, headers });
      expect(copy.statusCode).toBe(201);
      expect(copy.json().doc.title).toBe('Bob bulk');
      const deleted = await h.inject({ method: 'DELETE', url: '/api/pages?where[title][equals]=Bob%20bulk', headers });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().docs).toHaveLength(2);
      expect((await h.inject({ method: 'DELETE', url: `/api/pages/${extra.id}`, headers })).statusCode).toBe(200);
      const global = await h.inject({ method: 'POST', url: '/api/globals/banner', headers, payload: { text: 'By bob' } });
      expect(global.statusCode).toBe(200);
      expect(global.json().doc.text).toBe('By bob');
      expect((await h.inject({ url: '/api/globals/banner', headers })).json().text).toBe('By bob');
      expect((await h.atrium.count({ collection: 'pages', overrideAccess: true })).totalDocs).toBe(1);
    });

    it('answers 403 to a signed-in user an access function refuses, and 401 to anonymous callers of it', async () => {
      const forbidden = { errors: [{ name: 'Forbidden', message: 'You do not have permission to do this.' }] };
      const payload = { email: 'mallory@example.com', password };
      const denied = await h.inject({ method: 'POST', url: '/api/users', headers: as('alice'), payload });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual(forbidden);
      expect((await h.inject({ method: 'DELETE', url: `/api/users/${user.bob.id}`, headers: as('alice') })).statusCode).toBe(403);
      const policy = await h.inject({ method: 'POST', url: '/api/globals/policy', headers: as('alice'), payload: { text: 'x' } });
      expect(policy.statusCode).toBe(403);
      expect(policy.json()).toEqual(forbidden);
      expect((await h.inject({ url: '/api/notes' })).statusCode).toBe(401);
      expect((await h.inject({ url: `/api/notes/${aliceNote.id}` })).statusCode).toBe(401);
      expect((await h.inject({ url: '/api/notes/count' })).statusCode).toBe(401);
      // The explicit read access of `policy` lets anyone read it; its admin-only field stays out.
      await h.atrium.updateGlobal({ slug: 'policy', data: { text: 'Be kind', internal: 'staff only' }, overrideAccess: true });
      const read = await h.inject({ url: '/api/globals/policy' });
      expect(read.statusCode).toBe(200);
      expect(read.json().text).toBe('Be kind');
      expect(read.json()).not.toHaveProperty('internal');
      expect((await h.inject({ url: '/api/globals/policy', headers: as('admin') })).json().internal).toBe('staff only');
      expect(await h.inject({ method: 'POST', url: '/api/users', headers: as('admin'), payload })).toHaveProperty(
        'statusCode',
        201,
      );
    });
  });

  describe('access answered with a Where', () => {
    it('lists, counts and reads by id only the rows it matches', async () => {
      const list = await h.inject({ url: '/api/notes?limit=100&depth=0', headers: as('alice') });
      expect(list.statusCode).toBe(200);
      expect(titles(list.json().docs).filter((t) => /^(Alice|Bob) (one|two)$/.test(String(t)))).toEqual([
        'Alice one',
        'Alice two',
      ]);
      expect(list.json().docs.every((d: Document) => d.owner === user.alice.id)).toBe(true);
      expect(list.json().totalDocs).toBe(list.json().docs.length);
      const filtered = await h.inject({ url: '/api/notes?where[title][like]=one', headers: as('alice') });
      expect(titles(filtered.json().docs)).toEqual(['Alice one']);

      const count = await h.inject({ url: '/api/notes/count?where[title][like]=one', headers: as('alice') });
      expect(count.json()).toEqual({ totalDocs: 1 });
      const all = await h.inject({ url: '/api/notes/count?where[title][like]=one', headers: as('admin') });
      expect(all.json()).toEqual({ totalDocs: 2 });

      const other = await h.inject({ url: `/api/notes/${bobNote.id}`, headers: as('alice') });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({
        errors: [{ name: 'NotFound', message: `notes has no document with the id ${bobNote.id}.` }],
      });
      expect((await h.inject({ url: `/api/notes/${aliceNote.id}`, headers: as('alice') })).json().title).toBe('Alice one');
      expect((await h.inject({ url: `/api/notes/${bobNote.id}`, headers: as('admin') })).json().title).toBe('Bob one');

      // The users collection answers the same way: a user sees only themself.
      const people = await h.inject({ url: '/api/users', headers: as('bob') });
      expect(people.json().docs.map((d: Document) => d.email)).toEqual(['bob@example.com']);
      expect((await h.inject({ url: `/api/users/${user.alice.id}`, headers: as('bob') })).statusCode).toBe(404);
    });

    it('refuses to update, delete or duplicate another user’s row by id, leaving it as it was', async () => {
      const theirs = await note({ title: 'Bob keeps', owner: user.bob.id, body: 'original' });
      const patch = await h.inject({
        method: 'PATCH',
        url: `/api/notes/${theirs.id}`,
        headers: as('alice'),
        payload: { body: 'defaced', owner: user.alice.id },
      });
      expect(patch.statusCode).toBe(404);
      const del = await h.inject({ method: 'DELETE', url: `/api/notes/${theirs.id}`, headers: as('alice') });
      expect(del.statusCode).toBe(404);
      const dup = await h.inject({ method: 'POST', url: `/api/notes/${theirs.id}/duplicate`, headers: as('alice') });
      expect(dup.statusCode).toBe(404);
      // Reading a row is not enough to copy it: duplicate needs create access too.
      const self = await h.inject({ method: 'POST', url: `/api/users/${user.alice.id}/duplicate`, headers: as('alice') });
      expect(self.statusCode).toBe(403);
      const after = await stored('notes', theirs.id);
      expect(after.body).toBe('original');
      expect(after.owner).toBe(user.bob.id);
      expect(after.updatedAt).toBe(theirs.updatedAt);
      expect(
        (await h.atrium.count({ collection: 'notes', where: { title: { equals: 'Bob keeps' } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(1);

      const mine = await note({ title: 'Alice edits', owner: user.alice.id });
      const ok = await h.inject({
        method: 'PATCH',
        url: `/api/notes/${mine.id}`,
        headers: as('alice'),
        payload: { body: 'fine' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().doc.body).toBe('fine');
      const copy = await h.inject({ method: 'POST', url: `/api/notes/${mine.id}/duplicate`, headers: as('alice') });
      expect(copy.statusCode).toBe(201);
      expect(copy.json().doc).toMatchObject({ title: 'Alice edits', body: 'fine' });
      expect((await h.inject({ method: 'DELETE', url: `/api/notes/${mine.id}`, headers: as('alice') })).statusCode).toBe(200);
    });

    it('updates and deletes by where only the rows the caller may change', async () => {
      for (const [title, owner] of [
        ['bulk a1', user.alice.id],
        ['bulk a2', user.alice.id],
        ['bulk b1', user.bob.id],
        ['bulk b2', user.bob.id],
      ] as const)
        await note({ title, owner, body: 'start' });
      const patched = await h.inject({
        method: 'PATCH',
        url: '/api/notes?where[title][like]=bulk',
        headers: as('alice'),
        payload: { body: 'bulk edit' },
      });
      expect(patched.statusCode).toBe(200);
      expect(titles(patched.json().docs)).toEqual(['bulk a1', 'bulk a2']);
      expect(patched.json().errors).toEqual([]);
      const everything = async () =>
        (
          await h.atrium.find({
            collection: 'notes',
            where: { title: { like: 'bulk' } },
            sort: 'title',
            depth: 0,
            overrideAccess: true,
          })
        ).docs.map((d) => [d.title, d.body]);
      expect(await everything()).toEqual([
        ['bulk a1', 'bulk edit'],
        ['bulk a2', 'bulk edit'],
        ['bulk b1', 'start'],
        ['bulk b2', 'start'],
      ]);

      // Even a where naming another user's row by id matches nothing.
      const [b1] = (await h.atrium.find({ collection: 'notes', where: { title: { equals: 'bulk b1' } }, overrideAccess: true }))
        .docs;
      const targeted = await h.inject({
        method: 'DELETE',
        url: `/api/notes?where[id][equals]=${b1.id}`,
        headers: as('alice'),
      });
      expect(targeted.statusCode).toBe(200);
      expect(targeted.json().docs).toEqual([]);

      const deleted = await h.inject({ method: 'DELETE', url: '/api/notes?where[title][like]=bulk', headers: as('alice') });
      expect(deleted.statusCode).toBe(200);
      expect(titles(deleted.json().docs)).toEqual(['bulk a1', 'bulk a2']);
      expect(await everything()).toEqual([
        ['bulk b1', 'start'],
        ['bulk b2', 'start'],
      ]);
      await h.atrium.delete({ collection: 'notes', where: { title: { like: 'bulk' } }, overrideAccess: true });
    });
  });

  describe('relationships respect the reader’s access', () => {
    let project: Document;
    let mixed: Document;
    beforeAll(async () => {
      project = await h.atrium.create({
        collection: 'projects',
        data: { name: 'Shared', note: bobNote.id },
        overrideAccess: true,
      });
      mixed = await h.atrium.create({
        collection: 'projects',
        data: { name: 'Mixed', note: aliceNote.id, related: [aliceNote.id, bobNote.id] },
        overrideAccess: true,
      });
    });

    it('leaves an unreadable related document as its id at every depth', async () => {
      for (const depth of [1, 2]) {
        const res = await h.inject({ url: `/api/projects/${project.id}?depth=${depth}`, headers: as('alice') });
        expect(res.statusCode).toBe(200);
        expect(res.json().note).toBe(bobNote.id);
        expect(res.body).not.toContain('Bob one');
        expect(res.body).not.toContain('bob private body');

        const both = await h.inject({ url: `/api/projects/${mixed.id}?depth=${depth}`, headers: as('alice') });
        const doc = both.json();
        expect(doc.note).toMatchObject({ id: aliceNote.id, title: 'Alice one' });
        expect(doc.related[0]).toMatchObject({ id: aliceNote.id, title: 'Alice one' });
        expect(doc.related[1]).toBe(bobNote.id);
        expect(both.body).not.toContain('Bob one');
        if (depth === 2) expect(doc.note.owner).toMatchObject({ id: user.alice.id, email: 'alice@example.com' });
        else expect(doc.note.owner).toBe(user.alice.id);

        const list = await h.inject({ url: `/api/projects?depth=${depth}&limit=100`, headers: as('alice') });
        expect(list.statusCode).toBe(200);
        expect(list.body).not.toContain('Bob one');
        expect(list.json().docs.find((d: Document) => d.id === project.id).note).toBe(bobNote.id);
      }
      const admin = await h.inject({ url: `/api/projects/${project.id}?depth=2`, headers: as('admin') });
      expect(admin.json().note).toMatchObject({ id: bobNote.id, title: 'Bob one', owner: { email: 'bob@example.com' } });
    });

    it('populates nothing from a collection the reader may not read at all', async () => {
      // The related note's owner: bob may read only himself, so alice stays an id inside bob's own note.
      const res = await h.inject({ url: `/api/notes/${bobNote.id}?depth=1`, headers: as('bob') });
      expect(res.json().owner).toMatchObject({ id: user.bob.id });
      const hers = await note({ title: 'Owned by alice, shown to nobody else', owner: user.alice.id });
      const viaProject = await h.atrium.create({
        collection: 'projects',
        data: { name: 'Pointer', note: hers.id },
        overrideAccess: true,
      });
      const asBob = await h.inject({ url: `/api/projects/${viaProject.id}?depth=2`, headers: as('bob') });
      expect(asBob.json().note).toBe(hers.id);
    });

    it('does not let a filter across a relationship match rows the reader may not read', async () => {
      const url = (where: string) => `/api/projects?depth=0&${where}`;
      const probe = await h.inject({ url: url('where[note.title][equals]=Bob%20one'), headers: as('alice') });
      expect(probe.statusCode).toBe(200);
      expect(probe.json().docs).toEqual([]);
      const probeCount = await h.inject({ url: '/api/projects/count?where[note.title][equals]=Bob%20one', headers: as('alice') });
      expect(probeCount.json()).toEqual({ totalDocs: 0 });
      const many = await h.inject({ url: url('where[related.title][equals]=Bob%20one'), headers: as('alice') });
      expect(many.json().docs).toEqual([]);
      const either = await h.inject({
        url: url('where[or][0][note.title][equals]=Bob%20one&where[or][1][name][equals]=nothing'),
        headers: as('alice'),
      });
      expect(either.json().docs).toEqual([]);
      // Two hops: bob's note, then bob himself, both outside alice's access.
      const deep = await h.inject({ url: url('where[note.owner.email][equals]=bob@example.com'), headers: as('alice') });
      expect(deep.json().docs).toEqual([]);
      const deepAdmin = await h.inject({ url: url('where[note.owner.email][equals]=bob@example.com'), headers: as('admin') });
      expect(deepAdmin.json().docs.map((d: Document) => d.id)).toEqual([project.id]);
      const bulk = await h.inject({
        method: 'PATCH',
        url: '/api/projects?where[note.title][equals]=Bob%20one',
        headers: as('alice'),
        payload: { name: 'Found you' },
      });
      expect(bulk.json().docs).toEqual([]);
      expect((await stored('projects', project.id)).name).toBe('Shared');

      // What the reader may read still matches, and the owner (or an admin) matches their own.
      const own = await h.inject({ url: url('where[note.title][equals]=Alice%20one'), headers: as('alice') });
      expect(own.json().docs.map((d: Document) => d.id)).toEqual([mixed.id]);
      const bob = await h.inject({ url: url('where[note.title][equals]=Bob%20one'), headers: as('bob') });
      expect(bob.json().docs.map((d: Document) => d.id)).toEqual([project.id]);
      const admin = await h.inject({ url: url('where[related.title][equals]=Bob%20one'), headers: as('admin') });
      expect(admin.json().docs.map((d: Document) => d.id)).toEqual([mixed.id]);
    });
  });

  describe('field-level access', () => {
    it('drops a field the reader may not read from lists, single reads, populated documents and write responses', async () => {
      const list = await h.inject({ url: '/api/notes?limit=100', headers: as('alice') });
      expect(list.json().docs.length).toBeGreaterThan(0);
      for (const doc of list.json().docs) expect(doc).not.toHaveProperty('secret');
      const one = await h.inject({ url: `/api/notes/${aliceNote.id}`, headers: as('alice') });
      expect(one.json()).not.toHaveProperty('secret');
      expect(one.body).not.toContain('alice-secret');

      const project = await h.atrium.create({
        collection: 'projects',
        data: { name: 'Populates a secret', note: aliceNote.id, related: [aliceNote.id] },
        overrideAccess: true,
      });
      const populated = await h.inject({ url: `/api/projects/${project.id}?depth=1`, headers: as('alice') });
      expect(populated.json().note.title).toBe('Alice one');
      expect(populated.body).not.toContain('alice-secret');

      const created = await h.inject({
        method: 'POST',
        url: '/api/notes',
        headers: as('alice'),
        payload: { title: 'Written secret', owner: user.alice.id, secret: 'written-secret' },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().doc).not.toHaveProperty('secret');
      const id = created.json().doc.id;
      expect((await stored('notes', id)).secret).toBe('written-secret');
      const patched = await h.inject({ method: 'PATCH', url: `/api/notes/${id}`, headers: as('alice'), payload: { body: 'b' } });
      expect(patched.json().doc).not.toHaveProperty('secret');
      const bulk = await h.inject({
        method: 'PATCH',
        url: `/api/notes?where[id][equals]=${id}`,
        headers: as('alice'),
        payload: { body: 'c' },
      });
      expect(bulk.json().docs).toHaveLength(1);
      expect(bulk.json().docs[0]).not.toHaveProperty('secret');
      const removed = await h.inject({ method: 'DELETE', url: `/api/notes/${id}`, headers: as('alice') });
      expect(removed.json().doc).not.toHaveProperty('secret');

      // An admin reads it everywhere.
      expect((await h.inject({ url: `/api/notes/${aliceNote.id}`, headers: as('admin') })).json().secret).toBe('alice-secret');
      const adminList = await h.inject({ url: '/api/notes?where[title][equals]=Bob%20one', headers: as('admin') });
      expect(adminList.json().docs[0].secret).toBe('bob-secret');
      const adminPopulated = await h.inject({ url: `/api/projects/${project.id}?depth=1`, headers: as('admin') });
      expect(adminPopulated.json().note.secret).toBe('alice-secret');
      expect(adminPopulated.json().related[0].secret).toBe('alice-secret');
    });

    it('does not let a filter or sort on an unreadable field reveal it', async () => {
      for (const url of [
        '/api/notes?where[secret][equals]=alice-secret',
        '/api/notes/count?where[secret][exists]=true',
        '/api/projects?where[note.secret][equals]=alice-secret',
        '/api/notes?sort=secret',
      ]) {
        const res = await h.inject({ url, headers: as('alice') });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors[0].name, url).toBe('QueryError');
      }
      const bulk = await h.inject({
        method: 'PATCH',
        url: '/api/notes?where[secret][equals]=alice-secret',
        headers: as('alice'),
        payload: { body: 'guessed' },
      });
      expect(bulk.statusCode).toBe(400);
      expect((await stored('notes', aliceNote.id)).body).toBeUndefined();
      const admin = await h.inject({ url: '/api/notes?where[secret][equals]=alice-secret', headers: as('admin') });
      expect(titles(admin.json().docs)).toEqual(['Alice one']);
    });

    it('silently keeps a field the writer may not update', async () => {
      const mine = await note({ title: 'Has a lock', owner: user.alice.id, locked: 'kept' });
      const res = await h.inject({
        method: 'PATCH',
        url: `/api/notes/${mine.id}`,
        headers: as('alice'),
        payload: { title: 'Lock tried', locked: 'changed' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().doc).toMatchObject({ title: 'Lock tried', locked: 'kept' });
      const bulk = await h.inject({
        method: 'PATCH',
        url: `/api/notes?where[id][equals]=${mine.id}`,
        headers: as('admin'),
        payload: { locked: null, body: 'admin was here' },
      });
      expect(bulk.statusCode).toBe(200);
      expect(await stored('notes', mine.id)).toMatchObject({ title: 'Lock tried', locked: 'kept', body: 'admin was here' });
      // Creating sets it: only update is refused.
      const created = await h.inject({
        method: 'POST',
        url: '/api/notes',
        headers: as('alice'),
        payload: { title: 'New lock', owner: user.alice.id, locked: 'at birth' },
      });
      expect(created.json().doc.locked).toBe('at birth');
    });

    it('silently keeps a global field the writer may not update, from the first write of the global on', async () => {
      const first = await h.inject({
        method: 'POST',
        url: '/api/globals/motd',
        headers: as('alice'),
        payload: { text: 'Hello', frozen: 'by alice' },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().doc.text).toBe('Hello');
      expect(first.json().doc).not.toHaveProperty('frozen');
      await h.atrium.updateGlobal({ slug: 'motd', data: { frozen: 'by script' }, overrideAccess: true });
      const again = await h.inject({
        method: 'POST',
        url: '/api/globals/motd',
        headers: as('admin'),
        payload: { text: 'Bye', frozen: 'by admin' },
      });
      expect(again.json().doc).toMatchObject({ text: 'Bye', frozen: 'by script' });
      const permissions = (await h.inject({ url: '/api/access', headers: as('alice') })).json();
      expect(permissions.globals.motd.fields.frozen.update).toEqual({ permission: false });
    });

    it('does not let an editor give themself a role', async () => {
      const res = await h.inject({
        method: 'PATCH',
        url: `/api/users/${user.bob.id}`,
        headers: as('bob'),
        payload: { roles: ['admin'], name: 'Bob B.' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().doc).toMatchObject({ name: 'Bob B.', roles: ['editor'] });
      expect((await stored('users', user.bob.id)).roles).toEqual(['editor']);
      const bulk = await h.inject({
        method: 'PATCH',
        url: '/api/users?where[email][equals]=bob@example.com',
        headers: as('bob'),
        payload: { roles: ['admin'] },
      });
      expect(bulk.statusCode).toBe(200);
      expect((await stored('users', user.bob.id)).roles).toEqual(['editor']);
      // Bob's next request is still an editor's.
      expect((await h.inject({ url: `/api/notes/${aliceNote.id}`, headers: as('bob') })).statusCode).toBe(404);
      const other = await h.inject({
        method: 'PATCH',
        url: `/api/users/${user.alice.id}`,
        headers: as('bob'),
        payload: { name: 'Hacked' },
      });
      expect(other.statusCode).toBe(404);
      expect((await stored('users', user.alice.id)).name).toBe('alice');

      const temp = await h.atrium.create({
        collection: 'users',
        data: { email: 'temp@example.com', password, roles: ['editor'] },
        overrideAccess: true,
      });
      const promoted = await h.inject({
        method: 'PATCH',
        url: `/api/users/${temp.id}`,
        headers: as('admin'),
        payload: { roles: ['admin', 'editor'] },
      });
      expect(promoted.json().doc.roles).toEqual(['admin', 'editor']);
    });
  });

  describe('the Local API', () => {
    it('enforces access unless called with overrideAccess: true', async () => {
      await expect(h.atrium.find({ collection: 'notes' })).rejects.toMatchObject({
        name: 'Unauthorized',
        status: 401,
        message: 'Sign in to do this.',
      });
      await expect(h.atrium.findByID({ collection: 'notes', id: aliceNote.id })).rejects.toMatchObject({ status: 401 });
      await expect(h.atrium.create({ collection: 'pages', data: { title: 'x' } })).rejects.toMatchObject({ status: 401 });
      await expect(h.atrium.update({ collection: 'pages', id: page.id, data: { title: 'x' } })).rejects.toMatchObject({
        status: 401,
      });
      await expect(h.atrium.findGlobal({ slug: 'banner' })).rejects.toMatchObject({ status: 401 });
      await expect(h.atrium.updateGlobal({ slug: 'banner', data: { text: 'x' } })).rejects.toMatchObject({ status: 401 });

      const all = await h.atrium.find({
        collection: 'notes',
        where: { title: { in: ['Alice one', 'Bob one'] } },
        overrideAccess: true,
      });
      expect(titles(all.docs)).toEqual(['Alice one', 'Bob one']);
      expect(all.docs.find((d) => d.title === 'Bob one')?.secret).toBe('bob-secret');
      expect((await h.atrium.findGlobal({ slug: 'banner', overrideAccess: true })).globalType).toBe('banner');

      // As a user, the Local API applies that user's access like REST does.
      const alice = { ...user.alice, collection: 'users' } as Document & { collection: string };
      const hers = await h.atrium.find({
        collection: 'notes',
        where: { title: { in: ['Alice one', 'Bob one'] } },
        user: alice,
      });
      expect(titles(hers.docs)).toEqual(['Alice one']);
      expect(hers.docs[0]).not.toHaveProperty('secret');
      await expect(h.atrium.findByID({ collection: 'notes', id: bobNote.id, user: alice })).rejects.toMatchObject({
        status: 404,
      });
      await expect(
        h.atrium.create({ collection: 'users', data: { email: 'x@example.com', password }, user: alice }),
      ).rejects.toMatchObject({ name: 'Forbidden', status: 403 });
    });
  });

  describe('the response cache', () => {
    it('never serves one user’s view to another, and hits for the same user', async () => {
      await h.atrium.create({ collection: 'tasks', data: { label: 'alice task', owner: user.alice.id }, overrideAccess: true });
      const bobTask = await h.atrium.create({
        collection: 'tasks',
        data: { label: 'bob task', owner: user.bob.id },
        overrideAccess: true,
      });
      const url = '/api/tasks?depth=0';
      for (const [who, label] of [
        ['alice', 'alice task'],
        ['bob', 'bob task'],
        ['alice', 'alice task'],
      ] as const) {
        const first = await h.inject({ url, headers: as(who) });
        const second = await h.inject({ url, headers: as(who) });
        for (const res of [first, second]) {
          expect(res.statusCode).toBe(200);
          expect(res.json().docs.map((d: Document) => d.label)).toEqual([label]);
        }
        expect(second.headers['x-atrium-cache']).toBe('hit');
      }
      const [aliceCount, bobCount] = [
        await h.inject({ url: '/api/tasks/count', headers: as('alice') }),
        await h.inject({ url: '/api/tasks/count', headers: as('bob') }),
      ];
      expect(aliceCount.json()).toEqual({ totalDocs: 1 });
      expect(bobCount.json()).toEqual({ totalDocs: 1 });
      expect(bobCount.headers['x-atrium-cache']).toBe('miss');
      expect((await h.inject({ url, headers: as('admin') })).json().totalDocs).toBe(2);

      // Populated, the owner each user may read differs as well.
      const populated = `/api/tasks/${bobTask.id}?depth=1`;
      expect((await h.inject({ url: populated, headers: as('bob') })).json().owner.email).toBe('bob@example.com');
      expect((await h.inject({ url: populated, headers: as('bob') })).headers['x-atrium-cache']).toBe('hit');
      for (let i = 0; i < 2; i++) {
        const res = await h.inject({ url: populated, headers: as('alice') });
        expect(res.statusCode).toBe(404);
        expect(res.headers['x-atrium-cache']).toBeUndefined();
      }
      const admin = await h.inject({ url: populated, headers: as('admin') });
      expect(admin.json().owner.email).toBe('bob@example.com');
      expect(admin.headers['x-atrium-cache']).toBe('miss');
      // Nor does a signed-in user's view reach anonymous callers.
      expect((await h.inject({ url })).statusCode).toBe(401);
      // Field read access in reach (notes.secret) depends on more than the access answers: never cached.
      for (const uncached of ['/api/notes?depth=0', '/api/projects?depth=1']) {
        for (const who of ['alice', 'alice', 'admin'] as const)
          expect((await h.inject({ url: uncached, headers: as(who) })).headers['x-atrium-cache'], uncached).toBeUndefined();
      }
    });

    it('shares entries between users whose access answers agree', async () => {
      const url = '/api/pages?depth=0&limit=5';
      const alice = await h.inject({ url, headers: as('alice') });
      const bob = await h.inject({ url, headers: as('bob') });
      expect(bob.body).toBe(alice.body);
      expect(bob.headers['x-atrium-cache']).toBe('hit');
    });
  });

  describe('permissions', () => {
    it('answers GET /api/access for anonymous callers: nothing but what is public', async () => {
      const res = await h.inject({ url: '/api/access' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.canAccessAdmin).toBe(false);
      // `payload-preferences` and `payload-locked-documents`: core's own collections of admin preferences and editing
      // locks, there whenever the config has users.
      const slugs = ['notes', 'pages', 'payload-locked-documents', 'payload-preferences', 'projects', 'tasks', 'users'];
      expect(Object.keys(body.collections).sort()).toEqual(slugs);
      for (const slug of slugs) {
        for (const op of ['create', 'read', 'update', 'delete'])
          expect(body.collections[slug][op], `${slug}.${op}`).toEqual({ permission: false });
      }
      expect(body.collections.notes.fields.title).toEqual({
        create: { permission: false },
        read: { permission: false },
        update: { permission: false },
      });
      expect(body.globals.banner).toMatchObject({ read: { permission: false }, update: { permission: false } });
      expect(body.globals.policy).toMatchObject({ read: { permission: true }, update: { permission: false } });
      expect(body.globals.policy.fields).toEqual({
        text: { create: { permission: false }, read: { permission: true }, update: { permission: false } },
        internal: { create: { permission: false }, read: { permission: false }, update: { permission: false } },
      });
    });

    it('shows an editor’s Where answers and field permissions', async () => {
      const body = (await h.inject({ url: '/api/access', headers: as('alice') })).json();
      expect(body.canAccessAdmin).toBe(true);
      const mine = { permission: true, where: { owner: { equals: user.alice.id } } };
      expect(body.collections.notes).toMatchObject({ create: { permission: true }, read: mine, update: mine, delete: mine });
      expect(body.collections.notes.fields).toEqual({
        title: { create: { permission: true }, read: { permission: true }, update: { permission: true } },
        owner: { create: { permission: true }, read: { permission: true }, update: { permission: true } },
        body: { create: { permission: true }, read: { permission: true }, update: { permission: true } },
        secret: { create: { permission: true }, read: { permission: false }, update: { permission: true } },
        locked: { create: { permission: true }, read: { permission: true }, update: { permission: false } },
      });
      const self = { permission: true, where: { id: { equals: user.alice.id } } };
      expect(body.collections.users).toMatchObject({
        create: { permission: false },
        read: self,
        update: self,
        delete: { permission: false },
      });
      expect(body.collections.users.fields.roles).toEqual({
        create: { permission: false },
        read: { permission: true },
        update: { permission: false },
      });
      expect(body.collections.users.fields).not.toHaveProperty('hash');
      expect(body.collections.pages.read).toEqual({ permission: true });
      expect(body.globals.banner).toMatchObject({ read: { permission: true }, update: { permission: true } });
      expect(body.globals.policy).toMatchObject({ read: { permission: true }, update: { permission: false } });
      expect(body.globals.policy.fields.internal.read).toEqual({ permission: false });
    });

    it('gives an admin every permission', async () => {
      const body = (await h.inject({ url: '/api/access', headers: as('admin') })).json();
      expect(body.canAccessAdmin).toBe(true);
      for (const slug of ['notes', 'pages', 'projects', 'tasks', 'users'])
        for (const op of ['create', 'read', 'update', 'delete'])
          expect(body.collections[slug][op], `${slug}.${op}`).toEqual({ permission: true });
      expect(body.collections.notes.fields.secret.read).toEqual({ permission: true });
      expect(body.collections.notes.fields.locked.update).toEqual({ permission: false });
      expect(body.collections.users.fields.roles.update).toEqual({ permission: true });
      expect(body.globals.policy).toMatchObject({ read: { permission: true }, update: { permission: true } });
      expect(body.globals.policy.fields.internal.read).toEqual({ permission: true });
    });

    it('settles Where answers against one document with POST /api/{slug}/access/:id', async () => {
      const own = await h.inject({ method: 'POST', url: `/api/notes/access/${aliceNote.id}`, headers: as('alice') });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({
        create: { permission: true },
        read: { permission: true },
        update: { permission: true },
        delete: { permission: true },
      });
      expect(own.json().fields.secret.read).toEqual({ permission: false });
      expect(own.json().fields.title.update).toEqual({ permission: true });

      const other = await h.inject({ method: 'POST', url: `/api/notes/access/${bobNote.id}`, headers: as('alice') });
      expect(other.json()).toMatchObject({
        read: { permission: false },
        update: { permission: false },
        delete: { permission: false },
      });
      expect(other.json().fields.title).toEqual({
        create: { permission: true },
        read: { permission: false },
        update: { permission: false },
      });
      const missing = await h.inject({ method: 'POST', url: '/api/notes/access/999999', headers: as('alice') });
      expect(missing.json().read).toEqual({ permission: false });
      const admin = await h.inject({ method: 'POST', url: `/api/notes/access/${bobNote.id}`, headers: as('admin') });
      expect(admin.json()).toMatchObject({ read: { permission: true }, update: { permission: true } });
      const anonymous = await h.inject({ method: 'POST', url: `/api/notes/access/${aliceNote.id}` });
      expect(anonymous.json().read).toEqual({ permission: false });
    });
  });
});
