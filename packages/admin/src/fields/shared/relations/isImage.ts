import { isPreviewableImage } from '../../../uploads/uploadOptions.ts';

/** Spec 5's image types (see `isPreviewableImage`), by the extension a file name without a type ends in. */
const imageExtensions = new Set(['jpg', 'jpeg', 'png', 'gif', 'svg', 'webp', 'avif']);

/** Whether an upload document can be previewed as an image (by its MIME type, or its filename's extension). */
export function isImage(doc: { mimeType?: unknown; filename?: unknown }): boolean {
  if (typeof doc.mimeType === 'string' && doc.mimeType) return isPreviewableImage(doc.mimeType);
  const extension = typeof doc.filename === 'string' ? doc.filename.split('.').pop()?.toLowerCase() : undefined;
  return extension !== undefined && imageExtensions.has(extension);
}

type SizeEntry = { url?: unknown; width?: unknown; mimeType?: unknown; filename?: unknown };

/**
 * The smallest generated size of an image that has a file: the lightest picture that still fills a card.
 * A size the server could not make (a non-image, a size larger than the original with `withoutEnlargement`)
 * has no URL and is passed over.
 */
function smallestSize(doc: Record<string, unknown>): string | undefined {
  if (!doc.sizes || typeof doc.sizes !== 'object') return undefined;
  let best: { url: string; width: number } | undefined;
  for (const size of Object.values(doc.sizes as Record<string, SizeEntry | null>)) {
    if (!size || typeof size.url !== 'string' || !size.url) continue;
    if ((size.mimeType || size.filename) && !isImage(size)) continue;
    const width = typeof size.width === 'number' ? size.width : Number.POSITIVE_INFINITY;
    if (!best || width < best.width) best = { url: size.url, width };
  }
  return best?.url;
}

/**
 * The URL to preview an upload document with: its `thumbnailURL` (the collection's `adminThumbnail`), else
 * its smallest image size, else the file itself when it is an image (spec 5); `undefined` for everything else,
 * which shows an icon and the file name instead.
 */
export function previewURL(doc: Record<string, unknown>): string | undefined {
  if (typeof doc.thumbnailURL === 'string' && doc.thumbnailURL) return doc.thumbnailURL;
  if (!isImage(doc)) return undefined;
  return smallestSize(doc) ?? (typeof doc.url === 'string' && doc.url ? doc.url : undefined);
}
