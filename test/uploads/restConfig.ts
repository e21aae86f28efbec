import { join } from 'node:path';
import type { Access, CollectionConfig, Config } from '@atrium/core';
import sharp from 'sharp';

const anyone: Access = () => true;
const signedIn: Access = ({ req }) => Boolean(req.user);
const open = { read: anyone, create: anyone, update: anyone, delete: anyone };

/** The largest file `media` takes in these suites: small, so the limit is reached quickly. */
export const mediaLimit = 256 * 1024;

/**
 * The REST upload suites' config, every collection storing under `root`: `media` (images only, two sizes, open to
 * anyone), `documents` (PDF and plain text), `anything` (no mime rule), `private` (signed-in readers only),
 * `posters` (drafts: anonymous callers read published ones), `filtered` (read access as a where on `alt`),
 * `notes` (no upload) and `users`.
 */
export function restUploadConfig(root: string): Omit<Config, 'db' | 'secret'> {
  const upload = (slug: string, options: Record<string, unknown> = {}) => ({ staticDir: join(root, slug), ...options });
  const collections: CollectionConfig[] = [
    {
      slug: 'media',
      access: open,
      upload: upload('media', {
        mimeTypes: ['image/*'],
        filesizeLimit: mediaLimit,
        imageSizes: [
          { name: 'square', width: 40, height: 40 },
          { name: 'wide', width: 80, height: 40 },
        ],
      }),
      fields: [{ name: 'alt', type: 'text' }],
    },
    {
      slug: 'documents',
      access: open,
      upload: upload('documents', { mimeTypes: ['application/pdf', 'text/plain'] }),
      fields: [{ name: 'title', type: 'text', required: true }],
    },
    { slug: 'anything', access: open, upload: upload('anything'), fields: [] },
    {
      slug: 'private',
      access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
      upload: upload('private'),
      fields: [],
    },
    {
      slug: 'posters',
      access: { ...open, read: ({ req }) => (req.user ? true : { _status: { equals: 'published' } }) },
      versions: { drafts: true },
      upload: upload('posters', { mimeTypes: ['image/*'] }),
      fields: [{ name: 'title', type: 'text' }],
    },
    {
      slug: 'filtered',
      access: { ...open, read: () => ({ alt: { equals: 'public' } }) },
      upload: upload('filtered'),
      fields: [{ name: 'alt', type: 'text' }],
    },
    { slug: 'notes', access: open, fields: [{ name: 'title', type: 'text' }] },
    { slug: 'users', auth: true, fields: [] },
  ];
  return { collections };
}

/** A PNG of `width` × `height` pixels: a left half red, a right half blue (so crops can be told apart). */
export async function buildPNG(width = 200, height = 100): Promise<Buffer> {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { width: half, height, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/** A JPEG of `width` × `height` pixels in one colour. */
export function buildJPEG(width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
}

/** A small SVG that would run script if it were served as a page of the API's origin. */
export const scriptedSVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

/** An HTML page. */
export const htmlPage = Buffer.from(
  '<!doctype html><html><head><title>x</title></head><body><script>alert(1)</script></body></html>',
);

/** A minimal one-page PDF. */
export const minimalPDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A `multipart/form-data` body as a browser's `FormData` encodes it (the platform's own encoder): `fields` as
 * ordinary form fields, `payload` as JSON in `_payload`, the file in `file` (or in `fileField`).
 */
export async function multipart(options: {
  file?: { data: Buffer; name: string; type?: string };
  payload?: Record<string, unknown>;
  fields?: Record<string, string>;
  fileField?: string;
}): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  if (options.payload) form.append('_payload', JSON.stringify(options.payload));
  if (options.file) {
    const { data, name, type } = options.file;
    form.append(
      options.fileField ?? 'file',
      new Blob([new Uint8Array(data)], { type: type ?? 'application/octet-stream' }),
      name,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** The limit of the `large` collection the huge-upload test streams 2 GiB at: 128 MiB, read and spooled, then refused. */
export const largeLimit = 128 * 1024 * 1024;
