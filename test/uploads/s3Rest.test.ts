import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CollectionConfig, clientConfig } from '@atrium/core';
import { type S3StorageAdapter, s3Storage } from '@atrium/storage-s3';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOpenAccess } from '../helpers/openAccess.ts';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';
import { type RunningS3rver, startS3rver } from './startS3rver.ts';

/** A multipart/form-data body as a browser sends it: the file in `file`, the other fields as JSON in `_payload`. */
async function multipart(file: { data: Buffer; name: string; type: string }, data: Record<string, unknown> = {}) {
  const form = new FormData();
  form.set('_payload', JSON.stringify(data));
  form.set('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A PNG of `width` × `height`: red on the left half, blue on the right. */
function buildPNG(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([{ input: { create: { width: half, height, channels: 3, background: { r: 255, g: 0, b: 0 } } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

describe.each(dialects)('uploads to S3 through REST on %s', (dialect) => {
  let s3: RunningS3rver;
  let h: Harness;
  let client: S3Client;
  let staticRoot: string;
  let png: Buffer;

  const media: CollectionConfig = {
    slug: 'media',
    upload: {
      mimeTypes: ['image/*'],
      imageSizes: [{ name: 'thumbnail', width: 40, height: 40 }],
    },
    fields: [{ name: 'alt', type: 'text' }],
  };
  const privateMedia: CollectionConfig = { slug: 'private-media', upload: true, fields: [] };
  const publicMedia: CollectionConfig = {
    slug: 'public-media',
    upload: { imageSizes: [{ name: 'small', width: 30 }] },
    fields: [],
  };

  beforeAll(async () => {
    s3 = await startS3rver();
    client = new S3Client(s3.config);
    // Set so that a write to the local disk would show; the plugin must leave it empty.
    staticRoot = mkdtempSync(join(tmpdir(), 'atrium-s3-static-'));
    const withStaticDir = (collection: CollectionConfig): CollectionConfig => ({
      ...collection,
      upload: { ...(collection.upload === true ? {} : collection.upload), staticDir: join(staticRoot, collection.slug) },
    });
    h = await startAtrium(
      dialect,
      withOpenAccess({
        collections: [withStaticDir(media), withStaticDir(privateMedia), withStaticDir(publicMedia)],
        plugins: [
          s3Storage({
            collections: {
              media: { prefix: 'site/media' },
              'private-media': { signedDownloads: { expiresIn: 900 } },
              'public-media': { disablePayloadAccessControl: true },
            },
            acl: 'public-read',
            bucket: s3.bucket,
            config: s3.config,
          }),
        ],
      }),
      { rateLimit: false },
    );
    png = await buildPNG(120, 80);
  });
  afterAll(async () => {
    await h?.close();
    client?.destroy();
    for (const collection of h?.atrium.config.collections ?? []) {
      if (collection.upload) (collection.upload.storage as S3StorageAdapter).client?.destroy();
    }
    await s3?.stop();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  const keysUnder = async (prefix: string) => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  };
  const objectBytes = async (key: string) => {
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return { bytes: Buffer.from(await object.Body!.transformToByteArray()), etag: object.ETag, type: object.ContentType };
  };
  const upload = async (slug: string, file: { data: Buffer; name: string; type: string }, data = {}) => {
    const { payload, headers } = await multipart(file, data);
    return h.inject({ method: 'POST', url: `/api/${slug}`, payload, headers });
  };

  it('stores an upload and its sizes in the bucket, serves them through the file route, and deletes them with the document', async () => {
    const created = await upload('media', { data: png, name: 'harbour at dawn.png', type: 'image/png' }, { alt: 'Harbour' });
    expect(created.statusCode).toBe(201);
    const { doc } = created.json();
    expect(doc).toMatchObject({
      alt: 'Harbour',
      // Core makes the name safe (spaces become dashes); the object key is that name.
      filename: 'harbour-at-dawn.png',
      mimeType: 'image/png',
      width: 120,
      height: 80,
      url: '/api/media/file/harbour-at-dawn.png',
    });
    const thumbnail = doc.sizes.thumbnail;
    expect(thumbnail).toMatchObject({ width: 40, height: 40, mimeType: 'image/png' });

    // The original and the size are objects under the collection's prefix, and nothing reached the local disk.
    expect(await keysUnder('site/media/')).toStrictEqual(
      [`site/media/${doc.filename}`, `site/media/${thumbnail.filename}`].sort(),
    );
    expect(existsSync(join(staticRoot, 'media'))).toBe(false);
    const original = await objectBytes(`site/media/${doc.filename}`);
    expect(original.type).toBe('image/png');
    expect(original.bytes.length).toBe(doc.filesize);
    expect(await sharp(original.bytes).metadata()).toMatchObject({ format: 'png', width: 120, height: 80 });

    // Read back through Atrium: the object's bytes and ETag.
    const file = await h.inject({ method: 'GET', url: doc.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers.etag).toBe(original.etag);
    expect(file.rawPayload.equals(original.bytes)).toBe(true);

    // A range is a ranged read of the object.
    const partial = await h.inject({ method: 'GET', url: doc.url, headers: { range: 'bytes=8-23' } });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 8-23/${original.bytes.length}`);
    expect(partial.rawPayload.equals(original.bytes.subarray(8, 24))).toBe(true);

    const unchanged = await h.inject({ method: 'GET', url: doc.url, headers: { 'if-none-match': original.etag } });
    expect(unchanged.statusCode).toBe(304);

    const size = await h.inject({ method: 'GET', url: thumbnail.url });
    expect(size.statusCode).toBe(200);
    expect(await sharp(size.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 40 });

    // Deleting the document removes its objects (after the commit, so waited for).
    const deleted = await h.inject({ method: 'DELETE', url: `/api/media/${doc.id}` });
    expect(deleted.statusCode).toBe(200);
    await expect.poll(() => keysUnder('site/media/')).toStrictEqual([]);
    expect((await h.inject({ method: 'GET', url: doc.url })).statusCode).toBe(404);
  });

  it('keeps the storage adapter, its client and credentials out of the client config', () => {
    const sent = JSON.stringify(clientConfig(h.atrium.config));
    expect(sent).toContain('"slug":"media"');
    expect(sent).not.toContain('S3RVER');
    expect(sent).not.toContain(s3.endpoint);
    expect(sent).not.toContain(s3.bucket);
  });

  it('refuses a file whose content is not allowed and stores nothing in the bucket', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const before = await keysUnder('site/media/');
    const refused = await upload('media', { data: html, name: 'innocent.png', type: 'image/png' });
    expect(refused.statusCode).toBe(400);
    expect(await keysUnder('site/media/')).toStrictEqual(before);
  });

  it('replaces a file: the new objects are stored and the old ones removed', async () => {
    const first = (await upload('media', { data: png, name: 'first.png', type: 'image/png' })).json().doc;
    const wider = await buildPNG(160, 80);
    const { payload, headers } = await multipart({ data: wider, name: 'second.png', type: 'image/png' });
    const replaced = await h.inject({ method: 'PATCH', url: `/api/media/${first.id}`, payload, headers });
    expect(replaced.statusCode).toBe(200);
    const second = replaced.json().doc;
    expect(second).toMatchObject({ filename: 'second.png', width: 160 });
    const newKeys = [`site/media/${second.filename}`, `site/media/${second.sizes.thumbnail.filename}`].sort();
    await expect.poll(async () => (await keysUnder('site/media/')).filter((key) => key.includes('first'))).toStrictEqual([]);
    expect((await keysUnder('site/media/')).filter((key) => newKeys.includes(key))).toStrictEqual(newKeys);
    const file = await h.inject({ method: 'GET', url: second.url });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 160, height: 80 });
    await h.inject({ method: 'DELETE', url: `/api/media/${first.id}` });
  });

  it('gives a collection with signedDownloads a presigned URL that serves the stored file', async () => {
    const created = await upload('private-media', { data: png, name: 'plan.png', type: 'image/png' });
    expect(created.statusCode).toBe(201);
    const { doc } = created.json();
    const url = new URL(doc.url);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/${s3.bucket}/private-media/plan.png`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');

    const fromBucket = await fetch(url);
    expect(fromBucket.status).toBe(200);
    const bytes = Buffer.from(await fromBucket.arrayBuffer());
    // The file route still serves the same file to whoever may read the document.
    const throughAtrium = await h.inject({ method: 'GET', url: '/api/private-media/file/plan.png' });
    expect(throughAtrium.statusCode).toBe(200);
    expect(throughAtrium.rawPayload.equals(bytes)).toBe(true);
  });

  it("gives a collection with disablePayloadAccessControl the objects' own URLs, sizes included", async () => {
    const created = await upload('public-media', { data: png, name: 'poster.png', type: 'image/png' });
    expect(created.statusCode).toBe(201);
    const { doc } = created.json();
    expect(doc.url).toBe(`${s3.endpoint}/${s3.bucket}/public-media/poster.png`);
    expect(doc.sizes.small.url).toBe(`${s3.endpoint}/${s3.bucket}/public-media/${doc.sizes.small.filename}`);
    const response = await fetch(doc.sizes.small.url);
    expect(response.status).toBe(200);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 30 });
  });
});
