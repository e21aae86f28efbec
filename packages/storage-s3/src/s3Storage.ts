import { type CollectionConfig, type Config, InvalidConfiguration, type Plugin } from '@atrium/core';
import { isValidPrefix } from './objectKey.ts';
import { s3Adapter } from './s3Adapter.ts';
import type { S3StorageOptions } from './types.ts';

/**
 * Payload's `s3Storage` as an Atrium plugin: the named upload collections keep their files in an S3 bucket
 * (`upload.storage`) and none on the local disk (`upload.disableLocalStorage`). One client serves them all.
 */
export function s3Storage(options: S3StorageOptions): Plugin {
  return (config: Config): Config => {
    if (options.enabled === false) return config;
    const named = Object.keys(options.collections ?? {});
    if (!options.bucket || typeof options.bucket !== 'string') fail('bucket', 'must be the name of a bucket');
    if (!options.config || typeof options.config !== 'object') fail('config', 'must be an S3 client configuration');
    if (named.length === 0) fail('collections', 'must name at least one upload collection');
    for (const slug of named) {
      const entry = options.collections[slug];
      if (entry === true) continue;
      if (!entry || typeof entry !== 'object') fail(`collections.${slug}`, 'must be true or an options object');
      if (entry.prefix !== undefined && (typeof entry.prefix !== 'string' || !isValidPrefix(entry.prefix)))
        fail(`collections.${slug}.prefix`, 'must be a folder path without empty, "." or ".." segments');
    }

    const collections = config.collections ?? [];
    for (const slug of named) {
      const collection = collections.find((candidate) => candidate.slug === slug);
      if (!collection) fail(`collections.${slug}`, 'names no collection of the config');
      if (!collection.upload) fail(`collections.${slug}`, `the collection '${slug}' is not an upload collection`);
    }

    const storage = s3Adapter({
      bucket: options.bucket,
      config: options.config,
      acl: options.acl,
      collections: options.collections,
      signedDownloads: options.signedDownloads,
      partSize: options.partSize,
      queueSize: options.queueSize,
    });
    const disableLocalStorage = options.disableLocalStorage ?? true;
    return {
      ...config,
      collections: collections.map((collection): CollectionConfig => {
        if (!named.includes(collection.slug)) return collection;
        const upload = collection.upload === true ? {} : collection.upload;
        return { ...collection, upload: { ...upload, storage, disableLocalStorage } };
      }),
    };
  };
}

function fail(key: string, problem: string): never {
  throw new InvalidConfiguration(`Invalid config: s3Storage ${key} ${problem}`);
}
