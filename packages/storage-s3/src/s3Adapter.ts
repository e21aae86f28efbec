import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { StoredFile } from '@atrium/core';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { objectKey, prefixOf } from './objectKey.ts';
import type { S3AdapterOptions, S3CollectionOptions, S3StorageAdapter, SignedDownloadsConfig } from './types.ts';

const MiB = 1024 * 1024;
const defaultSignedExpiry = 7200;

/**
 * Files as objects of an S3 bucket (AWS, or any S3-compatible service: MinIO, R2, Spaces). Writes stream through a
 * multipart upload, so a file is never held whole in memory; reads stream the object, a range as a ranged GetObject.
 */
export function s3Adapter(options: S3AdapterOptions): S3StorageAdapter {
  const { bucket, acl } = options;
  const client = options.client ?? new S3Client(options.config);
  const collections = options.collections ?? {};
  const partSize = options.partSize ?? 5 * MiB;
  const queueSize = options.queueSize ?? 3;

  const optionsOf = (collection: string): S3CollectionOptions => {
    const entry = collections[collection];
    return entry === undefined || entry === true ? {} : entry;
  };
  const keyOf = (collection: string, filename: string) => objectKey(prefixOf(collection, optionsOf(collection).prefix), filename);

  const head = async (collection: string, filename: string): Promise<StoredFile | null> => {
    try {
      const output = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(collection, filename) }));
      return {
        size: output.ContentLength ?? 0,
        etag: output.ETag ?? '""',
        lastModified: output.LastModified ?? new Date(0),
        contentType: output.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  return {
    name: 's3',
    client,
    bucket,

    async put({ collection, filename, body, contentType }) {
      // The key first: a refused name must not leave a file opened.
      const key = keyOf(collection, filename);
      const source = isStream(body) ? toReadable(body) : createReadStream(body.path);
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key,
          Body: source,
          ContentType: contentType,
          ...(acl ? { ACL: acl } : {}),
        },
        partSize,
        queueSize,
        // A failed upload aborts its multipart upload, so no parts are left billed in the bucket.
        leavePartsOnError: false,
      });
      let sourceError: unknown;
      source.once('error', (error: unknown) => {
        sourceError = error;
      });
      try {
        await upload.done();
      } catch (error) {
        // When the source failed (a client gone mid-upload) that is the cause to report, not what the abort met.
        throw sourceError ?? error;
      } finally {
        // On a failure the source may still be open (a file on disk): release it.
        if (!source.readableEnded) source.destroy();
      }
    },

    async exists({ collection, filename }) {
      return (await head(collection, filename)) !== null;
    },

    async stat({ collection, filename }) {
      return head(collection, filename);
    },

    async get({ collection, filename, range }) {
      let output: GetObjectCommandOutput;
      try {
        output = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: keyOf(collection, filename),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      const body = output.Body;
      if (!(body instanceof Readable)) throw new Error(`S3 answered GetObject for ${collection}/${filename} without a stream`);
      const wanted = range ? range.end - range.start + 1 : undefined;
      return {
        // With a range S3 answers the range's length; the whole file's size is after the slash of Content-Range.
        size: sizeOf(output),
        etag: output.ETag ?? '""',
        lastModified: output.LastModified ?? new Date(0),
        contentType: output.ContentType ?? 'application/octet-stream',
        // Some S3-compatible servers (s3rver among them) answer `bytes=0-0` with the rest of the object: cut there.
        body: wanted !== undefined && (output.ContentLength ?? 0) > wanted ? Readable.from(take(body, wanted)) : body,
      };
    },

    async delete({ collection, filename }) {
      // S3 answers a missing key with 204 like any delete.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(collection, filename) }));
    },

    async publicURL({ collection, filename }) {
      const collectionOptions = optionsOf(collection);
      const signed = collectionOptions.signedDownloads ?? options.signedDownloads ?? false;
      if (signed && (await shouldSign(signed, collection, filename))) {
        const command = new GetObjectCommand({ Bucket: bucket, Key: keyOf(collection, filename) });
        return getSignedUrl(client, command, {
          expiresIn: (typeof signed === 'object' ? signed.expiresIn : undefined) ?? defaultSignedExpiry,
        });
      }
      if (!collectionOptions.disablePayloadAccessControl) return undefined;
      if (collectionOptions.generateFileURL) {
        const prefix = prefixOf(collection, collectionOptions.prefix);
        return collectionOptions.generateFileURL({ collection, filename, prefix });
      }
      // The SDK knows each service's addressing (virtual host or path style, region, custom endpoints): sign the
      // object's URL and drop the signature, which leaves the plain URL of the object.
      const signedURL = await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: keyOf(collection, filename) }), {
        expiresIn: 60,
      });
      const url = new URL(signedURL);
      url.search = '';
      return url.toString();
    },
  };
}

async function shouldSign(config: SignedDownloadsConfig, collection: string, filename: string): Promise<boolean> {
  if (typeof config !== 'object' || !config.shouldUseSignedURL) return true;
  return config.shouldUseSignedURL({ collection, filename });
}

function sizeOf(output: GetObjectCommandOutput): number {
  const total = output.ContentRange?.match(/\/(\d+)$/);
  if (total) return Number(total[1]);
  return output.ContentLength ?? 0;
}

/** The first `count` bytes of a stream; leaving the loop early destroys the source. */
async function* take(source: Readable, count: number): AsyncGenerator<Buffer> {
  let left = count;
  for await (const chunk of source) {
    const buffer = chunk as Buffer;
    if (buffer.length >= left) {
      yield buffer.subarray(0, left);
      return;
    }
    left -= buffer.length;
    yield buffer;
  }
}

function isStream(body: NodeJS.ReadableStream | { path: string }): body is NodeJS.ReadableStream {
  // A file's read stream has a `path` too: a stream is told apart by being one.
  return typeof (body as NodeJS.ReadableStream).pipe === 'function';
}

function toReadable(stream: NodeJS.ReadableStream): Readable {
  return stream instanceof Readable ? stream : new Readable().wrap(stream);
}

function isNotFound(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  // A missing bucket is a misconfiguration, not a missing file: it must not read as "no such file". (A HEAD
  // answers both with a bodiless 404, so `stat` cannot tell them apart; `get`, `put` and `delete` do.)
  if (name === 'NoSuchBucket') return false;
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}
