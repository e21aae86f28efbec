// S3-compatible storage for upload collections: Payload's `s3Storage` plugin and the adapter under it.
export { s3Adapter } from './s3Adapter.ts';
export { s3Storage } from './s3Storage.ts';
export type {
  S3AdapterOptions,
  S3CollectionOptions,
  S3StorageAdapter,
  S3StorageOptions,
  SignedDownloadsConfig,
} from './types.ts';
