import { describe, expect, it } from 'vitest';
import type { AdminConfig, ClientCollection } from '../config/index.ts';
import { documentAccess, documentRead, formStateRequest } from '../documents/documentRequests.ts';
import { listColumns } from '../lists/listFields.ts';
import { listDefaults, readListParams } from '../lists/listParams.ts';
import { listRead } from '../lists/listRequest.ts';
import { listJoins, listSelect } from '../lists/listSelect.ts';
import { accessRead, meRead, openingRequests } from './openingRequests.ts';

const posts: ClientCollection = {
  slug: 'posts',
  labels: { singular: 'Post', plural: 'Posts' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'status'], pagination: { defaultLimit: 10, limits: [10, 25] } },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'status', type: 'select', options: ['draft', 'published'] },
    { name: 'body', type: 'richText' },
    { name: 'summary', type: 'textarea', admin: { condition: true } } as never,
  ],
  timestamps: true,
  trash: false,
  upload: false,
  versions: false,
  lockDocuments: false,
  auth: false,
  defaultSort: '-createdAt',
  idType: 'number',
};

const notes: ClientCollection = { ...posts, slug: 'notes', fields: [{ name: 'title', type: 'text' }] };

const config: AdminConfig = {
  serverURL: '',
  routes: { api: '/api', admin: '/admin' },
  cookiePrefix: 'atrium',
  admin: { user: 'users', dateFormat: 'PPP', pagination: { defaultLimit: 10, limits: [10] } },
  collections: [posts, notes],
  globals: [
    { slug: 'settings', label: 'Settings', versions: false, lockDocuments: false, fields: [{ name: 'siteName', type: 'text' }] },
    {
      slug: 'footer',
      label: 'Footer',
      versions: false,
      lockDocuments: false,
      fields: [{ name: 'note', type: 'text', admin: { condition: true } } as never],
    },
  ],
  i18n: { languages: ['en'], fallbackLanguage: 'en' },
  localization: false,
  maxDepth: 10,
  defaultDepth: 2,
};

const session = [meRead(config), accessRead];

describe('openingRequests', () => {
  it('asks who is signed in and what they may do on every admin page', () => {
    expect(openingRequests(config, '/admin', '')).toEqual(session);
    expect(openingRequests(config, '/admin/account', '')).toEqual(session);
    expect(openingRequests(config, '/elsewhere/collections/posts', '')).toEqual(session);
    expect(session).toEqual([
      { method: 'GET', path: '/users/me' },
      { method: 'GET', path: '/access' },
    ]);
  });

  it("asks for a list's first page exactly as the list view does, from the address's query string", () => {
    const search = '?page=3&limit=25&sort=title&search=hello';
    const params = readListParams(search, listDefaults(posts));
    const available = listColumns(posts);
    const shown = ['title', 'status'];
    const viewAsks = listRead(posts, params, { select: listSelect(posts, available, shown), joins: listJoins(available, shown) });
    expect(openingRequests(config, '/admin/collections/posts', search)).toEqual([...session, viewAsks]);
    expect(viewAsks.query).toMatchObject({ page: 3, limit: 25, sort: 'title', depth: 0, joins: false });
    expect(String(viewAsks.query?.where)).toContain('hello');
    // A trailing slash is the same address.
    expect(openingRequests(config, '/admin/collections/posts/', search)).toEqual([...session, viewAsks]);
  });

  it('asks for a document, what the user may do with it and, with conditional fields, the form state', () => {
    expect(openingRequests(config, '/admin/collections/posts/42', '')).toEqual([
      ...session,
      documentRead('collection', 'posts', '42'),
      documentAccess('posts', '42'),
      formStateRequest({ kind: 'collection', slug: 'posts', id: '42', data: {}, operation: 'update' }),
    ]);
    expect(openingRequests(config, '/admin/collections/notes/a%20b', '')).toEqual([
      ...session,
      { method: 'GET', path: '/notes/a%20b', query: { depth: 0 } },
      { method: 'POST', path: '/notes/access/a%20b' },
    ]);
  });

  it('asks for a global and, with conditional fields, its form state', () => {
    expect(openingRequests(config, '/admin/globals/settings', '')).toEqual([
      ...session,
      { method: 'GET', path: '/globals/settings', query: { depth: 0 } },
    ]);
    expect(openingRequests(config, '/admin/globals/footer', '')).toEqual([
      ...session,
      documentRead('global', 'footer', undefined),
      { method: 'POST', path: '/form-state', body: { global: 'footer', data: {}, operation: 'update' } },
    ]);
  });

  it('asks for nothing more where the view would not: a new document, unknown slugs, odd addresses', () => {
    for (const path of [
      '/admin/collections/posts/create',
      '/admin/collections/missing',
      '/admin/globals/missing',
      '/admin/collections/posts/1/extra',
      '/admin/collections/%E0%A4%A',
      '/admin/collections//1',
      '/admin/collections/__proto__',
    ]) {
      expect(openingRequests(config, path, ''), path).toEqual(session);
    }
  });

  it('follows the configured admin route', () => {
    const nested = { ...config, routes: { api: '/cms/api', admin: '/cms/admin' } };
    expect(openingRequests(nested, '/cms/admin/collections/notes', '')).toHaveLength(3);
    expect(openingRequests(nested, '/admin/collections/notes', '')).toHaveLength(2);
  });
});
