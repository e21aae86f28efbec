/** What a storage adapter knows about one stored file. */
export type StoredFile = { size: number; etag: string; lastModified: Date; contentType: string };

/**
 * Where an upload collection's files live. Core writes, reads and deletes through it; the local disk adapter is the
 * default (`staticDir`), `@atrium/storage-s3` another. Names are chosen unique by core, so `put` may overwrite.
 */
export type StorageAdapter = {
  name: string;
  /** Writes `filename` of a collection from a stream or a file path; overwrites (callers pick unique names). */
  put(args: {
    collection: string;
    filename: string;
    body: NodeJS.ReadableStream | { path: string };
    contentType: string;
    size?: number;
  }): Promise<void>;
  exists(args: { collection: string; filename: string }): Promise<boolean>;
  /**
   * Claims `filename` for a write about to come, atomically for every process using the same storage (the local
   * disk: an empty file created only if none is there); `false` when the name is taken. Without it, core asks
   * `exists` and keeps its own claims in the process, so two processes could pick one name at once.
   */
  reserve?(args: { collection: string; filename: string }): Promise<boolean>;
  stat(args: { collection: string; filename: string }): Promise<StoredFile | null>;
  /** The bytes `start`..`end` inclusive when a range is given; null when there is no such file. */
  get(args: {
    collection: string;
    filename: string;
    range?: { start: number; end: number };
  }): Promise<(StoredFile & { body: NodeJS.ReadableStream }) | null>;
  /** A missing file is not an error. */
  delete(args: { collection: string; filename: string }): Promise<void>;
  /** A URL that serves the file without Atrium (public bucket, signed URL); undefined: `/api/{slug}/file/{name}`. */
  publicURL?(args: { collection: string; filename: string }): Promise<string | undefined>;
};
