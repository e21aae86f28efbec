/** The address of an absolute admin path (`/collections/posts?page=2`) under the admin's route (`/admin`). */
export function adminHref(adminRoute: string, to: string): string {
  const base = adminRoute.replace(/\/$/, '');
  if (!to.startsWith('/')) throw new Error(`AppLink: "${to}" is not an absolute admin path (it must start with /).`);
  // The root is the route itself, with what follows it: `/?x` is `/admin?x`, as React Router writes it.
  if (to === '/' || /^\/[?#]/.test(to)) return `${base || '/'}${to.slice(1)}`;
  return `${base}${to}`;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether two addresses (path, query, fragment) are the same page, a trailing slash aside. */
export function isSameAddress(a: string, b: string): boolean {
  const parse = (address: string) => new URL(address, 'http://admin.invalid');
  const [x, y] = [parse(a), parse(b)];
  return withoutTrailingSlash(x.pathname) === withoutTrailingSlash(y.pathname) && x.search === y.search && x.hash === y.hash;
}

/**
 * Whether the router's current `pathname` is the page a nav link goes `to`, or (unless `end`) one below it:
 * `/collections/posts` is current on `/collections/posts/12` but not on `/collections/posts-archive`. The root is
 * current only on itself; case and a trailing slash do not count, and the link's query or fragment is ignored.
 */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const target = withoutTrailingSlash(to.replace(/[?#].*$/, '')).toLowerCase();
  const current = withoutTrailingSlash(pathname).toLowerCase();
  if (current === target) return true;
  if (end || target === '/') return false;
  return current.startsWith(`${target}/`);
}
