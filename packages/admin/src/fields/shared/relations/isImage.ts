/** Spec 5: upload previews treat jpeg, png, gif, svg, webp and avif as images. */
const imageTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'image/webp', 'image/avif']);
const imageExtensions = new Set(['jpg', 'jpeg', 'png', 'gif', 'svg', 'webp', 'avif']);

/** Whether an upload document can be previewed as an image (by its MIME type, or its filename's extension). */
export function isImage(doc: { mimeType?: unknown; filename?: unknown }): boolean {
  if (typeof doc.mimeType === 'string' && doc.mimeType) return imageTypes.has(doc.mimeType.toLowerCase());
  const extension = typeof doc.filename === 'string' ? doc.filename.split('.').pop()?.toLowerCase() : undefined;
  return extension !== undefined && imageExtensions.has(extension);
}

/** The URL to preview an upload document with: its thumbnail, else the file itself when it is an image. */
export function previewURL(doc: Record<string, unknown>): string | undefined {
  if (typeof doc.thumbnailURL === 'string' && doc.thumbnailURL) return doc.thumbnailURL;
  return isImage(doc) && typeof doc.url === 'string' && doc.url ? doc.url : undefined;
}
