/** Admin pages a sign-in must never return to: they would sign out again or loop. */
const authPaths = ['/login', '/logout', '/create-first-user', '/forgot', '/reset'];

/**
 * The admin path to open after signing in: `redirect` when it is a path inside the admin, else `/`.
 * Absolute URLs, protocol-relative `//host` and backslash tricks are refused, so a link to the sign-in page
 * cannot send a user somewhere else once they have signed in (an open redirect).
 */
export function safeRedirect(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return '/';
  // Browsers read `\` as `/` and drop tabs and newlines inside URLs, so `/\evil.example` is `//evil.example`.
  if (/[\\\s]/.test(redirect) || hasControlCharacter(redirect)) return '/';
  const base = 'http://admin.invalid';
  let url: URL;
  try {
    url = new URL(redirect, base);
  } catch {
    return '/';
  }
  if (url.origin !== base) return '/';
  const path = url.pathname;
  if (authPaths.some((p) => path === p || path.startsWith(`${p}/`))) return '/';
  return `${path}${url.search}${url.hash}`;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
