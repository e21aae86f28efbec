import type { FormStore } from '../../forms/FormStore.ts';

/** Where one file of a bulk upload stands. */
export type BulkStatus = 'ready' | 'uploading' | 'done' | 'failed';

/** One chosen file and the document it becomes. */
export type BulkEntry = {
  key: string;
  file: File;
  /** An object URL of the file when the browser can show it as an image (spec 5's types). */
  preview?: string;
  /** The values of the fields asked for this file. */
  store: FormStore;
  status: BulkStatus;
  /** Bytes sent so far. */
  loaded: number;
  /** Why the server refused the file, or why it never reached it. */
  reason?: string;
  /** The document created, once uploaded. */
  doc?: Record<string, unknown>;
};

/** Spec 5: the image types an upload is previewed as. */
const imageTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'image/webp', 'image/avif']);

/** Whether the browser's claim about a chosen file says it can be previewed as an image. */
export const isPreviewable = (file: File) => imageTypes.has(file.type);
