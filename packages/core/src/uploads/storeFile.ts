import { mkdtemp, open, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { BadRequest, PayloadTooLarge } from '../errors/index.ts';
import { detectMimeType, headLength } from './detectMimeType.ts';
import { extensionOf, isMimeTypeAllowed, mimeTypeOfName } from './mimeTypes.ts';
import { type ImageInput, type ProcessedFile, processImage, rasterTypes, svgDimensions } from './processImage.ts';
import { reserveUniqueName, safeFilename } from './safeFilename.ts';
import type { SanitizedUpload, StoredSize, UploadEdits, UploadFile } from './types.ts';

/** What a stored upload puts in the document (Payload's stored shape). */
export type FileData = {
  /** Stored empty: computed on every read (a field is read only when its key is stored). */
  url: null;
  thumbnailURL: null;
  filename: string;
  mimeType: string;
  filesize: number;
  width: number | null;
  height: number | null;
  focalX: number | null;
  focalY: number | null;
  sizes?: Record<string, StoredSize>;
};

/** A file checked, processed and stored: its data, and every name written (to remove if the save fails). */
export type StoredUpload = { data: FileData; written: string[] };

type Source = { path: string } | { data: Uint8Array };

/**
 * Takes a file into an upload collection: the size against `filesizeLimit`, the type from the content against
 * `mimeTypes`, a safe name made unique in the storage, then the image work (sharp) and the writes. Whatever was
 * written is removed again when a later step fails, so a refused or broken upload leaves nothing.
 */
export async function storeFile(args: {
  slug: string;
  upload: SanitizedUpload;
  file: UploadFile;
  edits?: UploadEdits;
  focal: { x: number; y: number };
}): Promise<StoredUpload> {
  const { slug, upload, file } = args;
  const source = await sourceOf(file);
  const size = 'data' in source ? source.data.byteLength : (await stat(source.path)).size;
  if (size > upload.filesizeLimit) throw new PayloadTooLarge('error:uploadFileTooLarge', { limit: upload.filesizeLimit, size });
  if (size === 0) throw new BadRequest('error:uploadEmptyFile', { name: file.name });
  const mimeType = await detectMimeType(await headOf(source), file.name);
  if (!isMimeTypeAllowed(mimeType, upload.mimeTypes))
    throw new BadRequest('error:uploadMimeTypeNotAllowed', { type: mimeType, allowed: upload.mimeTypes.join(', ') });

  const { base, extension } = safeFilename(file.name);
  const workDir = await mkdtemp(join(tmpdir(), 'atrium-upload-'));
  const written: string[] = [];
  try {
    const input: ImageInput =
      'data' in source ? Buffer.from(source.data.buffer, source.data.byteOffset, source.data.byteLength) : source.path;
    const image = rasterTypes.has(mimeType)
      ? await processImage({ input, mimeType, upload, edits: args.edits, focal: args.focal, workDir })
      : undefined;
    const main = image?.main;
    const mainType = main?.mimeType ?? mimeType;
    const mainExtension = main?.extension ?? extensionFor(extension, mainType);
    const put = writer(upload, slug, written, size);
    const filename = await put({ base, extension: mainExtension }, main ?? source, mainType);
    let dimensions: { width?: number; height?: number } = image ?? {};
    if (mimeType === 'image/svg+xml') dimensions = await svgDimensions(input);
    const data: FileData = {
      url: null,
      thumbnailURL: null,
      filename,
      mimeType: mainType,
      filesize: main?.size ?? size,
      width: dimensions.width ?? null,
      height: dimensions.height ?? null,
      focalX: image ? args.focal.x : null,
      focalY: image ? args.focal.y : null,
    };
    if (upload.imageSizes.length > 0)
      data.sizes = await storeSizes(image?.sizes, upload, (_, file) => put(sizeName(filename, file), file, file.mimeType));
    return { data, written };
  } catch (error) {
    await removeFiles(upload, slug, written);
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The extension a stored file keeps: the client's when it names the type found or no type Atrium knows (`.bin`),
 * else the type's own, so a name never claims another known type (a PNG sent as `photo.jpg` is `photo.png`, an
 * HTML page sent as `.png` never gets that far, junk sent as `.html` is `.bin`).
 */
function extensionFor(extension: string, mimeType: string): string {
  const named = extension ? mimeTypeOfName(`x.${extension}`) : undefined;
  if (named === mimeType || named === 'application/octet-stream') return extension;
  return extensionOf(mimeType) ?? 'bin';
}

/** Stores a file under the first free name from `name`, recording it in `written` first. */
function writer(upload: SanitizedUpload, slug: string, written: string[], sourceSize?: number) {
  return async (name: { base: string; extension: string }, body: Source | ProcessedFile, contentType: string) => {
    const reserved = await reserveUniqueName(upload.storage, slug, name.base, name.extension);
    try {
      written.push(reserved.filename);
      await upload.storage.put({
        collection: slug,
        filename: reserved.filename,
        body: 'data' in body ? Readable.from([Buffer.from(body.data)]) : { path: body.path },
        contentType,
        size: 'size' in body ? body.size : sourceSize,
      });
    } finally {
      reserved.release();
    }
    return reserved.filename;
  };
}

/** The name a size is stored under: the main file's name without its extension, then `-{width}x{height}`. */
function sizeName(mainFilename: string, file: ProcessedFile) {
  const dot = mainFilename.lastIndexOf('.');
  const stem = dot > 0 ? mainFilename.slice(0, dot) : mainFilename;
  return { base: `${stem}-${file.width}x${file.height}`, extension: file.extension };
}

/**
 * A stored image processed again (no new file): with a crop, a new main file and new sizes from the stored main
 * file; with a new focal point only, new sizes. New names every time, so a URL never changes meaning; the
 * replaced files go once the save commits. Answers `undefined` for a document whose file is no raster image.
 */
export async function editStoredFile(args: {
  slug: string;
  upload: SanitizedUpload;
  row: Record<string, unknown>;
  edits?: UploadEdits;
  focal: { x: number; y: number };
}): Promise<StoredUpload | undefined> {
  const { slug, upload, row } = args;
  const filename = row.filename;
  const mimeType = row.mimeType;
  if (typeof filename !== 'string' || typeof mimeType !== 'string' || !rasterTypes.has(mimeType)) return undefined;
  const crop = Boolean(args.edits?.crop && upload.crop);
  const workDir = await mkdtemp(join(tmpdir(), 'atrium-upload-'));
  const written: string[] = [];
  try {
    const path = await fetchStored(upload, slug, filename, workDir);
    if (!path) throw new BadRequest('error:uploadFileMissing', { name: filename });
    const image = await processImage({
      input: path,
      mimeType,
      upload,
      edits: args.edits,
      focal: args.focal,
      workDir,
      sizesOnly: !crop,
    });
    const put = writer(upload, slug, written);
    const main = crop ? image.main : undefined;
    const mainFilename = main ? await put(safeStem(filename, main.extension), main, main.mimeType) : filename;
    const data: FileData = {
      url: null,
      thumbnailURL: null,
      filename: mainFilename,
      mimeType: main?.mimeType ?? mimeType,
      filesize: main?.size ?? (row.filesize as number),
      width: image.width,
      height: image.height,
      focalX: args.focal.x,
      focalY: args.focal.y,
    };
    if (upload.imageSizes.length > 0)
      data.sizes = await storeSizes(image.sizes, upload, (_, file) => put(sizeName(mainFilename, file), file, file.mimeType));
    return { data, written };
  } catch (error) {
    await removeFiles(upload, slug, written);
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** A stored name's stem with a new extension (`photo-2.jpg` → `photo-2` and `webp`). */
function safeStem(filename: string, extension: string) {
  const dot = filename.lastIndexOf('.');
  return { base: dot > 0 ? filename.slice(0, dot) : filename, extension };
}

/** Stores each processed size; a size that was left out (or a file that is no image) has every value `null`. */
export async function storeSizes(
  sizes: Record<string, ProcessedFile | null> | undefined,
  upload: SanitizedUpload,
  put: (sizeName: string, file: ProcessedFile) => Promise<string>,
): Promise<Record<string, StoredSize>> {
  const stored: Record<string, StoredSize> = {};
  for (const { name } of upload.imageSizes) {
    const file = sizes?.[name];
    stored[name] = file
      ? {
          url: null,
          width: file.width,
          height: file.height,
          mimeType: file.mimeType,
          filesize: file.size,
          filename: await put(name, file),
        }
      : { url: null, width: null, height: null, mimeType: null, filesize: null, filename: null };
  }
  return stored;
}

/** Removes files from the collection's storage; one that cannot be removed is logged and the rest still go. */
export async function removeFiles(upload: SanitizedUpload, slug: string, filenames: Iterable<string>): Promise<void> {
  for (const filename of filenames) {
    try {
      await upload.storage.delete({ collection: slug, filename });
    } catch (error) {
      console.error(`[atrium] could not remove the file "${filename}" of "${slug}":`, error);
    }
  }
}

async function sourceOf(file: UploadFile): Promise<Source> {
  if (file.data instanceof Uint8Array) return { data: file.data };
  if (typeof file.path === 'string' && file.path !== '') {
    try {
      const s = await stat(file.path);
      if (s.isFile()) return { path: file.path };
    } catch {
      // Answered below: the path names no file.
    }
    throw new BadRequest('error:uploadFileUnreadable', { name: file.name });
  }
  throw new BadRequest('error:uploadNoFile');
}

async function headOf(source: Source): Promise<Uint8Array> {
  if ('data' in source) return source.data.subarray(0, headLength);
  const handle = await open(source.path, 'r');
  try {
    const buffer = Buffer.alloc(headLength);
    const { bytesRead } = await handle.read(buffer, 0, headLength, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Copies a stored file to `path` in `workDir` (to process it again: a new crop or focal point). */
export async function fetchStored(
  upload: SanitizedUpload,
  slug: string,
  filename: string,
  workDir: string,
): Promise<string | undefined> {
  const file = await upload.storage.get({ collection: slug, filename });
  if (!file) return undefined;
  const path = join(workDir, 'original');
  await writeFile(path, file.body as unknown as AsyncIterable<Uint8Array>);
  return path;
}
