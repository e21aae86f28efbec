import { describe, expect, it } from 'vitest';
import { uploadFeature } from '../uploads/uploadFeature.ts';
import { sanitizeConfig } from './sanitizeConfig.ts';
import type { CollectionConfig, Config, GlobalConfig } from './types.ts';

const db = { init: () => {} } as unknown as Config['db'];
const build = (collections: CollectionConfig[], globals: GlobalConfig[] = []) =>
  sanitizeConfig({ secret: 'read-scope-secret-0123', db, collections, globals }, []);
const scopeOf = (config: ReturnType<typeof build>, slug: string) => config.collectionsBySlug[slug].fieldSchema.readScope;

describe('compileReadScopes', () => {
  it('answers the collection and everything its relationships reach, the collection first', () => {
    const config = build(
      [
        { slug: 'posts', fields: [{ name: 'author', type: 'relationship', relationTo: 'people' }] },
        {
          slug: 'people',
          fields: [
            { name: 'rows', type: 'array', fields: [{ name: 'tag', type: 'relationship', relationTo: ['tags', 'posts'] }] },
          ],
        },
        { slug: 'tags', fields: [{ name: 'name', type: 'text' }] },
      ],
      [{ slug: 'menu', fields: [{ name: 'items', type: 'relationship', relationTo: 'tags', hasMany: true }] }],
    );
    expect(scopeOf(config, 'posts')).toStrictEqual(['posts', 'people', 'tags']);
    expect(scopeOf(config, 'tags')).toStrictEqual(['tags']);
    expect(config.globalsBySlug.menu.fieldSchema.readScope).toStrictEqual(['tags']);
  });

  it('is false when a read hook, field read access or operation hook is in reach', () => {
    const config = build(
      [
        { slug: 'posts', fields: [{ name: 'author', type: 'relationship', relationTo: 'people' }] },
        {
          slug: 'people',
          fields: [{ name: 'group', type: 'group', fields: [{ name: 'secret', type: 'text', access: { read: () => true } }] }],
        },
        { slug: 'hooked', fields: [{ name: 'a', type: 'text' }], hooks: { afterOperation: [({ result }) => result] } },
        { slug: 'plain', fields: [{ name: 'a', type: 'text', hooks: { afterRead: [({ value }) => value] } }] },
      ],
      [{ slug: 'menu', fields: [{ name: 'a', type: 'text' }], hooks: { beforeRead: [({ doc }) => doc] } }],
    );
    expect(scopeOf(config, 'posts')).toBe(false);
    expect(scopeOf(config, 'people')).toBe(false);
    expect(scopeOf(config, 'hooked')).toBe(false);
    expect(scopeOf(config, 'plain')).toBe(false);
    expect(config.globalsBySlug.menu.fieldSchema.readScope).toBe(false);
  });

  it('keeps reads that reach an upload collection cacheable, unless its storage makes the URLs (they may be signed)', () => {
    const storage = {
      name: 'memory',
      put: async () => {},
      exists: async () => false,
      stat: async () => null,
      get: async () => null,
      delete: async () => {},
    };
    const withURLs = { ...storage, publicURL: async () => 'https://cdn.example.com/x?signature=1' };
    const config = sanitizeConfig(
      {
        secret: 'read-scope-secret-0123',
        db,
        collections: [
          { slug: 'posts', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
          { slug: 'media', upload: { storage, imageSizes: [{ name: 'thumbnail', width: 40 }] }, fields: [] },
          { slug: 'notes', fields: [{ name: 'file', type: 'upload', relationTo: 'signed' }] },
          { slug: 'signed', upload: { storage: withURLs }, fields: [] },
        ],
      },
      [uploadFeature],
    );
    expect(scopeOf(config, 'posts')).toStrictEqual(['posts', 'media']);
    expect(scopeOf(config, 'media')).toStrictEqual(['media']);
    expect(scopeOf(config, 'notes')).toBe(false);
    expect(scopeOf(config, 'signed')).toBe(false);
  });
});
