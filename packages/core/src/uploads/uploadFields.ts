import { pureReadHook } from '../fields/pureReadHook.ts';
import type { Field, FieldHook } from '../fields/types.ts';
import type { AtriumRequest } from '../types.ts';
import type { SanitizedUpload } from './types.ts';

export { fileDataKeys } from './fileDataKeys.ts';

const hiddenReadOnly = { hidden: true, readOnly: true };

/** The URL a file is served at: the storage's own public URL, else `{serverURL}{api}/{slug}/file/{filename}`. */
export async function fileURL(
  req: AtriumRequest,
  slug: string,
  upload: SanitizedUpload,
  filename: unknown,
): Promise<string | null> {
  if (typeof filename !== 'string' || filename === '') return null;
  const own = await upload.storage.publicURL?.({ collection: slug, filename });
  if (own) return own;
  return `${req.config.serverURL}${req.config.routes.api}/${slug}/file/${encodeURIComponent(filename)}`;
}

/**
 * The fields an upload collection gets (Payload's names and order), each skipped when the collection declares a
 * field of that name itself. `url`, `thumbnailURL` and each size's `url` are computed on every read.
 */
export function uploadFields(slug: string, upload: SanitizedUpload, declared: Field[]): Field[] {
  const taken = topLevelNames(declared);
  const urlOfFilename: FieldHook = ({ siblingData, req }) => fileURL(req, slug, upload, siblingData?.filename);
  const thumbnailURL: FieldHook = async ({ siblingData, req }) => {
    const { adminThumbnail } = upload;
    if (typeof adminThumbnail === 'function') return (await adminThumbnail({ doc: siblingData })) ?? null;
    if (typeof adminThumbnail !== 'string') return null;
    const sizes = siblingData?.sizes as Record<string, { filename?: unknown } | null> | undefined;
    return fileURL(req, slug, upload, sizes?.[adminThumbnail]?.filename);
  };
  // Without the storage's own URLs (which may be signed and expire) the URLs follow from the stored names and the
  // config alone, so the collection's reads, and the reads of everything that links to it, stay cacheable.
  const isPure = !upload.storage.publicURL;
  if (isPure) pureReadHook(urlOfFilename);
  if (isPure && typeof upload.adminThumbnail !== 'function') pureReadHook(thumbnailURL);
  const added: Field[] = [
    { name: 'url', type: 'text', admin: hiddenReadOnly, hooks: { afterRead: [urlOfFilename] } },
    { name: 'thumbnailURL', type: 'text', admin: hiddenReadOnly, hooks: { afterRead: [thumbnailURL] } },
    { name: 'filename', type: 'text', index: true, admin: hiddenReadOnly },
    { name: 'mimeType', type: 'text', admin: hiddenReadOnly },
    { name: 'filesize', type: 'number', admin: hiddenReadOnly },
    { name: 'width', type: 'number', admin: hiddenReadOnly },
    { name: 'height', type: 'number', admin: hiddenReadOnly },
    { name: 'focalX', type: 'number', min: 0, max: 100, admin: { hidden: true } },
    { name: 'focalY', type: 'number', min: 0, max: 100, admin: { hidden: true } },
  ];
  if (upload.imageSizes.length > 0) {
    added.push({
      name: 'sizes',
      type: 'group',
      admin: hiddenReadOnly,
      fields: upload.imageSizes.map((size) => ({
        name: size.name,
        type: 'group' as const,
        fields: [
          { name: 'url', type: 'text' as const, hooks: { afterRead: [urlOfFilename] } },
          { name: 'width', type: 'number' as const },
          { name: 'height', type: 'number' as const },
          { name: 'mimeType', type: 'text' as const },
          { name: 'filesize', type: 'number' as const },
          { name: 'filename', type: 'text' as const },
        ],
      })),
    });
  }
  return [...declared, ...added.filter((f) => !('name' in f) || !taken.has(f.name))];
}

/** The names of a document's top-level data, through layout fields (rows, collapsibles, unnamed tabs). */
function topLevelNames(fields: Field[], names = new Set<string>()): Set<string> {
  for (const field of fields) {
    if ('name' in field && typeof field.name === 'string') names.add(field.name);
    else if ('fields' in field && Array.isArray(field.fields)) topLevelNames(field.fields as Field[], names);
    else if ('tabs' in field && Array.isArray(field.tabs))
      for (const tab of field.tabs as Array<{ name?: string; fields: Field[] }>) {
        if (tab.name) names.add(tab.name);
        else topLevelNames(tab.fields, names);
      }
  }
  return names;
}
