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
