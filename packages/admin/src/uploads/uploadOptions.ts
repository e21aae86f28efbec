import { fileDataKeys, focalPointKeys } from '@atrium/core/client';
import type { ClientCollection } from '../config/index.ts';

/** One of `imageSizes` as the client config carries it (functions and server-only keys are gone). */
export type ClientImageSize = { name: string; width?: number | null; height?: number | null };

/** What the admin reads of a collection's `upload` option: every default filled, as core's sanitize does. */
export type UploadOptions = {
  imageSizes: ClientImageSize[];
  /** Whether editors pick a focal point. Defaults to `true`. */
  focalPoint: boolean;
  /** Whether editors crop. Defaults to `true`. */
  crop: boolean;
  /** The allow-list (`image/*` wildcards); empty: any type. */
  mimeTypes: string[];
  /** The largest file accepted in bytes, when the collection says. */
  filesizeLimit?: number;
  /** Whether the edit view shows the file. Defaults to `true`. */
  displayPreview: boolean;
};

/** A collection's upload options, or `undefined` when it is not an upload collection. */
export function uploadOptionsOf(collection: ClientCollection | undefined): UploadOptions | undefined {
  const upload = (collection as { upload?: unknown } | undefined)?.upload;
  if (!upload) return undefined;
  const options = (upload === true ? {} : upload) as Record<string, unknown>;
  const sizes = Array.isArray(options.imageSizes) ? (options.imageSizes as ClientImageSize[]) : [];
  return {
    imageSizes: sizes.filter((size) => typeof size?.name === 'string'),
    focalPoint: options.focalPoint !== false,
    crop: options.crop !== false,
    mimeTypes: Array.isArray(options.mimeTypes) ? (options.mimeTypes as string[]) : [],
    filesizeLimit: typeof options.filesizeLimit === 'number' ? options.filesizeLimit : undefined,
    displayPreview: options.displayPreview !== false,
  };
}

/**
 * The fields the upload feature adds: the upload panel shows them (file name, size, dimensions, focal point,
 * sizes), so the field form leaves them out.
 */
export const uploadFieldNames: ReadonlySet<string> = new Set([...fileDataKeys, ...focalPointKeys]);

/** Whether `mimeType` is allowed by `allowed` (`image/*` matches every image; an empty list allows all). */
export function isMimeTypeAllowed(mimeType: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const type = mimeType.toLowerCase();
  return allowed.some((pattern) => {
    const rule = pattern.toLowerCase().trim();
    if (rule === '*' || rule === '*/*') return true;
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

// Spec 5: these six are shown as images; anything else gets an icon and its name.
const imageTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'image/webp', 'image/avif']);

/** Whether a file of this type is previewed as an image (spec 5: jpeg, png, gif, svg, webp, avif). */
export function isPreviewableImage(mimeType: unknown): boolean {
  return typeof mimeType === 'string' && imageTypes.has(mimeType.toLowerCase().split(';')[0]?.trim() ?? '');
}

/** The fields without those the upload panel shows (at the top level, where core adds them). */
export function withoutUploadFields<T extends { type: string }>(fields: T[]): T[] {
  return fields.filter((field) => !('name' in field && typeof field.name === 'string' && uploadFieldNames.has(field.name)));
}
