import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminPathOf, matchRoute, routeTable } from './routeTable.ts';

// The router as App.tsx builds it from the table: the public routes, then the signed-in ones inside a layout.
const routes: RouteObject[] = [
  ...routeTable.filter((route) => !route.isSignedIn).map((route) => ({ path: route.path, id: route.path })),
  {
    id: 'shell',
    children: routeTable.filter((route) => route.isSignedIn).map((route) => ({ path: route.path, id: route.path })),
  },
];

const addresses = [
  '/',
  '',
  '/login',
  '/LOGIN',
  '/create-first-user',
  '/forgot',
  '/reset/abc',
  '/reset',
  '/logout',
  '/account',
  '/account/',
  '/collections/posts',
  '/collections/posts/',
  '/collections/posts/create',
  '/collections/posts/12',
  '/collections/posts/a%20b',
  '/collections/posts/12/extra',
  '/collections//1',
  '/collections/%E0%A4%A',
  '/collections/__proto__',
  '/globals/settings',
  '/globals/settings/1',
  '/collections/posts/12/versions',
  '/collections/posts/12/VERSIONS/',
  '/collections/posts/12/versions/abc',
  '/collections/posts/12/versions/abc/more',
  '/globals/settings/versions',
  '/globals/settings/versions/7',
  '/globals',
  '/nope',
  '/nope/deeper',
];

describe('matchRoute', () => {
  it('opens the view React Router opens, with the same parameters, for every kind of address', () => {
    for (const address of addresses) {
      const routerMatch = matchRoutes(routes, address || '/')?.at(-1);
      const match = matchRoute(address);
      expect(match.route.path, address).toBe(routerMatch?.route.id);
      expect(match.params, address).toEqual(
        Object.fromEntries(Object.entries(routerMatch?.params ?? {}).filter(([key]) => key !== '*')),
      );
    }
  });

  it('names what the edit view shows', () => {
    expect(matchRoute('/collections/posts/12')).toEqual({
      route: expect.objectContaining({ view: 'edit', kind: 'collection' }),
      params: { slug: 'posts', id: '12' },
    });
    expect(matchRoute('/collections/posts/create').params).toEqual({ slug: 'posts' });
    expect(matchRoute('/globals/settings').route).toMatchObject({ view: 'edit', kind: 'global' });
    expect(matchRoute('/collections/posts/12/extra').route.view).toBe('notFound');
  });

  it('names the versions views of a document and of a global', () => {
    expect(matchRoute('/collections/posts/12/versions')).toEqual({
      route: expect.objectContaining({ view: 'versions', kind: 'collection' }),
      params: { slug: 'posts', id: '12' },
    });
    expect(matchRoute('/collections/posts/12/versions/v9').params).toEqual({ slug: 'posts', id: '12', versionID: 'v9' });
    expect(matchRoute('/globals/settings/versions').route).toMatchObject({ view: 'versions', kind: 'global' });
    expect(matchRoute('/globals/settings/versions/3')).toEqual({
      route: expect.objectContaining({ view: 'version', kind: 'global' }),
      params: { slug: 'settings', versionID: '3' },
    });
  });
});

describe('adminPathOf', () => {
  it('cuts the admin route off a page path, and refuses paths outside it', () => {
    expect(adminPathOf('/admin', '/admin')).toBe('');
    expect(adminPathOf('/admin', '/admin/collections/posts')).toBe('/collections/posts');
    expect(adminPathOf('/admin/', '/admin/')).toBe('/');
    expect(adminPathOf('/admin', '/administrator')).toBeUndefined();
    expect(adminPathOf('/', '/collections/posts')).toBe('/collections/posts');
  });
});
