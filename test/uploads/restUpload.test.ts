import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../helpers/startAtrium.ts';
import { buildJPEG, buildPNG, htmlPage, mediaLimit, minimalPDF, multipart } from './restConfig.ts';
import { startUploadServer, type UploadHarness } from './restHelpers.ts';

/** Which half of an image a picture shows: its mean red and blue decide (the test PNG is red left, blue right). */
async function dominant(bytes: Buffer): Promise<'red' | 'blue' | 'mixed'> {
  const { channels } = await sharp(bytes).stats();
  if (channels[0].mean > 200 && channels[2].mean < 55) return 'red';
  if (channels[2].mean > 200 && channels[0].mean < 55) return 'blue';
  return 'mixed';
}

describe.each(dialects)('multipart uploads over REST on %s', (dialect) => {
  let h: UploadHarness;
  let png: Buffer;

  beforeAll(async () => {
    h = await startUploadServer(dialect);
    png = await buildPNG(200, 100);
  });
  afterAll(() => h.close());
  // Every request, whatever its outcome, leaves nothing in the spool.
  afterEach(() => expect(h.spooled()).toEqual([]));

  const upload = async (
    slug: string,
    form: Parameters<typeof multipart>[0],
    options: { method?: 'POST' | 'PATCH'; id?: string | number } = {},
  ) => {
    const { payload, headers } = await multipart(form);
    const url = options.id === undefined ? `/api/${slug}` : `/api/${slug}/${options.id}`;
    return h.inject({ method: options.method ?? 'POST', url, payload, headers });
  };
  const getFile = (url: string) => h.inject({ method: 'GET', url });
  const count = async (slug: string) => (await h.atrium.find({ collection: slug, depth: 0, draft: false })).totalDocs;

  it('creates a document from the file in `file` and the fields as JSON in `_payload`, as Payload answers it', async () => {
    const response = await upload('media', {
      file: { data: png, name: 'harbour.png', type: 'image/png' },
      payload: { alt: 'The harbour at dawn' },
    });
    expect(response.statusCode).toBe(201);
    const { doc, message } = response.json();
    expect(message).toBe('Media created.');
    expect(doc).toMatchObject({
      alt: 'The harbour at dawn',
      filename: 'harbour.png',
      mimeType: 'image/png',
      filesize: png.length,
      width: 200,
      height: 100,
      focalX: 50,
      focalY: 50,
      url: '/api/media/file/harbour.png',
    });
    expect(Object.keys(doc.sizes).sort()).toEqual(['square', 'wide']);
    expect(doc.sizes.square).toEqual({
      url: `/api/media/file/${doc.sizes.square.filename}`,
      width: 40,
      height: 40,
      mimeType: 'image/png',
      filesize: expect.any(Number),
      filename: expect.stringMatching(/^harbour-40x40\.png$/),
    });
    expect(doc.sizes.wide).toMatchObject({ width: 80, height: 40, filename: 'harbour-80x40.png' });
    // The bytes stored are the bytes sent, and the file route serves them.
    expect(readFileSync(join(h.root, 'media', 'harbour.png')).equals(png)).toBe(true);
    const served = await getFile(doc.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    const sized = await getFile(doc.sizes.square.url);
    expect((await sharp(sized.rawPayload).metadata()).width).toBe(40);
    expect(h.stored('media')).toEqual(['harbour-40x40.png', 'harbour-80x40.png', 'harbour.png']);
  });

  it('takes the other fields as ordinary form fields too', async () => {
    const response = await upload('media', {
      file: { data: await buildJPEG(), name: 'boat.jpg', type: 'image/jpeg' },
      fields: { alt: 'A boat' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().doc).toMatchObject({ alt: 'A boat', filename: 'boat.jpg', mimeType: 'image/jpeg' });
  });

  it('accepts a PNG named .jpg as the PNG it is, whatever type the client claims', async () => {
    const response = await upload('media', { file: { data: png, name: 'disguised.jpg', type: 'image/jpeg' } });
    expect(response.statusCode).toBe(201);
    const { doc } = response.json();
    expect(doc.mimeType).toBe('image/png');
    const served = await getFile(doc.url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('refuses an HTML page named .png and sent as image/png, naming the type found and the types allowed', async () => {
    const before = { docs: await count('media'), files: h.stored('media') };
    const response = await upload('media', { file: { data: htmlPage, name: 'innocent.png', type: 'image/png' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ name: 'BadRequest', message: 'Files of type text/html are not allowed here. Allowed: image/*.' }],
    });
    expect({ docs: await count('media'), files: h.stored('media') }).toEqual(before);
  });

  describe('mime rules', () => {
    const cases: [string, string, Buffer | (() => Promise<Buffer>), string, number][] = [
      ['a wildcard takes a PNG', 'media', () => buildPNG(20, 20), 'rule-a.png', 201],
      ['a wildcard takes a JPEG', 'media', () => buildJPEG(20, 20), 'rule-b.jpg', 201],
      ['a wildcard refuses a PDF', 'media', minimalPDF, 'rule-c.pdf', 400],
      ['an exact type takes a PDF', 'documents', minimalPDF, 'rule-d.pdf', 201],
      ['an exact type takes plain text', 'documents', Buffer.from('Plain words, nothing more.\n'), 'rule-e.txt', 201],
      ['an exact list refuses a PNG', 'documents', () => buildPNG(20, 20), 'rule-f.png', 400],
      ['no rule takes a PDF', 'anything', minimalPDF, 'rule-g.pdf', 201],
    ];
    for (const [title, slug, bytes, name, status] of cases) {
      it(title, async () => {
        const data = typeof bytes === 'function' ? await bytes() : bytes;
        const before = h.stored(slug).length;
        const payload = slug === 'documents' ? { title: 'A file' } : {};
        const response = await upload(slug, { file: { data, name }, payload });
        expect(response.statusCode, response.body).toBe(status);
        if (status === 400) expect(response.json().errors[0].message).toMatch(/^Files of type .+ are not allowed here\./);
        expect(h.stored(slug).length > before).toBe(status === 201);
      });
    }
  });

  it('answers 400 "No files were uploaded." to a create of an upload collection without a file', async () => {
    const response = await upload('media', { payload: { alt: 'no file' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe('No files were uploaded.');
  });

  it('reads an empty, nameless file field (a form with no file chosen) as no file', async () => {
    const response = await upload('media', { file: { data: Buffer.alloc(0), name: '' }, payload: { alt: 'nothing chosen' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe('No files were uploaded.');
  });

  it('names a file sent without a name from its type', async () => {
    const response = await upload('media', { file: { data: png, name: '' } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().doc).toMatchObject({ filename: expect.stringMatching(/^file(-\d+)?\.png$/), mimeType: 'image/png' });
  });

  it('refuses a file sent in another form field, naming it, and stores nothing', async () => {
    const before = { docs: await count('media'), files: h.stored('media') };
    const response = await upload('media', { file: { data: png, name: 'side.png' }, fileField: 'image' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ name: 'BadRequest', message: 'A file came in the form field "image": send one file, in the field "file".' }],
    });
    expect({ docs: await count('media'), files: h.stored('media') }).toEqual(before);
  });

  it('refuses `_payload` that is not a JSON object', async () => {
    const response = await upload('media', { file: { data: png, name: 'x.png' }, fields: { _payload: '[1, 2]' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe(
      'The form field "_payload" must hold the document as a JSON object: it is not an object',
    );
  });

  it('answers 400 to a multipart body cut short or without its boundary, saying what was wrong', async () => {
    const { payload, headers } = await multipart({ file: { data: png, name: 'cut.png' } });
    const cut = await h.inject({ method: 'POST', url: '/api/media', payload: payload.subarray(0, 300), headers });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({
      errors: [{ name: 'BadRequest', message: 'The multipart body could not be read: Unexpected end of multipart data' }],
    });
    const unbounded = await h.inject({
      method: 'POST',
      url: '/api/media',
      payload: 'no parts here',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(unbounded.statusCode).toBe(400);
    expect(unbounded.json().errors[0].message).toMatch(/^The multipart body could not be read: .*[Bb]oundary/);
  });

  it('answers 415 to a multipart body on a collection that takes no files, and stores nothing', async () => {
    const response = await upload('notes', { fields: { title: 'not a file' } });
    expect(response.statusCode).toBe(415);
    expect(await count('notes')).toBe(0);
  });

  it('answers 413 to a file over the collection limit, naming it, and leaves nothing behind', async () => {
    const before = { docs: await count('media'), files: h.stored('media') };
    const big = Buffer.alloc(mediaLimit + 1, 7);
    const response = await upload('media', { file: { data: big, name: 'big.png' } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      errors: [
        { name: 'PayloadTooLarge', message: `The file is too large: media accepts files of at most ${mediaLimit} bytes.` },
      ],
    });
    expect({ docs: await count('media'), files: h.stored('media') }).toEqual(before);
  });

  it('a failed save (a required field missing) leaves no file and no document behind', async () => {
    const before = { docs: await count('documents'), files: h.stored('documents') };
    const response = await upload('documents', { file: { data: minimalPDF, name: 'untitled.pdf' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].name).toBe('ValidationError');
    expect({ docs: await count('documents'), files: h.stored('documents') }).toEqual(before);
  });

  it('a picture that cannot be decoded (a PNG cut short) is refused, leaving no file and no document behind', async () => {
    const before = { docs: await count('media'), files: h.stored('media') };
    const response = await upload('media', { file: { data: png.subarray(0, 120), name: 'broken.png' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        {
          name: 'BadRequest',
          message: 'The file was taken for an image (image/png) but could not be read as one: it may be damaged.',
        },
      ],
    });
    expect({ docs: await count('media'), files: h.stored('media') }).toEqual(before);
  });

  it('a caller who may not create or update gets a 401, and nothing is stored', async () => {
    const form = await multipart({ file: { data: png, name: 'mine.png' } });
    const created = await h.inject({
      method: 'POST',
      url: '/api/private',
      payload: form.payload,
      headers: { ...form.headers, ...h.auth },
    });
    expect(created.statusCode).toBe(201);
    const before = h.stored('private');
    expect((await upload('private', { file: { data: png, name: 'intruder.png' } })).statusCode).toBe(401);
    const replace = await upload(
      'private',
      { file: { data: await buildJPEG(), name: 'swap.jpg' } },
      { method: 'PATCH', id: created.json().doc.id },
    );
    expect(replace.statusCode).toBe(401);
    expect(h.stored('private')).toEqual(before);
  });

  it('generates every size around the focal point', async () => {
    for (const [focalX, side] of [
      [0, 'red'],
      [100, 'blue'],
    ] as const) {
      const response = await upload('media', { file: { data: png, name: `focus-${side}.png` }, payload: { focalX, focalY: 50 } });
      expect(response.statusCode).toBe(201);
      const { doc } = response.json();
      expect({ focalX: doc.focalX, focalY: doc.focalY }).toEqual({ focalX, focalY: 50 });
      // A 40×40 square out of 200×100 keeps a 100×100 window: the focal point's side of the picture.
      expect(await dominant((await getFile(doc.sizes.square.url)).rawPayload)).toBe(side);
    }
  });

  it('crops on request (`uploadEdits.crop`), then sizes the cropped picture', async () => {
    const response = await upload('media', {
      file: { data: png, name: 'cropped.png' },
      payload: { uploadEdits: { crop: { x: 50, y: 0, width: 50, height: 100, unit: '%' } } },
    });
    expect(response.statusCode).toBe(201);
    const { doc } = response.json();
    expect({ width: doc.width, height: doc.height }).toEqual({ width: 100, height: 100 });
    expect(await dominant((await getFile(doc.url)).rawPayload)).toBe('blue');
    expect(await dominant((await getFile(doc.sizes.wide.url)).rawPayload)).toBe('blue');
  });

  it('replaces a document’s file: the new file and sizes are stored, the old ones removed', async () => {
    const created = (await upload('media', { file: { data: png, name: 'before.png' } })).json().doc;
    const oldNames = [created.filename, created.sizes.square.filename, created.sizes.wide.filename];
    expect(h.stored('media')).toEqual(expect.arrayContaining(oldNames));
    const response = await upload(
      'media',
      { file: { data: await buildJPEG(120, 80), name: 'after.jpg' }, payload: { alt: 'replaced' } },
      { method: 'PATCH', id: created.id },
    );
    expect(response.statusCode).toBe(200);
    const { doc, message } = response.json();
    expect(message).toBe('Media saved.');
    expect(doc).toMatchObject({ id: created.id, alt: 'replaced', filename: 'after.jpg', mimeType: 'image/jpeg', width: 120 });
    const stored = h.stored('media');
    expect(stored).toEqual(expect.arrayContaining([doc.filename, doc.sizes.square.filename, doc.sizes.wide.filename]));
    for (const name of oldNames) expect(stored).not.toContain(name);
    expect((await getFile(`/api/media/file/${created.filename}`)).statusCode).toBe(404);
  });

  it('replaces the file of many documents at once (`PATCH /api/{slug}?where=…`), removing each old one', async () => {
    const first = (await upload('anything', { file: { data: minimalPDF, name: 'many-a.pdf' } })).json().doc;
    const second = (await upload('anything', { file: { data: minimalPDF, name: 'many-b.pdf' } })).json().doc;
    const { payload, headers } = await multipart({ file: { data: Buffer.from('Shared words.\n'), name: 'shared.txt' } });
    const response = await h.inject({
      method: 'PATCH',
      url: `/api/anything?where[id][in]=${first.id},${second.id}`,
      payload,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { docs, errors } = response.json();
    expect(errors).toEqual([]);
    expect(docs.map((doc: { filename: string; mimeType: string }) => [doc.filename, doc.mimeType])).toEqual([
      ['shared.txt', 'text/plain'],
      ['shared.txt', 'text/plain'],
    ]);
    const stored = h.stored('anything');
    expect(stored).toContain('shared.txt');
    expect(stored).not.toContain('many-a.pdf');
    expect(stored).not.toContain('many-b.pdf');
  });

  it('regenerates the sizes from the stored original when only the focal point changes', async () => {
    const created = (
      await upload('media', { file: { data: png, name: 'refocus.png' }, payload: { focalX: 0, focalY: 50 } })
    ).json().doc;
    expect(await dominant((await getFile(created.sizes.square.url)).rawPayload)).toBe('red');
    const response = await h.inject({ method: 'PATCH', url: `/api/media/${created.id}`, payload: { focalX: 100, focalY: 50 } });
    expect(response.statusCode).toBe(200);
    const { doc } = response.json();
    expect(doc.filename).toBe(created.filename);
    expect(await dominant((await getFile(doc.sizes.square.url)).rawPayload)).toBe('blue');
  });

  it('deleting a document removes its file and every size', async () => {
    const created = (await upload('media', { file: { data: png, name: 'doomed.png' } })).json().doc;
    const names = [created.filename, created.sizes.square.filename, created.sizes.wide.filename];
    expect(h.stored('media')).toEqual(expect.arrayContaining(names));
    const response = await h.inject({ method: 'DELETE', url: `/api/media/${created.id}` });
    expect(response.statusCode).toBe(200);
    const stored = h.stored('media');
    for (const name of names) expect(stored).not.toContain(name);
  });

  it('keeps names unique: a second file of the same name gets a suffix, the first stays', async () => {
    const first = (await upload('anything', { file: { data: minimalPDF, name: 'same.pdf' } })).json().doc;
    const second = (await upload('anything', { file: { data: minimalPDF, name: 'same.pdf' } })).json().doc;
    expect([first.filename, second.filename]).toEqual(['same.pdf', 'same-1.pdf']);
    expect(h.stored('anything')).toEqual(expect.arrayContaining(['same.pdf', 'same-1.pdf']));
  });
});
