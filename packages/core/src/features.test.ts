import { describe, expect, it } from 'vitest';
import { clientConfig } from './config/clientConfig.ts';
import type { CollectionConfig } from './config/types.ts';
import type { DatabaseAdapter } from './database/types.ts';
import { sanitizeConfig } from './features.ts';

const db = { init: async () => {} } as unknown as DatabaseAdapter;

function buildUsers(extra: Record<string, unknown> = {}): CollectionConfig {
  return { slug: 'users', auth: true, fields: [{ name: 'name', type: 'text' }], ...extra } as CollectionConfig;
}

describe('core features', () => {
  it('hang auth, preferences and locking on collections as internal hooks, in the features’ order', () => {
    const config = sanitizeConfig({ secret: 'a'.repeat(16), db, collections: [buildUsers(), { slug: 'posts', fields: [] }] });
    const { users, posts } = config.collectionsBySlug;
    expect(Object.fromEntries(Object.entries(users.internalHooks).map(([name, hooks]) => [name, hooks.length]))).toStrictEqual({
      beforeWrite: 1,
      beforeStore: 1,
      storeError: 1,
      afterCreate: 1,
      // Preferences, then locking: a deleted user's preferences and editing locks go with them.
      afterDelete: 2,
    });
    // Locking: a deleted post's editing lock goes with it.
    expect(Object.fromEntries(Object.entries(posts.internalHooks).map(([name, hooks]) => [name, hooks.length]))).toStrictEqual({
      beforeWrite: 0,
      beforeStore: 0,
      storeError: 0,
      afterCreate: 0,
      afterDelete: 1,
    });
    expect(users.hooks.beforeChange).toStrictEqual([]);
    expect(config.collections.map((c) => c.slug)).toStrictEqual([
      'users',
      'posts',
      'payload-preferences',
      'payload-locked-documents',
    ]);
  });

  it('cannot have its internal hooks replaced by a collection’s own config', () => {
    const config = sanitizeConfig({
      secret: 'a'.repeat(16),
      db,
      collections: [buildUsers({ internalHooks: { beforeWrite: [] } })],
    });
    expect(config.collectionsBySlug.users.internalHooks.beforeWrite).toHaveLength(1);
  });

  it('keeps internal hooks and the feature list out of the client config', () => {
    const config = sanitizeConfig({ secret: 'a'.repeat(16), db, collections: [buildUsers()] });
    expect(JSON.stringify(clientConfig(config))).not.toMatch(/internalHooks|"features"/);
  });
});
