import { Readable } from 'node:stream';
import { type S3StorageAdapter, s3Adapter } from '@atrium/storage-s3';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningS3rver, startS3rver } from './startS3rver.ts';
import { buildBytes, describeStorageContract, readAll } from './storageContract.ts';

let s3: RunningS3rver;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3?.stop();
});

describeStorageContract('s3 (s3rver)', () => s3Adapter({ bucket: s3.bucket, config: s3.config }), {
  teardown: (adapter) => adapter.client.destroy(),
});

describe('s3Adapter', () => {
  let adapter: S3StorageAdapter;
  beforeAll(() => {
    adapter = s3Adapter({
      bucket: s3.bucket,
      config: s3.config,
      collections: {
        media: { prefix: 'site/media/' },
        rooted: { prefix: '' },
        plain: true,
        signed: { signedDownloads: { expiresIn: 600 } },
        picky: { signedDownloads: { shouldUseSignedURL: ({ filename }) => filename.endsWith('.mp4') } },
        open: { disablePayloadAccessControl: true },
        cdn: {
          disablePayloadAccessControl: true,
          generateFileURL: ({ prefix, filename }) => `https://cdn.example.com/${prefix}/${encodeURIComponent(filename)}`,
        },
      },
    });
  });
  afterAll(() => adapter?.client.destroy());

  const keysUnder = async (prefix: string) => {
    const listed = await adapter.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((object) => object.Key);
  };
  const put = (collection: string, filename: string, bytes = buildBytes(100)) =>
    adapter.put({ collection, filename, body: Readable.from([bytes]), contentType: 'image/png' });

  it('stores a collection under its prefix, its slug by default, or at the root with an empty prefix', async () => {
    await put('media', 'a b.png');
    await put('plain', 'c.png');
    await put('rooted', 'root-file.png');
    expect(await keysUnder('site/media/')).toStrictEqual(['site/media/a b.png']);
    expect(await keysUnder('plain/')).toStrictEqual(['plain/c.png']);
    expect(await keysUnder('root-file')).toStrictEqual(['root-file.png']);
    expect(await adapter.exists({ collection: 'rooted', filename: 'root-file.png' })).toBe(true);
  });

  it('refuses a file name that would leave the collection folder', async () => {
    for (const filename of ['../escape.png', 'a/b.png', '..', 'back\\slash.png']) {
      await expect(put('media', filename), filename).rejects.toThrow(/Not a plain file name/);
    }
    expect(await keysUnder('site/escape')).toStrictEqual([]);
  });

  it('gives no public URL by default, so the file is served through Atrium', async () => {
    await put('plain', 'private.png');
    expect(await adapter.publicURL?.({ collection: 'plain', filename: 'private.png' })).toBeUndefined();
  });

  it('gives a presigned URL that serves the file and expires as configured', async () => {
    const bytes = buildBytes(5000, 9);
    await put('signed', 'clip one.png', bytes);
    const url = await adapter.publicURL?.({ collection: 'signed', filename: 'clip one.png' });
    expect(url).toBeDefined();
    const parsed = new URL(url!);
    expect(parsed.origin).toBe(s3.endpoint);
    expect(parsed.pathname).toBe(`/${s3.bucket}/signed/clip%20one.png`);
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('600');
    // s3rver does not check version 4 signatures, so their presence is what can be checked here.
    expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('signs only the files shouldUseSignedURL picks', async () => {
    expect(await adapter.publicURL?.({ collection: 'picky', filename: 'photo.png' })).toBeUndefined();
    const url = await adapter.publicURL?.({ collection: 'picky', filename: 'film.mp4' });
    expect(new URL(url!).searchParams.get('X-Amz-Expires')).toBe('7200');
  });

  it('gives the plain object URL with disablePayloadAccessControl, or the one generateFileURL builds', async () => {
    expect(await adapter.publicURL?.({ collection: 'open', filename: 'été 1.png' })).toBe(
      `${s3.endpoint}/${s3.bucket}/open/%C3%A9t%C3%A9%201.png`,
    );
    expect(await adapter.publicURL?.({ collection: 'cdn', filename: 'a b.png' })).toBe('https://cdn.example.com/cdn/a%20b.png');
  });

  it('reads a range across two parts of a multipart object', async () => {
    const MiB = 1024 * 1024;
    const bytes = buildBytes(11 * MiB + 17, 77);
    await adapter.put({ collection: 'media', filename: 'parts.bin', body: Readable.from([bytes]), contentType: 'video/mp4' });
    // A range across the boundary of the first and second parts.
    const file = await adapter.get({
      collection: 'media',
      filename: 'parts.bin',
      range: { start: 5 * MiB - 10, end: 5 * MiB + 9 },
    });
    expect(file?.size).toBe(bytes.length);
    expect((await readAll(file!.body)).equals(bytes.subarray(5 * MiB - 10, 5 * MiB + 10))).toBe(true);
  });

  it('reports a missing bucket instead of answering that the file is missing', async () => {
    const lost = s3Adapter({ bucket: 'no-such-bucket', config: s3.config });
    try {
      await expect(lost.get({ collection: 'media', filename: 'a.png' })).rejects.toThrow(/bucket does not exist/);
      await expect(lost.delete({ collection: 'media', filename: 'a.png' })).rejects.toThrow(/bucket does not exist/);
      await expect(
        lost.put({ collection: 'media', filename: 'a.png', body: Readable.from([buildBytes(10)]), contentType: 'image/png' }),
      ).rejects.toThrow(/bucket does not exist/);
    } finally {
      lost.client.destroy();
    }
  });
});
