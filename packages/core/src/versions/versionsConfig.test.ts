import { describe, expect, it } from 'vitest';
import type { Field } from '../fields/types.ts';
import { sanitizeVersions, versionsCollectionConfig, versionsSlug } from './versionsConfig.ts';

describe('sanitizeVersions', () => {
  it('fills Payload’s defaults: 100 versions kept, drafts off, autosave every 2000 ms when on', () => {
    expect(sanitizeVersions(undefined, 'collection "posts"', 'maxPerDoc')).toBe(false);
    expect(sanitizeVersions(true, 'collection "posts"', 'maxPerDoc')).toEqual({ drafts: false, maxPerDoc: 100 });
    expect(sanitizeVersions({ drafts: { autosave: true } }, 'collection "posts"', 'maxPerDoc')).toEqual({
      drafts: { autosave: { interval: 2000 }, schedulePublish: false, validate: false },
      maxPerDoc: 100,
    });
    expect(sanitizeVersions({ drafts: true, max: 5 }, 'global "site"', 'max')).toEqual({
      drafts: { autosave: false, schedulePublish: false, validate: false },
      maxPerDoc: 5,
    });
  });

  it('keeps every version with 0, and names the key of a count that is not a whole number', () => {
    expect(sanitizeVersions({ maxPerDoc: 0 }, 'collection "posts"', 'maxPerDoc')).toEqual({ drafts: false, maxPerDoc: 0 });
    expect(() => sanitizeVersions({ max: -1 }, 'global "site"', 'max')).toThrow(
      'Invalid config: global "site", versions.max: must be a whole number ≥ 0 (0 keeps all)',
    );
  });
});

describe('versionsCollectionConfig', () => {
  const fields = [
    { name: 'title', type: 'text', unique: true, index: true },
    { name: 'meta', type: 'group', fields: [{ name: 'key', type: 'text', unique: true }] },
    { name: 'posts', type: 'join', collection: 'posts', on: 'author' },
  ] as Field[];

  it('snapshots the fields without unique, index or joins, with _status under drafts', () => {
    const config = versionsCollectionConfig({ slug: 'posts', fields, drafts: true }, 'posts');
    expect(config.slug).toBe(versionsSlug('posts'));
    expect(config.slug).toBe('_posts_versions');
    expect(config.fields.map((f) => (f as { name: string }).name)).toEqual([
      'parent',
      'version',
      'autosave',
      'latest',
      'publishedLocale',
    ]);
    const version = config.fields[1] as { fields: Array<Record<string, unknown>> };
    expect(version.fields.map((f) => f.name)).toEqual(['title', 'meta', '_status', 'createdAt', 'updatedAt']);
    expect(version.fields[0]).toEqual({ name: 'title', type: 'text' });
    expect(version.fields[1]).toEqual({ name: 'meta', type: 'group', fields: [{ name: 'key', type: 'text' }] });
  });

  it('gives a global’s versions no parent', () => {
    const config = versionsCollectionConfig({ slug: 'site', fields: [], drafts: false }, undefined);
    expect(config.fields.map((f) => (f as { name: string }).name)).toEqual(['version', 'autosave', 'latest', 'publishedLocale']);
  });
});
