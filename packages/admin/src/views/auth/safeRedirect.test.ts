import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect.ts';

describe('safeRedirect', () => {
  it('keeps a path inside the admin with its query and hash', () => {
    expect(safeRedirect('/collections/posts?page=2&sort=-title#top')).toBe('/collections/posts?page=2&sort=-title#top');
    expect(safeRedirect('/globals/site-settings')).toBe('/globals/site-settings');
  });

  it('falls back to the dashboard when there is nothing to return to', () => {
    for (const value of [null, undefined, '', '/']) expect(safeRedirect(value)).toBe('/');
  });

  it('refuses absolute, protocol-relative and disguised URLs (open redirect)', () => {
    for (const value of [
      'https://evil.example/',
      'http://evil.example/collections/posts',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'collections/posts',
      '%2F%2Fevil.example',
    ]) {
      expect(safeRedirect(value), value).toBe('/');
    }
  });

  it('normalizes dot segments without leaving the admin', () => {
    expect(safeRedirect('/collections/../account')).toBe('/account');
    expect(safeRedirect('/../../etc')).toBe('/etc');
  });

  it('never returns to a sign-in page', () => {
    for (const value of ['/login', '/login?redirect=/x', '/logout', '/create-first-user', '/forgot', '/reset/abc']) {
      expect(safeRedirect(value), value).toBe('/');
    }
  });
});
