import { describe, expect, it } from 'vitest';
import { adminHref, isCurrentPath, isSameAddress } from './paths.ts';

describe('adminHref', () => {
  it('puts an absolute admin path under the admin route, the root being the route itself', () => {
    expect(adminHref('/admin', '/collections/posts')).toBe('/admin/collections/posts');
    expect(adminHref('/admin', '/collections/posts?page=2#top')).toBe('/admin/collections/posts?page=2#top');
    expect(adminHref('/admin', '/')).toBe('/admin');
    expect(adminHref('/admin', '/?x=1')).toBe('/admin?x=1');
    expect(adminHref('/cms/admin', '/account')).toBe('/cms/admin/account');
  });

  it('refuses a relative path, which a plain click and a new tab would resolve differently', () => {
    expect(() => adminHref('/admin', '?page=2')).toThrow(/not an absolute admin path/);
    expect(() => adminHref('/admin', 'create')).toThrow(/"create"/);
  });
});

describe('isSameAddress', () => {
  it('compares path, query and fragment, a trailing slash aside', () => {
    expect(isSameAddress('/admin/', '/admin')).toBe(true);
    expect(isSameAddress('/admin/collections/posts?page=2', '/admin/collections/posts?page=2')).toBe(true);
    expect(isSameAddress('/admin/collections/posts?page=2', '/admin/collections/posts?page=3')).toBe(false);
    expect(isSameAddress('/admin/collections/posts', '/admin/collections/posts#x')).toBe(false);
    expect(isSameAddress('/admin/collections/posts', '/admin/collections/pages')).toBe(false);
  });
});

describe('isCurrentPath', () => {
  it('marks the page itself and the pages below it, not a sibling that shares its start', () => {
    expect(isCurrentPath('/collections/posts', '/collections/posts')).toBe(true);
    expect(isCurrentPath('/collections/posts/12', '/collections/posts')).toBe(true);
    expect(isCurrentPath('/collections/posts/create', '/collections/posts')).toBe(true);
    expect(isCurrentPath('/collections/posts-archive', '/collections/posts')).toBe(false);
    expect(isCurrentPath('/collections/pages', '/collections/posts')).toBe(false);
  });

  it('with end, marks only the page itself', () => {
    expect(isCurrentPath('/collections/posts/12', '/collections/posts', true)).toBe(false);
    expect(isCurrentPath('/collections/posts/', '/collections/posts', true)).toBe(true);
  });

  it('marks the root only on the root, with or without end', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/collections/posts', '/')).toBe(false);
    expect(isCurrentPath('/collections/posts', '/', true)).toBe(false);
  });

  it("ignores case, a trailing slash and the link's query or fragment", () => {
    expect(isCurrentPath('/Collections/Posts/', '/collections/posts')).toBe(true);
    expect(isCurrentPath('/collections/posts', '/collections/posts?page=2')).toBe(true);
    expect(isCurrentPath('/collections/posts/12', '/collections/posts#list')).toBe(true);
  });
});
