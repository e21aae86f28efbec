/**
 * The admin's addresses and the view each opens: one table for the router (`App.tsx`), the boot script (which
 * requests the opening view's data) and the server (which preloads the opening view's chunks, exported as
 * `@atrium/admin/routes`). Plain data and a matcher, no React, so the server can import it.
 */

/** The admin's views; each is its own chunk (the build lists each view's files in `dist/.vite/preloads.json`). */
export type ViewName =
  | 'login'
  | 'createFirstUser'
  | 'forgotPassword'
  | 'resetPassword'
  | 'logout'
  | 'dashboard'
  | 'account'
  | 'list'
  | 'trash'
  | 'edit'
  | 'versions'
  | 'version'
  | 'notFound';

export type AdminRoute = {
  /** The address below `routes.admin`, in React Router's syntax: static segments, `:param` segments, a final `*`. */
  path: string;
  view: ViewName;
  /** Whether the view needs a signed-in user and is drawn inside the shell (sidebar, header). */
  isSignedIn: boolean;
  /** What the address's `:slug` names, for the views of a collection or a global. */
  kind?: 'collection' | 'global';
};

/** Every admin address, most specific first (the first route that matches wins, as React Router ranks them). */
export const routeTable: readonly AdminRoute[] = [
  { path: '/login', view: 'login', isSignedIn: false },
  { path: '/create-first-user', view: 'createFirstUser', isSignedIn: false },
  { path: '/forgot', view: 'forgotPassword', isSignedIn: false },
  { path: '/reset/:token', view: 'resetPassword', isSignedIn: false },
  { path: '/logout', view: 'logout', isSignedIn: false },
  { path: '/', view: 'dashboard', isSignedIn: true },
  { path: '/account', view: 'account', isSignedIn: true },
  { path: '/collections/:slug', view: 'list', isSignedIn: true, kind: 'collection' },
  { path: '/collections/:slug/create', view: 'edit', isSignedIn: true, kind: 'collection' },
  // A collection with `trash: true`; for any other the view answers "not found".
  { path: '/collections/:slug/trash', view: 'trash', isSignedIn: true, kind: 'collection' },
  { path: '/collections/:slug/:id', view: 'edit', isSignedIn: true, kind: 'collection' },
  { path: '/collections/:slug/:id/versions', view: 'versions', isSignedIn: true, kind: 'collection' },
  { path: '/collections/:slug/:id/versions/:versionID', view: 'version', isSignedIn: true, kind: 'collection' },
  { path: '/globals/:slug', view: 'edit', isSignedIn: true, kind: 'global' },
  { path: '/globals/:slug/versions', view: 'versions', isSignedIn: true, kind: 'global' },
  { path: '/globals/:slug/versions/:versionID', view: 'version', isSignedIn: true, kind: 'global' },
  { path: '/*', view: 'notFound', isSignedIn: true },
];

export type RouteMatch = { route: AdminRoute; params: Partial<Record<string, string>> };

const segmentsOf = (path: string) => path.replace(/^\//, '').replace(/\/$/, '').split('/');

// A segment that is not valid percent-encoding stays as it is, as React Router keeps it.
const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const compiled = routeTable.map((route) => ({ route, segments: route.path === '/' ? [] : segmentsOf(route.path) }));

/**
 * The route an address below `routes.admin` opens (`/collections/posts/12`, `''` for the dashboard; a trailing
 * slash is the same address), with its decoded `:param` values. Matched as React Router matches: segments
 * decoded first, static segments in any case. Every address opens some view (`notFound` at worst).
 */
export function matchRoute(path: string): RouteMatch {
  const parts = path === '' || path === '/' ? [] : segmentsOf(path).map(decode);
  const isSame = (segment: string, part: string | undefined) => segment.toLowerCase() === part?.toLowerCase();
  for (const { route, segments } of compiled) {
    const params: Record<string, string> = {};
    const isMatch =
      segments.at(-1) === '*'
        ? parts.length >= segments.length - 1 && segments.slice(0, -1).every((segment, i) => isSame(segment, parts[i]))
        : parts.length === segments.length &&
          segments.every((segment, i) => {
            if (!segment.startsWith(':')) return isSame(segment, parts[i]);
            // An empty segment (`collections//1`) names nothing.
            if (parts[i] === '') return false;
            params[segment.slice(1)] = parts[i];
            return true;
          });
    if (isMatch) return { route, params };
  }
  // Unreachable while the table ends with `/*`.
  return { route: routeTable[routeTable.length - 1], params: {} };
}

/** The address below the admin's base (`routes.admin`) a page path opens, or `undefined` for a path outside it. */
export function adminPathOf(adminRoute: string, pathname: string): string | undefined {
  const base = adminRoute.replace(/\/$/, '');
  if (pathname === base) return '';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : undefined;
}
