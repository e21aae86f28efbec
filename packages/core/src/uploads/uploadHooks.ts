import { callerContext } from '../access/callerQuery.ts';
import { executeAccess } from '../access/executeAccess.ts';
import { findRowsByID } from '../collections/findRowsByID.ts';
import type { InternalHooks, SanitizedCollection } from '../config/types.ts';
import { BadRequest, NotFound } from '../errors/index.ts';
import { isPlainObject } from '../fields/shared/isPlainObject.ts';
import { sanitizeWhere } from '../queries/sanitizeWhere.ts';
import type { AtriumRequest } from '../types.ts';
import { onCommit, onRollback } from '../utilities/transaction.ts';
import { versionTarget } from '../versions/versionRows.ts';
import { editStoredFile, removeFiles, type StoredUpload, storeFile } from './storeFile.ts';
import type { UploadEdits } from './types.ts';
import { fileDataKeys } from './uploadFields.ts';

type Hook<K extends keyof InternalHooks> = InternalHooks[K][number];

/** What the beforeWrite hook keeps for the storage step: the files it wrote. */
type UploadState = { written: string[]; isBulk: boolean };

/**
 * Before the transaction opens: the file data a client sends is dropped (only the pipeline sets it), then a new
 * file is checked, processed and stored, or a stored image is processed again for a crop or a new focal point.
 * A create of an upload collection needs a file (Payload's "No files were uploaded.").
 */
const takeFile: Hook<'beforeWrite'> = async (args) => {
  const { req, collection, operation, data, file, id, isCheck, isBulk, state } = args;
  const upload = collection.upload;
  if (!upload || !isPlainObject(data)) return data;
  const input = { ...data };
  // In the data, or where Payload's admin sends them: the query string (`?uploadEdits[crop][x]=…`).
  const edits = readEdits(input.uploadEdits) ?? readEdits(req.query?.uploadEdits);
  delete input.uploadEdits;
  for (const key of fileDataKeys) delete input[key];
  if (isCheck) return input;
  // A focal point sent as `uploadEdits.focalPoint` or as `focalX`/`focalY` (either alone: the other stays).
  const sent = upload.focalPoint ? (edits?.focalPoint ?? focalOf(input)) : undefined;
  // An update's access is otherwise checked in its transaction, after this hook: a caller who may not change the
  // document must not get a file processed and stored first.
  if (operation === 'update' && (file || edits || sent)) await checkUpdateAccess(args, input);
  let stored: StoredUpload | undefined;
  if (file) {
    const focal = { x: sent?.x ?? 50, y: sent?.y ?? 50 };
    stored = await storeFile({ slug: collection.slug, upload, file, edits, focal });
  } else if (operation === 'create') {
    throw new BadRequest('error:uploadNoFile');
  } else if (id !== undefined && !isBulk && (edits?.crop || sent)) {
    const [row] = await req.db.findByIDs({ collection: collection.slug, ids: [id], transaction: req.transaction });
    const focal = { x: sent?.x ?? numberOr(row?.focalX, 50), y: sent?.y ?? numberOr(row?.focalY, 50) };
    const isNewFocal = focal.x !== row?.focalX || focal.y !== row?.focalY;
    if (row && (edits?.crop || isNewFocal)) stored = await editStoredFile({ slug: collection.slug, upload, row, edits, focal });
  }
  if (!stored) return input;
  state.upload = { written: stored.written, isBulk: Boolean(isBulk) } satisfies UploadState;
  return { ...input, ...stored.data };
};

async function checkUpdateAccess(args: Parameters<Hook<'beforeWrite'>>[0], data: Record<string, unknown>): Promise<void> {
  const { req, collection, id, overrideAccess } = args;
  const access = await executeAccess({ req, collection, operation: 'update', id, data, overrideAccess });
  if (!access.where || id === undefined) return;
  const rows = await findRowsByID(req, collection, [id], access.where);
  if (rows.length === 0) throw new NotFound('error:documentNotFound', { id, collection: collection.slug });
}

/**
 * In the save's transaction: the files this save wrote are removed if it rolls back, and the files the document
 * no longer names are removed once it commits. A versioned collection keeps replaced files (its versions still
 * name them).
 */
const settleFiles: Hook<'beforeStore'> = ({ req, collection, stored, original, state }) => {
  const upload = collection.upload;
  if (!upload) return;
  const own = state.upload as UploadState | undefined;
  // A bulk update's files are shared by every match: one match failing must not take them from the others.
  if (own && !own.isBulk) onRollback(req, () => removeFiles(upload, collection.slug, own.written));
  if (!original || collection.versions) return;
  const kept = new Set(filesOf(stored));
  const gone = filesOf(original).filter((name) => !kept.has(name));
  if (gone.length > 0) void onCommit(req, () => removeUnreferenced(req, collection, original.id, gone));
};

/**
 * A deleted document's files go once the delete commits, with those only its versions still name (a trashed
 * document keeps them: moving to the trash is an update).
 */
const removeDeletedFiles: Hook<'afterDelete'> = async ({ req, collection, row }) => {
  if (!collection.upload) return;
  const files = new Set(filesOf(row));
  const versions = versionTarget(req, collection);
  if (versions) {
    const where = sanitizeWhere(
      versions.collection,
      { parent: { equals: row.id } },
      { config: req.config, locale: req.locale, allowHidden: true },
    );
    const { docs } = await req.db.find({
      collection: versions.collection.slug,
      where,
      limit: 0,
      pagination: false,
      transaction: req.transaction,
    });
    for (const version of docs) if (isPlainObject(version.version)) for (const name of filesOf(version.version)) files.add(name);
  }
  if (files.size > 0) await onCommit(req, () => removeUnreferenced(req, collection, row.id, [...files]));
};

/**
 * Removes `files` unless another document still names the same main file (a duplicate, or a bulk update that gave
 * many documents one file), in which case they stay.
 */
async function removeUnreferenced(
  req: AtriumRequest,
  collection: SanitizedCollection,
  ownID: unknown,
  files: string[],
): Promise<void> {
  const upload = collection.upload;
  if (!upload) return;
  const where = sanitizeWhere(
    collection,
    { and: [{ filename: { in: files } }, { id: { not_equals: ownID } }] },
    callerContext({ ...req, transaction: undefined }),
  );
  const others = await req.db.count({ collection: collection.slug, where });
  if (others === 0) await removeFiles(upload, collection.slug, files);
}

/** Every file name a stored document holds: the main file and each size's. */
function filesOf(row: Record<string, unknown>): string[] {
  const names: string[] = [];
  if (typeof row.filename === 'string' && row.filename) names.push(row.filename);
  if (isPlainObject(row.sizes))
    for (const size of Object.values(row.sizes))
      if (isPlainObject(size) && typeof size.filename === 'string' && size.filename) names.push(size.filename);
  return names;
}

/** `uploadEdits` as sent (an object, or JSON text from a form), checked; anything else is refused. */
function readEdits(value: unknown): UploadEdits | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  let edits = value;
  if (typeof value === 'string') {
    try {
      edits = JSON.parse(value);
    } catch {
      throw new BadRequest('error:uploadEditsInvalid');
    }
  }
  if (!isPlainObject(edits)) throw new BadRequest('error:uploadEditsInvalid');
  const crop = edits.crop === null || edits.crop === undefined ? undefined : readNumbers(edits.crop);
  const focalPoint = edits.focalPoint === null || edits.focalPoint === undefined ? undefined : readNumbers(edits.focalPoint);
  if (focalPoint && (!isPercent(focalPoint.x) || !isPercent(focalPoint.y))) throw new BadRequest('error:uploadEditsInvalid');
  return {
    crop: crop as UploadEdits['crop'],
    focalPoint: focalPoint ? { x: focalPoint.x as number, y: focalPoint.y as number } : undefined,
  };
}

/** An edit's object with numbers for numeric text (a query string's `uploadEdits[crop][x]=10` arrives as text). */
function readNumbers(value: unknown): Record<string, unknown> {
  if (!isPlainObject(value)) throw new BadRequest('error:uploadEditsInvalid');
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value))
    out[key] = typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
  return out;
}

/** The focal point the data sets (`focalX`, `focalY`, each a percentage), or nothing when it sets neither. */
function focalOf(data: Record<string, unknown>): { x?: number; y?: number } | undefined {
  const x = isPercent(data.focalX) ? data.focalX : undefined;
  const y = isPercent(data.focalY) ? data.focalY : undefined;
  return x === undefined && y === undefined ? undefined : { x, y };
}

function isPercent(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** What uploads add to every write and delete of an upload collection (registered by `uploadFeature`). */
export const uploadWriteHooks: Partial<InternalHooks> = {
  beforeWrite: [takeFile],
  beforeStore: [settleFiles],
  afterDelete: [removeDeletedFiles],
};
