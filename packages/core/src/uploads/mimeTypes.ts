/** The types Atrium names by extension when a storage keeps no content type (local disk) and for its own outputs. */
const byExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  heif: 'image/heif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  zip: 'application/zip',
  json: 'application/json',
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  html: 'text/html',
  htm: 'text/html',
  xml: 'application/xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

/** The content type a file name's extension stands for; `application/octet-stream` when unknown. */
export function mimeTypeOfName(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return (dot >= 0 && byExtension[filename.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}

/** The usual extension of a content type (`image/jpeg` → `jpg`), for names whose extension lied. */
export function extensionOf(mimeType: string): string | undefined {
  if (mimeType === 'image/jpeg') return 'jpg';
  if (mimeType === 'image/tiff') return 'tif';
  if (mimeType === 'text/html') return 'html';
  return Object.entries(byExtension).find(([, type]) => type === mimeType)?.[0];
}

/**
 * Whether `mimeType` is in an allow-list of types and wildcards (`image/*`, `*\/*`); an empty list allows all.
 * Parameters (`; charset=utf-8`) and case are ignored.
 */
export function isMimeTypeAllowed(mimeType: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const type = mimeType.split(';')[0].trim().toLowerCase();
  return allowed.some((pattern) => {
    const p = pattern.trim().toLowerCase();
    if (p === '*' || p === '*/*') return true;
    if (p.endsWith('/*')) return type.startsWith(p.slice(0, -1));
    return type === p;
  });
}
