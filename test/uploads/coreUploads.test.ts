import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CollectionConfig, clientConfig, localDiskStorage, type UploadFile } from '@atrium/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type Harness, startAtrium } from '../helpers/startAtrium.ts';

type Doc = Record<string, any>;

/** A solid image of one colour, as a file for the Local API. */
async function buildImage(args: {
  name?: string;
  width?: number;
  height?: number;
  color?: string;
  format?: 'png' | 'jpeg' | 'webp';
}): Promise<UploadFile> {
  const { width = 400, height = 200, color = '#c03030', format = 'png' } = args;
  const data = await sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
  return { data, name: args.name ?? `image.${format === 'jpeg' ? 'jpg' : format}` };
}

/** An image whose left half is red and right half blue: which half a crop kept shows in its colour. */
async function buildHalves(name = 'halves.png'): Promise<UploadFile> {
  const half = (color: string) =>
    sharp({ create: { width: 200, height: 200, channels: 3, background: color } })
      .png()
      .toBuffer();
  const data = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#000' } })
    .composite([
      { input: await half('#ff0000'), left: 0, top: 0 },
      { input: await half('#0000ff'), left: 200, top: 0 },
    ])
    .png()
    .toBuffer();
  return { data, name };
}

/** The average colour of an image as `[r, g, b]`. */
async function averageColor(bytes: Buffer): Promise<number[]> {
  const { channels } = await sharp(bytes).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
}

const text = (body: string, name: string): UploadFile => ({ data: Buffer.from(body), name });

describe.each(dialects)('uploads through the Local API on %s', (dialect) => {
  let h: Harness;
  let root: string;
  const dirOf = (slug: string) => join(root, slug);
  /** The files a collection's folder holds (the storage's own `.meta` folder left out), sorted. */
  const filesIn = (slug: string) => {
    try {
      return readdirSync(dirOf(slug))
        .filter((name) => name !== '.meta')
        .sort();
    } catch {
      return [];
    }
  };
  /** Names each write stored, in order: what reached the storage, even if removed again. */
  const puts: string[] = [];
  const countingStorage = (dir: string) => {
    const disk = localDiskStorage({ dir });
    return {
      ...disk,
      name: 'counting',
      put: (args: Parameters<typeof disk.put>[0]) => {
        puts.push(args.filename);
        return disk.put(args);
      },
    };
  };
  const create = (collection: string, file: UploadFile | undefined, data: Doc = {}) =>
    h.atrium.create({ collection, data, file, overrideAccess: true }) as Promise<Doc>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), `atrium-uploads-${dialect}-`));
    const collections: CollectionConfig[] = [
      {
        slug: 'media',
        upload: {
          staticDir: dirOf('media'),
          mimeTypes: ['image/*', 'application/pdf', 'text/plain'],
          filesizeLimit: 200_000,
          imageSizes: [
            { name: 'thumbnail', width: 100, height: 100 },
            { name: 'card', width: 300, height: 150, formatOptions: { format: 'webp' } },
            { name: 'hero', width: 1600 },
          ],
          adminThumbnail: 'thumbnail',
        },
        hooks: {
          beforeChange: [
            ({ data }) => {
              if (data.alt === 'fail') throw new Error('beforeChange refused on purpose');
              return data;
            },
          ],
        },
        fields: [{ name: 'alt', type: 'text' }],
      },
      {
        slug: 'photos',
        upload: { staticDir: dirOf('photos'), mimeTypes: ['image/jpeg', 'image/png'], formatOptions: { format: 'webp' } },
        fields: [],
      },
      { slug: 'originals', upload: { staticDir: dirOf('originals'), withMetadata: true }, fields: [] },
      {
        slug: 'files',
        upload: { staticDir: dirOf('files') },
        fields: [{ name: 'title', type: 'text', unique: true }],
      },
      {
        slug: 'notes',
        hooks: {
          afterChange: [
            async ({ doc, req }) => {
              // A nested upload in the note's transaction, which then fails: the upload's files must go with it.
              if (doc.text !== 'nested upload') return doc;
              await h.atrium.create({
                collection: 'media',
                data: {},
                file: await buildImage({ name: 'nested.png' }),
                req,
                overrideAccess: true,
              });
              throw new Error('the note fails after its nested upload');
            },
          ],
        },
        fields: [{ name: 'text', type: 'text' }],
      },
      {
        slug: 'guarded',
        upload: { staticDir: dirOf('guarded'), storage: countingStorage(dirOf('guarded')) },
        fields: [],
      },
      {
        slug: 'variants',
        upload: {
          staticDir: dirOf('variants'),
          resizeOptions: { width: 300, withoutEnlargement: true },
          imageSizes: [
            { name: 'kept', width: 1000, height: 1000, withoutEnlargement: true },
            { name: 'grown', width: 600, withoutEnlargement: false },
            { name: 'tiny', width: 50, height: 50, formatOptions: { format: 'avif', options: { effort: 0 } } },
          ],
          adminThumbnail: ({ doc }) => `https://cdn.example.com/${String(doc.filename)}`,
        },
        fields: [],
      },
      { slug: 'gallery', versions: true, upload: { staticDir: dirOf('gallery') }, fields: [{ name: 'caption', type: 'text' }] },
    ];
    h = await startAtrium(dialect, { serverURL: 'https://cms.example.com', collections });
  });
  afterAll(async () => {
    await h.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('stores an image with its sizes and answers the document as Payload does', async () => {
    const doc = await create('media', await buildImage({ name: 'harbour.png' }), { alt: 'Harbour' });
    expect(doc).toMatchObject({
      alt: 'Harbour',
      url: 'https://cms.example.com/api/media/file/harbour.png',
      thumbnailURL: 'https://cms.example.com/api/media/file/harbour-100x100.png',
      filename: 'harbour.png',
      mimeType: 'image/png',
      width: 400,
      height: 200,
      focalX: 50,
      focalY: 50,
    });
    expect(doc.filesize).toBe(readFileSync(join(dirOf('media'), 'harbour.png')).length);
    expect(doc.sizes.thumbnail).toEqual({
      url: 'https://cms.example.com/api/media/file/harbour-100x100.png',
      width: 100,
      height: 100,
      mimeType: 'image/png',
      filesize: readFileSync(join(dirOf('media'), 'harbour-100x100.png')).length,
      filename: 'harbour-100x100.png',
    });
    expect(doc.sizes.card).toMatchObject({ width: 300, height: 150, mimeType: 'image/webp', filename: 'harbour-300x150.webp' });
    // An image smaller than a size in both dimensions leaves that size out (Payload, withoutEnlargement unset).
    expect(doc.sizes.hero).toEqual({ url: null, width: null, height: null, mimeType: null, filesize: null, filename: null });
    const meta = await sharp(join(dirOf('media'), 'harbour-300x150.webp')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 150]);
    const read = (await h.atrium.findByID({ collection: 'media', id: doc.id, overrideAccess: true })) as Doc;
    expect(read.url).toBe(doc.url);
    expect(read.sizes.card.url).toBe('https://cms.example.com/api/media/file/harbour-300x150.webp');
  });

  it('sends the upload options to the client without the storage adapter and the folder on disk', () => {
    const media = clientConfig(h.atrium.config).collections.find((c) => c.slug === 'media');
    expect(media?.upload).toEqual({
      mimeTypes: ['image/*', 'application/pdf', 'text/plain'],
      filesizeLimit: 200_000,
      imageSizes: [
        { name: 'thumbnail', width: 100, height: 100 },
        { name: 'card', width: 300, height: 150, formatOptions: { format: 'webp' } },
        { name: 'hero', width: 1600 },
      ],
      adminThumbnail: 'thumbnail',
      focalPoint: true,
      crop: true,
      withMetadata: false,
      disableLocalStorage: false,
      displayPreview: true,
      bulkUpload: true,
    });
  });

  it('decides the type by the content: a PNG named .jpg is stored as a PNG, byte for byte (nothing to strip)', async () => {
    const png = await buildImage({});
    const doc = await create('media', { ...png, name: 'disguised.jpg' });
    expect(readFileSync(join(dirOf('media'), 'disguised.png')).equals(png.data as Buffer)).toBe(true);
    expect(doc.mimeType).toBe('image/png');
    expect(doc.filename).toBe('disguised.png');
    expect((await sharp(join(dirOf('media'), 'disguised.png')).metadata()).format).toBe('png');
  });

  it('refuses an HTML page named .png, naming the type it found, and stores nothing', async () => {
    const before = filesIn('media');
    const count = await h.atrium.count({ collection: 'media', overrideAccess: true });
    const page = text('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>', 'cat.png');
    await expect(create('media', page)).rejects.toMatchObject({
      status: 400,
      message: 'Files of type text/html are not allowed here. Allowed: image/*, application/pdf, text/plain.',
    });
    expect(filesIn('media')).toEqual(before);
    expect(await h.atrium.count({ collection: 'media', overrideAccess: true })).toEqual(count);
  });

  it('applies the mime allow-list with wildcards: a PDF and plain text pass, a ZIP and JSON do not', async () => {
    const pdf = await create('media', text('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'report.pdf'));
    expect(pdf).toMatchObject({ mimeType: 'application/pdf', filename: 'report.pdf', width: null, height: null });
    expect(pdf.sizes.thumbnail.filename).toBeNull();
    const note = await create('media', text('Just words.\n', 'readme.txt'));
    expect(note.mimeType).toBe('text/plain');
    const zip = Buffer.from('504b0304140000000000000000000000000000000000000000000000000000', 'hex');
    await expect(create('media', { data: zip, name: 'archive.zip' })).rejects.toMatchObject({ status: 400 });
    await expect(create('media', text('{"a":1}', 'data.json'))).rejects.toThrow(/application\/json/);
    const jpeg = await buildImage({ format: 'jpeg' });
    await expect(create('photos', { ...(await buildImage({ format: 'webp' })), name: 'a.webp' })).rejects.toThrow(
      'Files of type image/webp are not allowed here. Allowed: image/jpeg, image/png.',
    );
    expect((await create('photos', jpeg)).mimeType).toBe('image/webp');
  });

  it('refuses a damaged image with a 400 and stores nothing', async () => {
    const before = filesIn('media');
    const whole = (await buildImage({})).data as Buffer;
    await expect(create('media', { data: whole.subarray(0, 60), name: 'broken.png' })).rejects.toMatchObject({
      status: 400,
      message: 'The file was taken for an image (image/png) but could not be read as one: it may be damaged.',
    });
    expect(filesIn('media')).toEqual(before);
  });

  it('detects an SVG by its content, stores it byte for byte and makes no sizes of it', async () => {
    const svg =
      '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="teal"/></svg>';
    const doc = await create('media', text(svg, 'logo.svg'));
    expect(doc).toMatchObject({ mimeType: 'image/svg+xml', filename: 'logo.svg', width: 120, height: 80 });
    expect(readFileSync(join(dirOf('media'), 'logo.svg'), 'utf8')).toBe(svg);
    expect(doc.sizes.thumbnail.filename).toBeNull();
  });

  it('makes names safe and unique: no folders, -1 and -2 for a name already taken, also when sent at once', async () => {
    const first = await create('files', text('one', 'My Report (final).txt'));
    const second = await create('files', text('two', 'My Report (final).txt'));
    expect(first.filename).toBe('My-Report-(final).txt');
    expect(second.filename).toBe('My-Report-(final)-1.txt');
    const escaped = await create('files', text('three', '../../../etc/passwd.txt'));
    expect(escaped.filename).toBe('passwd.txt');
    const dotted = await create('files', text('four', '.htaccess'));
    expect(dotted.filename).toBe('htaccess.txt');
    // An extension no known type has stays; one that names another known type gives way to the content's.
    expect((await create('files', text('five', 'notes.bin'))).filename).toBe('notes.bin');
    expect((await create('files', { data: Buffer.from([0, 1, 2, 255]), name: 'page.html' })).filename).toBe('page.bin');
    const together = await Promise.all([1, 2, 3].map((n) => create('files', text(`same ${n}`, 'same.txt'))));
    expect(together.map((d) => d.filename).sort()).toEqual(['same-1.txt', 'same-2.txt', 'same.txt']);
    const contents = together.map((d) => readFileSync(join(dirOf('files'), d.filename), 'utf8')).sort();
    expect(contents).toEqual(['same 1', 'same 2', 'same 3']);
  });

  it('refuses a file over filesizeLimit with a 413 and stores nothing', async () => {
    const before = filesIn('media');
    const big = { data: Buffer.alloc(200_001, 'a'), name: 'big.txt' };
    await expect(create('media', big)).rejects.toMatchObject({
      status: 413,
      message: 'The file is too large: it has 200001 bytes and the limit is 200000 bytes.',
    });
    expect(filesIn('media')).toEqual(before);
  });

  it('needs a file to create a document of an upload collection, and refuses one for other collections', async () => {
    await expect(create('media', undefined, { alt: 'no file' })).rejects.toMatchObject({
      status: 400,
      message: 'No files were uploaded.',
    });
    await expect(create('notes', text('x', 'x.txt'), { text: 'x' })).rejects.toMatchObject({ status: 400 });
    await expect(create('files', { name: 'ghost.txt', path: join(root, 'does-not-exist.txt') })).rejects.toMatchObject({
      status: 400,
      message: 'The file "ghost.txt" could not be read.',
    });
  });

  it('reads a file from disk with filePath and leaves that file in place', async () => {
    const path = join(root, 'spooled.png');
    writeFileSync(path, (await buildImage({ width: 50, height: 50 })).data as Buffer);
    const doc = (await h.atrium.create({ collection: 'media', data: {}, filePath: path, overrideAccess: true })) as Doc;
    expect(doc).toMatchObject({ filename: 'spooled.png', width: 50, height: 50 });
    expect(readdirSync(root)).toContain('spooled.png');
  });

  it('cuts the sizes around the focal point', async () => {
    const right = await create('media', await buildHalves('right.png'), { focalX: 90, focalY: 50 });
    const left = await create('media', await buildHalves('left.png'), { focalX: 10, focalY: 50 });
    const [rr, , rb] = await averageColor(readFileSync(join(dirOf('media'), right.sizes.thumbnail.filename)));
    const [lr, , lb] = await averageColor(readFileSync(join(dirOf('media'), left.sizes.thumbnail.filename)));
    expect(rb).toBeGreaterThan(250);
    expect(rr).toBeLessThan(5);
    expect(lr).toBeGreaterThan(250);
    expect(lb).toBeLessThan(5);
    expect([right.focalX, right.focalY]).toEqual([90, 50]);
  });

  it('crops the image with uploadEdits (percent and pixels)', async () => {
    const doc = await create('media', await buildHalves('cropped.png'), {
      uploadEdits: { crop: { x: 0, y: 0, width: 50, height: 100, unit: '%' } },
    });
    expect([doc.width, doc.height]).toEqual([200, 200]);
    const [r, , b] = await averageColor(readFileSync(join(dirOf('media'), doc.filename)));
    expect([r, b]).toEqual([255, 0]);
    const pixels = await create('media', await buildHalves('pixels.png'), {
      uploadEdits: { crop: { x: 250, y: 20, width: 100, height: 50, unit: 'px' } },
    });
    expect([pixels.width, pixels.height]).toEqual([100, 50]);
    expect(await averageColor(readFileSync(join(dirOf('media'), pixels.filename)))).toEqual([0, 0, 255]);
    // Payload's admin: position in percent, size in pixels, as text in the query string.
    const fromQuery = (await h.atrium.create({
      collection: 'media',
      data: {},
      file: await buildHalves('query.png'),
      overrideAccess: true,
      query: { uploadEdits: { crop: { x: '50', y: '0', width: '10', height: '10', widthPixels: '120', heightPixels: '80' } } },
    })) as Doc;
    expect([fromQuery.width, fromQuery.height]).toEqual([120, 80]);
    expect(await averageColor(readFileSync(join(dirOf('media'), fromQuery.filename)))).toEqual([0, 0, 255]);
    await expect(
      create('media', await buildHalves(), { uploadEdits: { crop: { x: 120, y: 0, width: 10, height: 10, unit: '%' } } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('regenerates the sizes from the stored image when only the focal point changes, and removes the old ones after commit', async () => {
    const doc = await create('media', await buildHalves('refocus.png'), { focalX: 10 });
    expect([doc.focalX, doc.focalY]).toEqual([10, 50]);
    const oldThumb = doc.sizes.thumbnail.filename;
    // One coordinate alone moves the focal point; the other stays.
    const updated = (await h.atrium.update({
      collection: 'media',
      id: doc.id,
      data: { focalX: 95 },
      overrideAccess: true,
    })) as Doc;
    expect(updated.filename).toBe('refocus.png');
    expect(updated.sizes.thumbnail.filename).not.toBe(oldThumb);
    expect(updated.sizes.thumbnail.filename).toMatch(/^refocus-100x100-\d+\.png$/);
    expect(filesIn('media')).not.toContain(oldThumb);
    expect(filesIn('media')).toContain(updated.sizes.thumbnail.filename);
    const [r, , b] = await averageColor(readFileSync(join(dirOf('media'), updated.sizes.thumbnail.filename)));
    expect([r, b]).toEqual([0, 255]);
    // Crop of the stored file, without a new upload: a new main file under a new name.
    const cropped = (await h.atrium.update({
      collection: 'media',
      id: doc.id,
      data: { uploadEdits: { crop: { x: 0, y: 0, width: 50, height: 100 } } },
      overrideAccess: true,
    })) as Doc;
    expect(cropped.filename).toBe('refocus-1.png');
    expect([cropped.width, cropped.height]).toEqual([200, 200]);
    expect(filesIn('media')).not.toContain('refocus.png');
  });

  it('replaces a document’s file and removes the old file and its sizes', async () => {
    const doc = await create('media', await buildImage({ name: 'before.png' }));
    const old = [doc.filename, doc.sizes.thumbnail.filename, doc.sizes.card.filename];
    expect(filesIn('media')).toEqual(expect.arrayContaining(old));
    const replaced = (await h.atrium.update({
      collection: 'media',
      id: doc.id,
      data: { alt: 'after' },
      file: await buildImage({ name: 'after.png', color: '#2050a0' }),
      overrideAccess: true,
    })) as Doc;
    expect(replaced).toMatchObject({ alt: 'after', filename: 'after.png' });
    for (const name of old) expect(filesIn('media')).not.toContain(name);
    expect(filesIn('media')).toEqual(expect.arrayContaining(['after.png', 'after-100x100.png', 'after-300x150.webp']));
  });

  it('checks update access before it processes or stores a file for an update', async () => {
    const doc = await create('guarded', await buildImage({ name: 'guarded.png' }));
    expect(puts).toEqual(['guarded.png']);
    await expect(
      h.atrium.update({ collection: 'guarded', id: doc.id, data: {}, file: await buildImage({ name: 'intruder.png' }) }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(h.atrium.update({ collection: 'guarded', id: doc.id, data: { focalX: 1 } })).rejects.toMatchObject({
      status: 401,
    });
    expect(puts).toEqual(['guarded.png']);
    expect(filesIn('guarded')).toEqual(['guarded.png']);
  });

  it('ignores file data a write sends itself: only the pipeline sets filename, sizes and the rest', async () => {
    const doc = await create('media', await buildImage({ name: 'honest.png' }), { filename: '../../evil.png', filesize: 1 });
    expect(doc.filename).toBe('honest.png');
    const updated = (await h.atrium.update({
      collection: 'media',
      id: doc.id,
      data: { filename: 'other.png', mimeType: 'text/html', sizes: { thumbnail: { filename: 'x' } } },
      overrideAccess: true,
    })) as Doc;
    expect(updated).toMatchObject({ filename: 'honest.png', mimeType: 'image/png' });
    expect(updated.sizes.thumbnail.filename).toBe('honest-100x100.png');
  });

  it('removes the files of an upload whose outer transaction rolls back (a hook’s nested create)', async () => {
    const before = filesIn('media');
    await expect(h.atrium.create({ collection: 'notes', data: { text: 'nested upload' }, overrideAccess: true })).rejects.toThrow(
      'the note fails after its nested upload',
    );
    expect(filesIn('media')).toEqual(before);
    expect(await h.atrium.count({ collection: 'media', where: { filename: { like: 'nested' } }, overrideAccess: true })).toEqual({
      totalDocs: 0,
    });
  });

  it('applies resizeOptions and each size’s withoutEnlargement, formats (AVIF) and an adminThumbnail function', async () => {
    const doc = await create('variants', await buildImage({ name: 'wide.jpg', width: 800, height: 400, format: 'jpeg' }));
    expect(doc).toMatchObject({ width: 300, height: 150, mimeType: 'image/jpeg', filename: 'wide.jpg' });
    expect(doc.thumbnailURL).toBe('https://cdn.example.com/wide.jpg');
    // `true`: not enlarged, the image's own size; `false`: enlarged to the width asked for.
    expect(doc.sizes.kept).toMatchObject({ width: 300, height: 150, filename: 'wide-300x150.jpg' });
    expect(doc.sizes.grown).toMatchObject({ width: 600, height: 300, filename: 'wide-600x300.jpg' });
    expect(doc.sizes.tiny).toMatchObject({ width: 50, height: 50, mimeType: 'image/avif', filename: 'wide-50x50.avif' });
    const avif = await sharp(join(dirOf('variants'), 'wide-50x50.avif')).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 50, 50]);
  });

  it('keeps files a duplicate still names when the original is deleted', async () => {
    const doc = await create('files', text('shared bytes', 'shared.txt'));
    const copy = (await h.atrium.duplicate({ collection: 'files', id: doc.id, overrideAccess: true })) as Doc;
    expect(copy.filename).toBe('shared.txt');
    await h.atrium.delete({ collection: 'files', id: doc.id, overrideAccess: true });
    expect(filesIn('files')).toContain('shared.txt');
    await h.atrium.delete({ collection: 'files', id: copy.id, overrideAccess: true });
    expect(filesIn('files')).not.toContain('shared.txt');
  });

  it('gives every match of a bulk update one new file, and removes their old ones', async () => {
    const a = await create('files', text('a', 'bulk-a.txt'), { title: 'bulk a' });
    const b = await create('files', text('b', 'bulk-b.txt'), { title: 'bulk b' });
    const result = await h.atrium.update({
      collection: 'files',
      where: { title: { like: 'bulk' } },
      data: {},
      file: text('both', 'bulk-new.txt'),
      overrideAccess: true,
    });
    expect((result as { docs: Doc[] }).docs.map((d) => d.filename)).toEqual(['bulk-new.txt', 'bulk-new.txt']);
    expect(filesIn('files')).not.toContain(a.filename);
    expect(filesIn('files')).not.toContain(b.filename);
    expect(readFileSync(join(dirOf('files'), 'bulk-new.txt'), 'utf8')).toBe('both');
  });

  it('keeps the files a versioned document replaced (its versions still name them), and restores one', async () => {
    const doc = await create('gallery', await buildImage({ name: 'first.png' }), { caption: 'one' });
    const replaced = (await h.atrium.update({
      collection: 'gallery',
      id: doc.id,
      data: { caption: 'two' },
      file: await buildImage({ name: 'second.png' }),
      overrideAccess: true,
    })) as Doc;
    expect(replaced.filename).toBe('second.png');
    expect(filesIn('gallery')).toEqual(['first.png', 'second.png']);
    const { docs } = (await h.atrium.findVersions({
      collection: 'gallery',
      where: { parent: { equals: doc.id } },
      sort: 'createdAt',
      overrideAccess: true,
    })) as { docs: Doc[] };
    expect(docs.map((v) => v.version.filename)).toEqual(['first.png', 'second.png']);
    expect(docs[0].version.url).toBe('https://cms.example.com/api/gallery/file/first.png');
    const restored = (await h.atrium.restoreVersion({ collection: 'gallery', id: docs[0].id, overrideAccess: true })) as Doc;
    expect(restored).toMatchObject({ caption: 'one', filename: 'first.png' });
    // Deleting the document removes every file its versions named.
    await h.atrium.delete({ collection: 'gallery', id: doc.id, overrideAccess: true });
    expect(filesIn('gallery')).toEqual([]);
  });

  it('removes a deleted document’s file and sizes', async () => {
    const doc = await create('media', await buildImage({ name: 'doomed.png' }));
    expect(filesIn('media')).toContain('doomed-100x100.png');
    await h.atrium.delete({ collection: 'media', id: doc.id, overrideAccess: true });
    expect(filesIn('media').filter((n) => n.startsWith('doomed'))).toEqual([]);
  });

  it('leaves no file behind when the save fails after the file was stored (a hook, a unique field)', async () => {
    const before = filesIn('media');
    await expect(create('media', await buildImage({ name: 'failing.png' }), { alt: 'fail' })).rejects.toThrow();
    expect(filesIn('media')).toEqual(before);
    await create('files', text('a', 'a.txt'), { title: 'taken' });
    const files = filesIn('files');
    await expect(create('files', text('b', 'b.txt'), { title: 'taken' })).rejects.toMatchObject({ status: 400 });
    expect(filesIn('files')).toEqual(files);
    // A failed replace keeps the old file and removes the new one.
    const doc = await create('media', await buildImage({ name: 'kept.png' }));
    const now = filesIn('media');
    await expect(
      h.atrium.update({
        collection: 'media',
        id: doc.id,
        data: { alt: 'fail' },
        file: await buildImage({ name: 'rejected.png' }),
        overrideAccess: true,
      }),
    ).rejects.toThrow();
    expect(filesIn('media')).toEqual(now);
  });

  it('strips EXIF and GPS unless withMetadata, and orients the pixels first', async () => {
    const exif = { IFD0: { Copyright: 'Someone', ImageDescription: 'secret place' } };
    const data = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#888' } })
      .jpeg()
      .withExif(exif)
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(data).metadata()).exif).toBeDefined();
    const stripped = await create('media', { data, name: 'exif.jpg' });
    const strippedMeta = await sharp(join(dirOf('media'), stripped.filename)).metadata();
    expect(strippedMeta.exif).toBeUndefined();
    // Orientation 6 is a quarter turn: the stored pixels are upright and 40 × 80.
    expect([stripped.width, stripped.height, strippedMeta.width, strippedMeta.height]).toEqual([40, 80, 40, 80]);
    const kept = await create('originals', { data, name: 'exif.jpg' });
    const keptBytes = readFileSync(join(dirOf('originals'), kept.filename));
    expect((await sharp(keptBytes).metadata()).exif?.toString('latin1')).toContain('secret place');
  });

  it('keeps an animated GIF animated, in its sizes too', async () => {
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((c) =>
        sharp({ create: { width: 300, height: 200, channels: 3, background: c } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const doc = await create('media', { data: gif, name: 'blink.gif' });
    expect(doc).toMatchObject({ mimeType: 'image/gif', width: 300, height: 200 });
    const main = await sharp(join(dirOf('media'), doc.filename), { animated: true }).metadata();
    expect(main.pages).toBe(3);
    const thumb = await sharp(join(dirOf('media'), doc.sizes.thumbnail.filename), { animated: true }).metadata();
    expect([thumb.pages, thumb.width, thumb.pageHeight]).toEqual([3, 100, 100]);
    expect(doc.sizes.thumbnail).toMatchObject({ width: 100, height: 100, mimeType: 'image/gif' });
  });

  it('processes many large images at once without failing one (bounded image work)', async () => {
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#456' } })
      .jpeg({ quality: 60 })
      .toBuffer();
    const docs = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create('originals', { data: big, name: `large-${i}.jpg` })),
    );
    expect(docs.map((d) => [d.width, d.height])).toEqual(Array.from({ length: 6 }, () => [3000, 2000]));
  });
});
