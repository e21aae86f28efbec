import type { ClientCollection } from '../../../config/index.ts';
import { postUpload } from '../../../lists/bulkUpload/postUpload.ts';

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

/**
 * The file a `data:` URL holds, named after its place in the paste (`pasted-image-2.png`). Decoded here rather
 * than fetched: the admin's content security policy does not let it fetch `data:` URLs.
 */
export function fileFromDataURL(src: string, position: number): File {
  const comma = src.indexOf(',');
  const header = src.slice(5, comma);
  const type = header.split(';')[0].toLowerCase();
  const payload = src.slice(comma + 1);
  const bytes = header.endsWith(';base64')
    ? Uint8Array.from(atob(payload.replace(/\s+/g, '')), (c) => c.charCodeAt(0))
    : new TextEncoder().encode(decodeURIComponent(payload));
  return new File([bytes], `pasted-image-${position}.${extensions[type] ?? 'bin'}`, { type });
}

/**
 * Sends a pasted image as a new document of `collection` and answers its id. An `alt` field (the demo's media
 * requires one) gets the image's own alternative text, or the file's name when the source had none, so the
 * upload is not refused for it; the editor corrects it in the media library.
 */
export async function uploadPastedImage(collection: ClientCollection, file: File, alt: string): Promise<string | number> {
  const hasAlt = collection.fields.some((field) => 'name' in field && field.name === 'alt');
  const data: Record<string, unknown> = hasAlt ? { alt: alt || file.name } : {};
  const doc = await postUpload({ slug: collection.slug, file, data });
  return doc.id as string | number;
}
