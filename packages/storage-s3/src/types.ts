import type { StorageAdapter } from '@atrium/core';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';

/**
 * Serve files from presigned GetObject URLs (Payload's name). `true` signs for 7200 seconds; an object sets the
 * lifetime and may decide per file. The document's `url` (computed on every read, after read access) is the signed
 * URL, so a reader fetches the file from the bucket directly.
 */
export type SignedDownloadsConfig =
  | boolean
  | {
      /** Seconds a signed URL stays valid. Defaults to `7200`. */
      expiresIn?: number;
      /** Whether this file gets a signed URL; otherwise it is served through Atrium. Defaults to always. */
      shouldUseSignedURL?(args: { collection: string; filename: string }): boolean | Promise<boolean>;
    };

/** The options of one collection stored in the bucket (`true`: all defaults). */
export type S3CollectionOptions = {
  /**
   * The folder of the collection's objects in the bucket (`prefix/filename`); `''` puts them at the bucket's root,
   * as Payload does without a prefix. Defaults to the collection's slug, so two collections sharing a bucket never
   * overwrite each other's files.
   */
  prefix?: string;
  /** Overrides the plugin's `signedDownloads` for this collection. */
  signedDownloads?: SignedDownloadsConfig;
  /**
   * The document's `url` points at the object itself (a public bucket or a CDN) instead of
   * `/api/{slug}/file/{filename}`, so reads skip Atrium and its read access. Defaults to `false`.
   */
  disablePayloadAccessControl?: true;
  /** The public URL of a file when `disablePayloadAccessControl` is set. Defaults to the bucket's own URL. */
  generateFileURL?(args: { collection: string; filename: string; prefix: string }): string | Promise<string>;
};

/** What `s3Storage` takes: Payload's option names. */
export type S3StorageOptions = {
  /** The upload collections stored in the bucket, by slug. */
  collections: Record<string, true | S3CollectionOptions>;
  /** The bucket's name. */
  bucket: string;
  /** The S3 client's configuration (region, credentials, endpoint, forcePathStyle for MinIO and the like). */
  config: S3ClientConfig;
  /** The canned ACL of every uploaded object. Defaults to the bucket's own setting (none sent). */
  acl?: 'private' | 'public-read';
  /** Presigned download URLs for every collection unless a collection says otherwise. Defaults to `false`. */
  signedDownloads?: SignedDownloadsConfig;
  /** Whether the plugin does anything; `false` leaves the config as it is (local disk). Defaults to `true`. */
  enabled?: boolean;
  /** Sets the collections' `upload.disableLocalStorage`. Defaults to `true`. */
  disableLocalStorage?: boolean;
  /**
   * The size in bytes of each part of a multipart upload, and so what one upload holds in memory per part in
   * flight. Defaults to 5 MiB (S3's least).
   */
  partSize?: number;
  /** Parts of one upload sent at the same time. Defaults to `3`. */
  queueSize?: number;
};

/** The S3 storage adapter, with the client and bucket it uses (to destroy the client's sockets on shutdown). */
export type S3StorageAdapter = StorageAdapter & {
  readonly client: S3Client;
  readonly bucket: string;
};

/** What `s3Adapter` takes: the plugin's options without the plugin's own switches. */
export type S3AdapterOptions = Omit<S3StorageOptions, 'collections' | 'enabled' | 'disableLocalStorage' | 'config'> & {
  /** Per-collection options; a collection not named here gets the defaults. Defaults to `{}`. */
  collections?: Record<string, true | S3CollectionOptions>;
} & ({ config: S3ClientConfig; client?: undefined } | { client: S3Client; config?: undefined });
