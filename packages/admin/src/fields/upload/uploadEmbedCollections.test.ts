import { describe, expect, it } from 'vitest';
import type { Permissions } from '../../auth/AuthProvider.tsx';
import type { AdminConfig, ClientCollection } from '../../config/index.ts';
import { uploadEmbedCollections } from './uploadEmbedCollections.ts';

const buildCollection = (slug: string, options: { upload?: boolean; admin?: Record<string, unknown> } = {}) =>
  ({
    slug,
    upload: options.upload === false ? false : {},
    admin: { ...options.admin },
    fields: [],
  }) as unknown as ClientCollection;

const config = {
  collections: [
    buildCollection('media'),
    buildCollection('documents'),
    buildCollection('posts', { upload: false }),
    buildCollection('secret-files', { admin: { hidden: true } }),
    buildCollection('icons', { admin: { enableRichTextRelationship: false } }),
  ],
} as unknown as AdminConfig;

const readable = (...slugs: string[]) =>
  ({
    collections: Object.fromEntries(slugs.map((s) => [s, { read: { permission: true } }])),
    globals: {},
  }) as unknown as Permissions;

describe('uploadEmbedCollections (spec 6)', () => {
  it('offers the upload collections the user may read, in the field’s order', () => {
    const all = ['documents', 'media', 'posts', 'secret-files', 'icons'];
    const offered = uploadEmbedCollections(config, readable(...all), all);
    expect(offered.map((c) => c.slug)).toEqual(['documents', 'media']);
  });

  it('leaves out a collection the user may not read, and everything before permissions are known', () => {
    expect(uploadEmbedCollections(config, readable('media'), ['media', 'documents']).map((c) => c.slug)).toEqual(['media']);
    expect(uploadEmbedCollections(config, undefined, ['media'])).toEqual([]);
  });

  it('leaves out a slug the config does not have', () => {
    expect(uploadEmbedCollections(config, readable('gone'), ['gone'])).toEqual([]);
  });
});
