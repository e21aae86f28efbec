import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { StorageAdapter } from '@atrium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

export type StorageContractOptions<A extends StorageAdapter> = {
  /** Called once after the suite, e.g. to remove a temporary directory or stop a server. */
  teardown?: (adapter: A) => Promise<void> | void;
  /** Size of the streamed file of the memory test, in bytes. Defaults to 96 MiB. */
  largeFileSize?: number;
};

const MiB = 1024 * 1024;

/** Deterministic bytes: the same `seed` and `length` always give the same content. */
export function buildBytes(length: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < length; index++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

/** Reads a stream to the end; only for small files. */
export async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

let collectGarbage: (() => void) | undefined;
/** A full garbage collection, so a memory reading counts only what is still referenced. */
function fullGC(): void {
  if (!collectGarbage) {
    setFlagsFromString('--expose-gc');
    collectGarbage = runInNewContext('gc') as () => void;
  }
  collectGarbage();
}

function arrayBufferBytes(): number {
  return process.memoryUsage().arrayBuffers;
}

/** How far above `baseline` the buffers still referenced are. */
function bufferGrowth(baseline: number): number {
  fullGC();
  return arrayBufferBytes() - baseline;
}

/**
 * How much more memory the second half of a transfer held than the first. A stream holds a window of constant size
 * (reached early: a few parts), so this stays near zero whatever the window; holding the file makes it grow with every
 * byte, so the second half holds about half the file more.
 */
function secondHalfGrowth(samples: number[]): number {
  const half = Math.floor(samples.length / 2);
  return Math.max(...samples.slice(half)) - Math.max(...samples.slice(0, half));
}

/**
 * A stream of `size` bytes made on demand, each chunk a fresh copy (so an adapter that keeps the chunks pays for
 * them, while the source itself holds next to nothing). Every `sampleEvery` bytes it records, after a full GC, how
 * far above `baseline` the process's buffers are.
 */
function meteredSource(size: number, baseline: number, sampleEvery = 8 * MiB) {
  const chunkSize = MiB;
  const patterns = [buildBytes(chunkSize, 7), buildBytes(chunkSize, 11), buildBytes(chunkSize, 13)];
  const hash = createHash('sha256');
  const meter = { samples: [] as number[], produced: 0, digest: '' };
  let nextSample = sampleEvery;
  const stream = new Readable({
    read() {
      if (meter.produced >= size) {
        meter.digest = hash.digest('hex');
        this.push(null);
        return;
      }
      if (meter.produced >= nextSample) {
        nextSample += sampleEvery;
        meter.samples.push(bufferGrowth(baseline));
      }
      const pattern = patterns[(meter.produced / chunkSize) % patterns.length];
      const chunk = Buffer.from(pattern.subarray(0, Math.min(chunkSize, size - meter.produced)));
      meter.produced += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, meter };
}

/**
 * The suite every `StorageAdapter` passes (local disk in core, S3 in `@atrium/storage-s3`). `makeAdapter` is called
 * once; every test writes under a collection slug of its own, so tests never see each other's files.
 */
export function describeStorageContract<A extends StorageAdapter>(
  name: string,
  makeAdapter: () => A | Promise<A>,
  options: StorageContractOptions<A> = {},
): void {
  describe(`storage contract: ${name}`, () => {
    let adapter: A;
    let scratch: string;
    const largeFileSize = options.largeFileSize ?? 96 * MiB;

    beforeAll(async () => {
      adapter = await makeAdapter();
      scratch = mkdtempSync(join(tmpdir(), 'atrium-storage-contract-'));
    });
    afterAll(async () => {
      rmSync(scratch, { recursive: true, force: true });
      if (adapter) await options.teardown?.(adapter);
    });

    const newCollection = () => `contract-${randomUUID().slice(0, 8)}`;

    it('has a name', () => {
      expect(typeof adapter.name).toBe('string');
      expect(adapter.name.length).toBeGreaterThan(0);
    });

    it('stores a file from a stream and gives back the same bytes, size and content type', async () => {
      const collection = newCollection();
      const bytes = buildBytes(70_001);
      await adapter.put({
        collection,
        filename: 'photo.jpg',
        body: Readable.from([bytes.subarray(0, 30_000), bytes.subarray(30_000)]),
        contentType: 'image/jpeg',
        size: bytes.length,
      });

      const stat = await adapter.stat({ collection, filename: 'photo.jpg' });
      expect(stat).not.toBeNull();
      expect(stat?.size).toBe(bytes.length);
      expect(stat?.contentType).toBe('image/jpeg');
      // An HTTP entity-tag as the file route sends it: quoted, optionally weak.
      expect(stat?.etag).toMatch(/^(W\/)?"[^"]+"$/);
      expect(stat?.lastModified).toBeInstanceOf(Date);
      expect(Number.isNaN(stat?.lastModified.getTime())).toBe(false);

      const file = await adapter.get({ collection, filename: 'photo.jpg' });
      expect(file).not.toBeNull();
      expect(file?.size).toBe(bytes.length);
      expect(file?.contentType).toBe('image/jpeg');
      expect(file?.etag).toBe(stat?.etag);
      expect((await readAll(file!.body)).equals(bytes)).toBe(true);
    });

    it('stores a file from a path on disk and leaves that file where it was', async () => {
      const collection = newCollection();
      const bytes = buildBytes(12_345, 3);
      const path = join(scratch, 'spool-1');
      writeFileSync(path, bytes);
      await adapter.put({ collection, filename: 'report.pdf', body: { path }, contentType: 'application/pdf' });

      expect(existsSync(path)).toBe(true);
      const file = await adapter.get({ collection, filename: 'report.pdf' });
      expect(file?.size).toBe(bytes.length);
      expect(file?.contentType).toBe('application/pdf');
      expect((await readAll(file!.body)).equals(bytes)).toBe(true);
    });

    it('stores an empty file', async () => {
      const collection = newCollection();
      await adapter.put({ collection, filename: 'empty.txt', body: Readable.from([]), contentType: 'text/plain' });
      expect(await adapter.exists({ collection, filename: 'empty.txt' })).toBe(true);
      const file = await adapter.get({ collection, filename: 'empty.txt' });
      expect(file?.size).toBe(0);
      expect((await readAll(file!.body)).length).toBe(0);
    });

    it('tells which files exist, and answers null for a missing file', async () => {
      const collection = newCollection();
      await adapter.put({
        collection,
        filename: 'present.png',
        body: Readable.from([buildBytes(10)]),
        contentType: 'image/png',
      });
      expect(await adapter.exists({ collection, filename: 'present.png' })).toBe(true);
      expect(await adapter.exists({ collection, filename: 'absent.png' })).toBe(false);
      expect(await adapter.stat({ collection, filename: 'absent.png' })).toBeNull();
      expect(await adapter.get({ collection, filename: 'absent.png' })).toBeNull();
      expect(await adapter.get({ collection, filename: 'absent.png', range: { start: 0, end: 3 } })).toBeNull();
    });

    it('keeps the same file name in two collections apart', async () => {
      const first = newCollection();
      const second = newCollection();
      await adapter.put({
        collection: first,
        filename: 'a.txt',
        body: Readable.from([Buffer.from('first')]),
        contentType: 'text/plain',
      });
      await adapter.put({
        collection: second,
        filename: 'a.txt',
        body: Readable.from([Buffer.from('second!')]),
        contentType: 'text/plain',
      });
      expect((await readAll((await adapter.get({ collection: first, filename: 'a.txt' }))!.body)).toString()).toBe('first');
      await adapter.delete({ collection: first, filename: 'a.txt' });
      expect(await adapter.exists({ collection: first, filename: 'a.txt' })).toBe(false);
      expect((await readAll((await adapter.get({ collection: second, filename: 'a.txt' }))!.body)).toString()).toBe('second!');
    });

    it('gives the bytes of an inclusive range, with the size of the whole file', async () => {
      const collection = newCollection();
      const bytes = buildBytes(100_000, 5);
      await adapter.put({ collection, filename: 'clip.mp4', body: Readable.from([bytes]), contentType: 'video/mp4' });

      const ranges = [
        { start: 0, end: 0 },
        { start: 0, end: 1023 },
        { start: 4096, end: 65_535 },
        { start: 99_999, end: 99_999 },
        { start: 50_000, end: 99_999 },
        { start: 0, end: 99_999 },
      ];
      for (const range of ranges) {
        const file = await adapter.get({ collection, filename: 'clip.mp4', range });
        expect(file, `range ${range.start}-${range.end}`).not.toBeNull();
        expect(file?.size, `size with range ${range.start}-${range.end}`).toBe(bytes.length);
        expect(file?.contentType).toBe('video/mp4');
        const body = await readAll(file!.body);
        expect(body.equals(bytes.subarray(range.start, range.end + 1)), `bytes ${range.start}-${range.end}`).toBe(true);
      }
    });

    it('overwrites a file with a new content, size and etag', async () => {
      const collection = newCollection();
      await adapter.put({
        collection,
        filename: 'doc.txt',
        body: Readable.from([Buffer.from('version one')]),
        contentType: 'text/plain',
      });
      const before = await adapter.stat({ collection, filename: 'doc.txt' });
      await adapter.put({
        collection,
        filename: 'doc.txt',
        body: Readable.from([Buffer.from('the second version')]),
        contentType: 'text/markdown',
      });
      const file = await adapter.get({ collection, filename: 'doc.txt' });
      expect((await readAll(file!.body)).toString()).toBe('the second version');
      expect(file?.size).toBe(18);
      expect(file?.contentType).toBe('text/markdown');
      expect(file?.etag).not.toBe(before?.etag);
    });

    it('deletes a file, and deleting a missing file is not an error', async () => {
      const collection = newCollection();
      await adapter.put({ collection, filename: 'gone.gif', body: Readable.from([buildBytes(64)]), contentType: 'image/gif' });
      await adapter.delete({ collection, filename: 'gone.gif' });
      expect(await adapter.exists({ collection, filename: 'gone.gif' })).toBe(false);
      expect(await adapter.stat({ collection, filename: 'gone.gif' })).toBeNull();
      expect(await adapter.get({ collection, filename: 'gone.gif' })).toBeNull();
      await expect(adapter.delete({ collection, filename: 'gone.gif' })).resolves.toBeUndefined();
      await expect(adapter.delete({ collection: newCollection(), filename: 'never-was.gif' })).resolves.toBeUndefined();
    });

    it('handles names with spaces, unicode and several dots', async () => {
      const collection = newCollection();
      const names = [
        'my holiday photo.jpg',
        'été à Montréal – 2024.png',
        '写真 シャシン.webp',
        'صورة جميلة.avif',
        'a.b.c d+e&f=g.tar.gz',
      ];
      for (const [index, filename] of names.entries()) {
        const bytes = buildBytes(1000 + index, index + 20);
        await adapter.put({ collection, filename, body: Readable.from([bytes]), contentType: 'application/octet-stream' });
        expect(await adapter.exists({ collection, filename }), filename).toBe(true);
        const file = await adapter.get({ collection, filename, range: { start: 10, end: 19 } });
        expect((await readAll(file!.body)).equals(bytes.subarray(10, 20)), filename).toBe(true);
        expect((await adapter.stat({ collection, filename }))?.size, filename).toBe(bytes.length);
      }
      for (const filename of names) {
        await adapter.delete({ collection, filename });
        expect(await adapter.exists({ collection, filename }), filename).toBe(false);
      }
    });

    it('rejects a put whose source fails midway, storing nothing and keeping the file it would have replaced', async () => {
      const collection = newCollection();
      const failingSource = (size: number) => {
        let sent = 0;
        return new Readable({
          read() {
            // The client goes away after `size` bytes.
            if (sent >= size) {
              this.destroy(new Error('the client went away'));
              return;
            }
            sent += 64 * 1024;
            this.push(buildBytes(64 * 1024, sent));
          },
        });
      };
      for (const size of [64 * 1024, 12 * MiB]) {
        const filename = `broken-${size}.bin`;
        await expect(
          adapter.put({ collection, filename, body: failingSource(size), contentType: 'application/octet-stream' }),
          `${size} bytes`,
        ).rejects.toThrow('the client went away');
        expect(await adapter.exists({ collection, filename }), `${size} bytes`).toBe(false);
      }

      const kept = buildBytes(3000, 99);
      await adapter.put({
        collection,
        filename: 'kept.bin',
        body: Readable.from([kept]),
        contentType: 'application/octet-stream',
      });
      await expect(
        adapter.put({ collection, filename: 'kept.bin', body: failingSource(6 * MiB), contentType: 'text/plain' }),
      ).rejects.toThrow('the client went away');
      const file = await adapter.get({ collection, filename: 'kept.bin' });
      expect(file?.contentType).toBe('application/octet-stream');
      expect((await readAll(file!.body)).equals(kept)).toBe(true);
    });

    it('stores files put at the same time, each with its own content', async () => {
      const collection = newCollection();
      const files = Array.from({ length: 8 }, (_, index) => ({
        filename: `concurrent-${index}.bin`,
        bytes: buildBytes(200_000 + index * 1_111, index + 40),
      }));
      await Promise.all(
        files.map(({ filename, bytes }) =>
          adapter.put({
            collection,
            filename,
            body: Readable.from([bytes.subarray(0, 100_000), bytes.subarray(100_000)]),
            contentType: 'application/octet-stream',
            size: bytes.length,
          }),
        ),
      );
      const read = await Promise.all(
        files.map(async ({ filename }) => readAll((await adapter.get({ collection, filename }))!.body)),
      );
      for (const [index, { filename, bytes }] of files.entries()) {
        expect(read[index].equals(bytes), filename).toBe(true);
      }
    });

    it('streams a large file in and out without holding it in memory', { timeout: 120_000 }, async () => {
      const collection = newCollection();
      fullGC();
      const baseline = arrayBufferBytes();
      const { stream, meter } = meteredSource(largeFileSize, baseline);
      await adapter.put({ collection, filename: 'large.bin', body: stream, contentType: 'application/octet-stream' });
      expect(meter.produced).toBe(largeFileSize);
      expect(meter.samples.length).toBeGreaterThanOrEqual(8);
      expect(secondHalfGrowth(meter.samples), `buffers while writing: ${meter.samples}`).toBeLessThan(largeFileSize / 3);

      expect((await adapter.stat({ collection, filename: 'large.bin' }))?.size).toBe(largeFileSize);

      const file = await adapter.get({ collection, filename: 'large.bin' });
      const hash = createHash('sha256');
      const readSamples: number[] = [];
      let received = 0;
      let nextSample = 8 * MiB;
      for await (const chunk of file!.body) {
        const buffer = chunk as Buffer;
        hash.update(buffer);
        received += buffer.length;
        if (received >= nextSample) {
          nextSample += 8 * MiB;
          readSamples.push(bufferGrowth(baseline));
        }
      }
      expect(received).toBe(largeFileSize);
      expect(hash.digest('hex')).toBe(meter.digest);
      expect(secondHalfGrowth(readSamples), `buffers while reading: ${readSamples}`).toBeLessThan(largeFileSize / 3);
      await adapter.delete({ collection, filename: 'large.bin' });
    });
  });
}
