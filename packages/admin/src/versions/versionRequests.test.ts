import { describe, expect, it } from 'vitest';
import type { ClientCollection } from '../config/index.ts';
import { hasChanges } from './DiffFields/index.tsx';
import { restoreRequest, versionsRead, versionsWhere } from './versionRequests.ts';

describe('versions requests', () => {
  it("reads one document's versions newest first, with the list's filters on the snapshot's status and autosave", () => {
    expect(versionsWhere('collection', 7)).toEqual({ parent: { equals: 7 } });
    expect(versionsWhere('collection', 7, { status: 'draft', autosave: false })).toEqual({
      and: [{ parent: { equals: 7 } }, { 'version._status': { equals: 'draft' } }, { autosave: { equals: false } }],
    });
    expect(versionsWhere('global', undefined, { status: 'published' })).toEqual({ 'version._status': { equals: 'published' } });
    expect(versionsRead({ kind: 'global', slug: 'settings', page: 2, limit: 10, locale: 'de' })).toEqual({
      path: '/globals/settings/versions',
      query: { where: {}, sort: '-updatedAt', page: 2, limit: 10, depth: 0, locale: 'de', 'fallback-locale': 'none' },
    });
  });

  it('restores as a draft only when asked', () => {
    expect(restoreRequest('collection', 'posts', 'a b', false)).toEqual({ path: '/posts/versions/a%20b', query: {} });
    expect(restoreRequest('global', 'settings', 3, true, 'ar')).toEqual({
      path: '/globals/settings/versions/3',
      query: { draft: 'true', locale: 'ar' },
    });
  });
});

describe('hasChanges', () => {
  const fields = [
    { name: 'title', type: 'text' },
    { type: 'row', fields: [{ name: 'count', type: 'number' }] },
    { type: 'tabs', tabs: [{ name: 'meta', fields: [{ name: 'description', type: 'textarea' }] }] },
    { name: 'secret', type: 'text', admin: { hidden: true } },
  ] as ClientCollection['fields'];

  it('looks through rows and into named tabs, and ignores hidden fields and a missing value against null', () => {
    expect(hasChanges(fields, { title: 'a', count: 1 }, { title: 'a', count: 1, meta: { description: null } })).toBe(false);
    expect(hasChanges(fields, { count: 1 }, { count: 2 })).toBe(true);
    expect(hasChanges(fields, { meta: { description: 'x' } }, { meta: { description: 'y' } })).toBe(true);
    expect(hasChanges(fields, { secret: 'x' }, { secret: 'y' })).toBe(false);
  });
});
