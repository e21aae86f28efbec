import { describe, expect, it } from 'vitest';
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
});
