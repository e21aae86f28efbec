import { InvalidConfiguration } from '../errors/index.ts';
import { localDiskStorage } from './storage/localDiskStorage.ts';
import type { ImageFormatOptions, ImageSize, SanitizedUpload, UploadConfig } from './types.ts';

/** `filesizeLimit` when neither the collection nor `config.upload.limits.fileSize` sets one: 50 MiB. */
export const defaultFilesizeLimit = 50 * 1024 * 1024;

const formats = new Set<ImageFormatOptions['format']>(['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff']);
const fits = new Set(['cover', 'contain', 'fill', 'inside', 'outside']);
const sizeNamePattern = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * A collection's `upload` with every default filled (Payload's option names); fails at start-up naming the key.
 * `globalLimit` is `config.upload.limits.fileSize`.
 */
export function sanitizeUpload(
  upload: true | UploadConfig,
  ctx: { owner: string; slug: string; globalLimit?: number },
): SanitizedUpload {
  const options: UploadConfig = upload === true ? {} : upload;
  const fail = (key: string, problem: string): never => {
    throw new InvalidConfiguration(`Invalid config: ${ctx.owner}, upload.${key}: ${problem}`);
  };
  if (typeof options !== 'object' || options === null || Array.isArray(options)) fail('', 'must be true or an object');
  const staticDir = options.staticDir ?? `data/uploads/${ctx.slug}`;
  if (typeof staticDir !== 'string' || staticDir.length === 0) fail('staticDir', 'must be a folder path');
  const mimeTypes = options.mimeTypes ?? [];
  if (!Array.isArray(mimeTypes) || mimeTypes.some((m) => typeof m !== 'string' || !/^[\w.+-]+\/[\w.+*-]+$/.test(m)))
    fail('mimeTypes', 'must be a list of types such as "image/png" or "image/*"');
  const filesizeLimit = options.filesizeLimit ?? ctx.globalLimit ?? defaultFilesizeLimit;
  if (!Number.isSafeInteger(filesizeLimit) || filesizeLimit < 1)
    fail('filesizeLimit', 'must be a positive whole number of bytes');
  const imageSizes = (options.imageSizes ?? []).map((size, index) => checkSize(size, index, fail));
  const names = new Set<string>();
  for (const { name } of imageSizes) {
    if (names.has(name)) fail('imageSizes', `the name "${name}" is used twice`);
    names.add(name);
  }
  const { adminThumbnail } = options;
  if (adminThumbnail !== undefined && typeof adminThumbnail !== 'function' && !names.has(adminThumbnail as string))
    fail('adminThumbnail', `must name one of imageSizes (${[...names].join(', ') || 'none'}) or be a function`);
  if (options.formatOptions !== undefined) checkFormat(options.formatOptions, 'formatOptions', fail);
  if (options.storage !== undefined && (typeof options.storage?.put !== 'function' || typeof options.storage?.get !== 'function'))
    fail('storage', 'must be a storage adapter (put, get, stat, exists, delete)');
  for (const key of ['focalPoint', 'crop', 'withMetadata', 'disableLocalStorage', 'displayPreview', 'bulkUpload'] as const) {
    if (options[key] !== undefined && typeof options[key] !== 'boolean') fail(key, 'must be true or false');
  }
  const disableLocalStorage = options.disableLocalStorage ?? false;
  if (disableLocalStorage && !options.storage)
    fail('disableLocalStorage', 'needs a storage adapter (upload.storage, e.g. from s3Storage) to keep the files');
  return {
    staticDir,
    mimeTypes: [...mimeTypes],
    filesizeLimit,
    imageSizes,
    adminThumbnail,
    focalPoint: options.focalPoint ?? true,
    crop: options.crop ?? true,
    formatOptions: options.formatOptions,
    resizeOptions: options.resizeOptions,
    withMetadata: options.withMetadata ?? false,
    disableLocalStorage,
    displayPreview: options.displayPreview ?? true,
    bulkUpload: options.bulkUpload ?? true,
    storage: options.storage ?? localDiskStorage({ dir: staticDir }),
  };
}

function checkSize(size: ImageSize, index: number, fail: (key: string, problem: string) => never): ImageSize {
  const key = `imageSizes[${index}]`;
  if (!size || typeof size !== 'object') fail(key, 'must be an object with a name');
  if (typeof size.name !== 'string' || !sizeNamePattern.test(size.name))
    fail(`${key}.name`, 'must start with a letter and hold letters, digits and "_"');
  for (const dimension of ['width', 'height'] as const) {
    const value = size[dimension];
    if (value !== undefined && value !== null && (!Number.isInteger(value) || value < 1 || value > 16384))
      fail(`${key}.${dimension}`, 'must be a whole number of pixels from 1 to 16384');
  }
  if (!size.width && !size.height) fail(key, 'needs a width, a height or both');
  if (size.fit !== undefined && !fits.has(size.fit)) fail(`${key}.fit`, `must be one of ${[...fits].join(', ')}`);
  if (size.formatOptions !== undefined) checkFormat(size.formatOptions, `${key}.formatOptions`, fail);
  return { ...size };
}

function checkFormat(format: ImageFormatOptions, key: string, fail: (key: string, problem: string) => never): void {
  if (!format || !formats.has(format.format)) fail(`${key}.format`, `must be one of ${[...formats].join(', ')}`);
}
