import type { StorageAdapter } from './storage/types.ts';

/**
 * A file handed to `create`, `update` or `updateByID` (the Local API, or the server after its multipart intake).
 * Either `path` or `data` carries the bytes.
 */
export type UploadFile = {
  /** A file on disk to read (the server's spool); core never deletes it. */
  path?: string;
  /** Or the bytes (seed, tests). */
  data?: Uint8Array;
  /** The client's file name (made safe and unique by core). */
  name: string;
  size?: number;
  /** The client's claim: never trusted; the content (magic bytes) decides. */
  mimeType?: string;
};

/** Sharp's output format and its options (`toFormat`). */
export type ImageFormatOptions = { format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'tiff'; options?: Record<string, unknown> };

/** Sharp's resize options (`resize`), applied to the main file. */
export type ImageResizeOptions = {
  width?: number;
  height?: number;
  fit?: 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
  position?: string | number;
  withoutEnlargement?: boolean;
  withoutReduction?: boolean;
  background?: string | Record<string, number>;
};

/** One generated size of an image (Payload's `imageSizes` entry). */
export type ImageSize = ImageResizeOptions & {
  /** The key under `sizes` in the document. */
  name: string;
  /** Output format of this size. Defaults to the collection's `formatOptions`, else the original's format. */
  formatOptions?: ImageFormatOptions;
  /** Sharp's `withMetadata` for this size. Defaults to the collection's `withMetadata`. */
  withMetadata?: boolean;
};

/** `upload` of a collection (Payload's option names). */
export type UploadConfig = {
  /** Folder of the local disk storage, relative to `process.cwd()`. Defaults to `data/uploads/<slug>`. */
  staticDir?: string;
  /** Allowed types, checked against the file's content; wildcards such as `image/*`. Defaults to any type. */
  mimeTypes?: string[];
  /** Largest file accepted, in bytes. Defaults to `config.upload.limits.fileSize`, else 50 MiB. */
  filesizeLimit?: number;
  imageSizes?: ImageSize[];
  /** The size shown as the thumbnail, or a function of the document answering its URL. Defaults to the main file. */
  adminThumbnail?: string | ((args: { doc: Record<string, unknown> }) => string | null | undefined);
  /** Sizes are cropped around `focalX`/`focalY`. Defaults to `true`. */
  focalPoint?: boolean;
  /** Editors may crop the image (`uploadEdits.crop`). Defaults to `true`. */
  crop?: boolean;
  /** Output format of the main file. Defaults to the uploaded format. */
  formatOptions?: ImageFormatOptions;
  /** Resizes the main file. Defaults to none. */
  resizeOptions?: ImageResizeOptions;
  /** Keep EXIF, GPS and other metadata. Defaults to `false` (stripped). */
  withMetadata?: boolean;
  /** No local disk folder (a plugin's `storage` holds the files). Defaults to `false`. */
  disableLocalStorage?: boolean;
  /** The admin previews the file. Defaults to `true`. */
  displayPreview?: boolean;
  /** The admin offers bulk upload. Defaults to `true`. */
  bulkUpload?: boolean;
  /** Where the files go (server only). Defaults to the local disk at `staticDir`. */
  storage?: StorageAdapter;
};

/** `upload` once sanitized: every default filled. */
export type SanitizedUpload = Required<
  Omit<UploadConfig, 'adminThumbnail' | 'formatOptions' | 'resizeOptions' | 'mimeTypes' | 'imageSizes' | 'storage'>
> & {
  mimeTypes: string[];
  imageSizes: ImageSize[];
  adminThumbnail?: UploadConfig['adminThumbnail'];
  formatOptions?: ImageFormatOptions;
  resizeOptions?: ImageResizeOptions;
  storage: StorageAdapter;
};

/** Crop and focal point sent with a write (percent of the image; crop may be in pixels). */
export type UploadEdits = {
  crop?: {
    x: number;
    y: number;
    width: number;
    height: number;
    /** `%` (the default) or `px`, for all four. */
    unit?: '%' | 'px';
    /** Payload's admin: the size in pixels (then `x` and `y` stay percent). */
    widthPixels?: number;
    heightPixels?: number;
  };
  focalPoint?: { x: number; y: number };
};

/** One stored size as the document holds it. */
export type StoredSize = {
  /** Stored empty, computed on read. */
  url: null;
  filename: string | null;
  mimeType: string | null;
  filesize: number | null;
  width: number | null;
  height: number | null;
};
