import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Metadata, OutputInfo, Sharp, SharpConstructor } from 'sharp';
import { BadRequest } from '../errors/index.ts';
import { limitConcurrency } from './limitConcurrency.ts';
import type { ImageFormatOptions, ImageSize, SanitizedUpload, UploadEdits } from './types.ts';

let sharpLoaded: Promise<SharpConstructor> | undefined;

/**
 * sharp, loaded with the first image: libvips is native code with a thread pool and memory arenas of its own, which
 * a server that handles no image never needs, and which would slow every start.
 */
function loadSharp(): Promise<SharpConstructor> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    // Decoded images are not kept between uploads: the cache would hold tens of MB per large image for nothing,
    // since each upload is read once.
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/** Image work running at once across the process; the rest wait their turn (AVIF encoding is slow, pixels large). */
const imageWork = limitConcurrency(Math.max(1, Math.min(4, availableParallelism() - 1)));

/** The raster types sharp reads and writes here; SVG is stored as uploaded, other types are not images to it. */
export const rasterTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/tiff']);

const formatTypes: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  heif: 'image/avif',
  gif: 'image/gif',
  tiff: 'image/tiff',
};
const formatExtensions: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  heif: 'avif',
  gif: 'gif',
  tiff: 'tif',
};

export type ImageInput = string | Buffer;

/** One file the processing wrote to the work folder, to be stored under a name with this extension. */
export type ProcessedFile = { path: string; mimeType: string; extension: string; size: number; width: number; height: number };

export type ProcessedImage = {
  /** The main file to store instead of the upload; absent: the upload is stored as it came. */
  main?: ProcessedFile;
  width: number;
  height: number;
  /** Each size by name; `null` when the image is too small for it (Payload's `withoutEnlargement` unset). */
  sizes: Record<string, ProcessedFile | null>;
};

/** The width and height of an SVG as sharp reads it, or nothing when it gives none. */
export function svgDimensions(input: ImageInput): Promise<{ width?: number; height?: number }> {
  return imageWork(async () => {
    const sharp = await loadSharp();
    try {
      const meta = await sharp(input).metadata();
      return { width: meta.width, height: meta.height };
    } catch {
      return {};
    }
  });
}

/**
 * The main file and the sizes of a raster image, in `workDir`: auto-oriented; cropped by `edits.crop`; resized by
 * `resizeOptions`; converted by `formatOptions`; metadata (EXIF, GPS, ICC) dropped unless `withMetadata`. Sizes
 * are cut around the focal point (percent) where they crop. Animated GIF and WebP stay animated. Queued behind
 * the process's bounded image work.
 */
export function processImage(args: {
  input: ImageInput;
  mimeType: string;
  upload: SanitizedUpload;
  edits?: UploadEdits;
  focal: { x: number; y: number };
  workDir: string;
  /** Regenerate the sizes only (a new focal point): the stored main file stays. */
  sizesOnly?: boolean;
}): Promise<ProcessedImage> {
  return imageWork(() => process(args));
}

async function process(args: Parameters<typeof processImage>[0]): Promise<ProcessedImage> {
  const { input, upload, edits, workDir } = args;
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { animated: true }).metadata();
  } catch {
    throw new BadRequest('error:uploadUnreadableImage', { type: args.mimeType });
  }
  const animated = (meta.pages ?? 1) > 1 && (args.mimeType === 'image/gif' || args.mimeType === 'image/webp');
  const rotated = (meta.orientation ?? 1) >= 5;
  let width = (rotated ? meta.height : meta.width) ?? 0;
  let height = (rotated ? meta.width : animated ? meta.pageHeight : meta.height) ?? 0;
  const sourceFormat = meta.format === 'heif' ? 'avif' : (meta.format as ImageFormatOptions['format']);

  let main: ProcessedFile | undefined;
  let source: ImageInput = input;
  const crop = edits?.crop && upload.crop ? cropBox(edits.crop, width, height) : undefined;
  if (crop && animated) throw new BadRequest('error:uploadCropAnimated');
  // An image with nothing to strip, turn or change is stored byte for byte (no second lossy encoding).
  const hasMetadata = Boolean(meta.exif || meta.iptc || meta.xmp || meta.tifftagPhotoshop || meta.comments?.length);
  const changesMain =
    !args.sizesOnly &&
    ((hasMetadata && !upload.withMetadata) ||
      crop ||
      upload.formatOptions ||
      upload.resizeOptions ||
      (meta.orientation ?? 1) > 1);
  if (changesMain) {
    let image = sharp(input, { animated }).rotate();
    if (crop) image = image.extract(crop);
    if (upload.resizeOptions) image = image.resize(upload.resizeOptions);
    const format = upload.formatOptions ?? { format: sourceFormat };
    main = await write(image, onePassIfLarge(format, width * height), upload.withMetadata, join(workDir, 'main'), animated);
    ({ width, height } = main);
    source = main.path;
  }

  const sizes: Record<string, ProcessedFile | null> = {};
  for (const size of upload.imageSizes) {
    const format = size.formatOptions ?? upload.formatOptions ?? { format: sourceFormat };
    const keep = size.withMetadata ?? upload.withMetadata;
    sizes[size.name] = await writeSize(source, size, {
      width,
      height,
      animated,
      focal: args.focal,
      upload,
      format,
      keep,
      workDir,
    });
  }
  return { main, width, height, sizes };
}

/** `crop` (percent or pixels of the oriented image) as whole pixels inside it; a crop outside it is refused. */
function cropBox(crop: NonNullable<UploadEdits['crop']>, width: number, height: number) {
  const scaleX = crop.unit === 'px' ? 1 : width / 100;
  const scaleY = crop.unit === 'px' ? 1 : height / 100;
  // Payload's admin sends the position in percent and the size in pixels too (`widthPixels`, `heightPixels`).
  const inPixels = typeof crop.widthPixels === 'number' && typeof crop.heightPixels === 'number';
  const values = [crop.x, crop.y, inPixels ? crop.widthPixels : crop.width, inPixels ? crop.heightPixels : crop.height];
  if (values.some((v) => typeof v !== 'number' || !Number.isFinite(v) || v < 0)) throw new BadRequest('error:uploadCropInvalid');
  const left = Math.round(crop.x * scaleX);
  const top = Math.round(crop.y * scaleY);
  const box = {
    left,
    top,
    width: Math.min(width - left, Math.round(inPixels ? (crop.widthPixels as number) : crop.width * scaleX)),
    height: Math.min(height - top, Math.round(inPixels ? (crop.heightPixels as number) : crop.height * scaleY)),
  };
  if (box.width < 1 || box.height < 1 || left >= width || top >= height) throw new BadRequest('error:uploadCropInvalid');
  return box;
}

async function writeSize(
  source: ImageInput,
  size: ImageSize,
  ctx: {
    width: number;
    height: number;
    animated: boolean;
    focal: { x: number; y: number };
    upload: SanitizedUpload;
    format: ImageFormatOptions;
    keep: boolean;
    workDir: string;
  },
): Promise<ProcessedFile | null> {
  const { width, height, animated, focal } = ctx;
  const target = { width: size.width ?? undefined, height: size.height ?? undefined };
  const isSmaller = (!target.width || width < target.width) && (!target.height || height < target.height);
  // Payload: unset `withoutEnlargement` leaves out a size the image is smaller than in both dimensions.
  if (isSmaller && size.withoutEnlargement === undefined) return null;
  const sharp = await loadSharp();
  let image = sharp(source, { animated }).rotate();
  const fit = size.fit ?? 'cover';
  const aroundFocal =
    ctx.upload.focalPoint && fit === 'cover' && size.position === undefined && !animated && target.width && target.height;
  if (aroundFocal && !(isSmaller && size.withoutEnlargement)) {
    const w = target.width as number;
    const h = target.height as number;
    // Scaled so the size's box is covered, then the box is cut with the focal point as near its centre as fits.
    const scale = Math.max(w / width, h / height);
    const scaledWidth = Math.max(w, Math.round(width * scale));
    const scaledHeight = Math.max(h, Math.round(height * scale));
    const left = clamp(Math.round((focal.x / 100) * scaledWidth - w / 2), 0, scaledWidth - w);
    const top = clamp(Math.round((focal.y / 100) * scaledHeight - h / 2), 0, scaledHeight - h);
    image = image.resize(scaledWidth, scaledHeight, { fit: 'fill' }).extract({ left, top, width: w, height: h });
  } else {
    image = image.resize({
      width: target.width,
      height: target.height,
      fit,
      position: size.position,
      withoutEnlargement: size.withoutEnlargement,
      withoutReduction: size.withoutReduction,
      background: size.background,
    });
  }
  return write(image, ctx.format, ctx.keep, join(ctx.workDir, `size-${size.name}`), animated);
}

async function write(
  image: Sharp,
  format: ImageFormatOptions,
  keepMetadata: boolean,
  pathWithoutExtension: string,
  animated: boolean,
): Promise<ProcessedFile> {
  const extension = formatExtensions[format.format] ?? format.format;
  const path = `${pathWithoutExtension}.${extension}`;
  let output = keepMetadata ? image.keepMetadata() : image;
  output = output.toFormat(format.format, format.options as never);
  let info: OutputInfo;
  try {
    info = await output.toFile(path);
  } catch {
    throw new BadRequest('error:uploadUnreadableImage', { type: formatTypes[format.format] ?? format.format });
  }
  const pages = animated ? (info.pages ?? 1) : 1;
  return {
    path,
    mimeType: formatTypes[info.format] ?? formatTypes[format.format],
    extension,
    size: info.size,
    width: info.width,
    height: animated && pages > 1 ? Math.round(info.height / pages) : info.height,
  };
}

/**
 * A large JPEG is coded in one pass unless its `formatOptions` say otherwise: sharp's default optimised Huffman
 * coding keeps the whole image's coefficients for a second pass, which took a server re-encoding 12-megapixel
 * photos from about 250 to 400 MB of resident memory (`npm run bench:uploads`), for files 5 to 10 % smaller.
 */
function onePassIfLarge(format: ImageFormatOptions, pixels: number): ImageFormatOptions {
  if (format.format !== 'jpeg' || pixels < 4_000_000) return format;
  return { ...format, options: { optimiseCoding: false, ...format.options } };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
