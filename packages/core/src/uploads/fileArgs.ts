import { basename } from 'node:path';
import type { SanitizedCollection, WriteState } from '../config/types.ts';
import { BadRequest } from '../errors/index.ts';
import { removeFiles } from './storeFile.ts';
import type { UploadFile } from './types.ts';

/** The file arguments of `create`, `update` and `updateByID` (upload collections). */
export type FileArgs = {
  /** The file to store: its bytes or a path to read (the server's spool, which core leaves in place). */
  file?: UploadFile;
  /** Payload's Local API option: a file on disk to store, named after its base name. */
  filePath?: string;
};

/** The operation's file, from `file` or `filePath`; a file for a collection without uploads is refused. */
export function fileOf(collection: SanitizedCollection, args: FileArgs): UploadFile | undefined {
  const file = args.file ?? (args.filePath ? { path: args.filePath, name: basename(args.filePath) } : undefined);
  if (file && !collection.upload) throw new BadRequest('error:uploadNotAnUploadCollection', { collection: collection.slug });
  if (file && (typeof file !== 'object' || typeof file.name !== 'string'))
    throw new BadRequest('error:uploadFileUnreadable', { name: String((file as { name?: unknown })?.name ?? '') });
  return file;
}

/** Removes the files a write stored before it failed: a failed save leaves nothing behind. */
export async function discardWrittenFiles(collection: SanitizedCollection, state: WriteState): Promise<void> {
  const written = (state.upload as { written?: string[] } | undefined)?.written;
  if (collection.upload && written?.length) await removeFiles(collection.upload, collection.slug, written);
}
