import type { CollectionConfig, Config } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { isValidPrefix, objectKey, prefixOf } from './objectKey.ts';
import { s3Storage } from './s3Storage.ts';
import type { S3StorageAdapter, S3StorageOptions } from './types.ts';

const s3Config = { region: 'eu-west-1', credentials: { accessKeyId: 'key', secretAccessKey: 'secret' } };

function buildConfig(collections: CollectionConfig[]): Config {
  return { secret: 'test', db: {} as Config['db'], collections } as Config;
}
function buildOptions(overrides: Partial<S3StorageOptions> = {}): S3StorageOptions {
  return { bucket: 'media-bucket', config: s3Config, collections: { media: true }, ...overrides };
}
const media: CollectionConfig = { slug: 'media', upload: { mimeTypes: ['image/*'] }, fields: [] };
const documents: CollectionConfig = { slug: 'documents', upload: true, fields: [] };
const posts: CollectionConfig = { slug: 'posts', fields: [{ name: 'title', type: 'text' }] };

const uploadOf = (config: Config, slug: string) =>
  config.collections?.find((collection) => collection.slug === slug)?.upload as Record<string, unknown>;

describe('s3Storage', () => {
  it('gives the named upload collections the S3 storage and no local storage, and leaves the others', async () => {
    const before = buildConfig([media, documents, posts]);
    const after = await s3Storage(buildOptions({ collections: { media: true, documents: { prefix: 'files' } } }))(before);

    const mediaUpload = uploadOf(after, 'media');
    expect(mediaUpload.mimeTypes).toStrictEqual(['image/*']);
    expect(mediaUpload.disableLocalStorage).toBe(true);
    const storage = mediaUpload.storage as S3StorageAdapter;
    expect(storage.name).toBe('s3');
    expect(storage.bucket).toBe('media-bucket');
    // One adapter, and one client, for all the plugin's collections.
    expect(uploadOf(after, 'documents').storage).toBe(storage);
    expect(uploadOf(after, 'documents').disableLocalStorage).toBe(true);
    expect(after.collections?.find((collection) => collection.slug === 'posts')).toBe(posts);
    // The config it was given is not changed.
    expect(media.upload).toStrictEqual({ mimeTypes: ['image/*'] });
    expect(before.collections?.[0]).toBe(media);
    storage.client.destroy();
  });

  it('keeps local storage when told to, and does nothing when disabled', async () => {
    const kept = await s3Storage(buildOptions({ disableLocalStorage: false }))(buildConfig([media]));
    expect(uploadOf(kept, 'media').disableLocalStorage).toBe(false);
    (uploadOf(kept, 'media').storage as S3StorageAdapter).client.destroy();

    const config = buildConfig([media]);
    expect(await s3Storage(buildOptions({ enabled: false }))(config)).toBe(config);
  });

  it('fails at start-up naming the key for a collection that is missing or takes no uploads', () => {
    expect(() => s3Storage(buildOptions({ collections: { medias: true } }))(buildConfig([media]))).toThrow(
      'Invalid config: s3Storage collections.medias names no collection of the config',
    );
    expect(() => s3Storage(buildOptions({ collections: { posts: true } }))(buildConfig([media, posts]))).toThrow(
      "Invalid config: s3Storage collections.posts the collection 'posts' is not an upload collection",
    );
  });

  it('fails at start-up on a missing bucket, client config or collection list, and on a bad prefix', () => {
    const config = buildConfig([media]);
    expect(() => s3Storage(buildOptions({ bucket: '' }))(config)).toThrow('s3Storage bucket must be the name of a bucket');
    expect(() => s3Storage(buildOptions({ config: undefined as never }))(config)).toThrow(
      's3Storage config must be an S3 client configuration',
    );
    expect(() => s3Storage(buildOptions({ collections: {} }))(config)).toThrow(
      's3Storage collections must name at least one upload collection',
    );
    for (const prefix of ['a/../b', '..', 'a//b', 'back\\slash']) {
      expect(() => s3Storage(buildOptions({ collections: { media: { prefix } } }))(config), prefix).toThrow(
        's3Storage collections.media.prefix must be a folder path',
      );
    }
  });
});

describe('object keys', () => {
  it('puts a file under its collection slug by default, under a trimmed prefix, or at the root', () => {
    expect(objectKey(prefixOf('media', undefined), 'a b.png')).toBe('media/a b.png');
    expect(objectKey(prefixOf('media', '/site/media/'), 'a.png')).toBe('site/media/a.png');
    expect(objectKey(prefixOf('media', ''), 'a.png')).toBe('a.png');
  });

  it('refuses names that are not one plain segment', () => {
    for (const name of ['', '.', '..', 'a/b', 'a\\b', 'a\u0000b', 'line\nbreak']) {
      expect(() => objectKey('media', name), JSON.stringify(name)).toThrow('Not a plain file name');
    }
  });

  it('accepts prefixes of plain segments only', () => {
    expect(isValidPrefix('')).toBe(true);
    expect(isValidPrefix('/uploads/2024/')).toBe(true);
    expect(isValidPrefix('uploads/./x')).toBe(false);
  });
});
