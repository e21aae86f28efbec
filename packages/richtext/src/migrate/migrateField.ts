/*
 * Rewrites the stored values of one rich-text field to the current editor state, document by document, through the
 * Local API: Slate content, content of the old Lexical plugin and Lexical states with old node versions become
 * current Lexical states; values that are current already are left alone.
 */
import {
  APIError,
  type Atrium,
  type DataField,
  type DocumentID,
  type SanitizedCollection,
  type StoredDocument,
  sanitizeSort,
  sanitizeWhere,
  ValidationError,
  withTransaction,
} from '@atrium/core';
import { type RichTextFormat, toCurrentEditorState } from '../convert/index.ts';
import { walkNodes } from '../field/walk.ts';
import type { EditorState } from '../types.ts';

/** Documents read per batch when `batchSize` is not given. */
export const defaultMigrationBatchSize = 100;
/** Largest batch `migrateRichTextField` accepts. */
export const maxMigrationBatchSize = 10_000;

/**
 * The key `migrateRichTextField` sets to `true` in the `context` of every update it makes, so that hooks can tell
 * a migration write from an editor's (and, say, skip notifying subscribers of a "changed" post).
 */
export const richTextMigrationContextKey = 'richTextMigration';

/** Options of `migrateRichTextField`. */
export type MigrateRichTextOptions = {
  /** Slug of the collection. */
  collection: string;
  /**
   * The rich-text field: a top-level field (`content`) or a dot path through groups and named tabs (`meta.body`).
   * Rich text inside array rows or blocks is not supported. Give several to convert them together: every write
   * validates the whole document, so while one rich-text field of a document still holds Slate or legacy-plugin
   * content, writing another one fails; converting them in the same run writes them in the same update.
   */
  field: string | string[];
  /** Read and convert, but write nothing (and run no hooks). Defaults to `false`. */
  dryRun?: boolean;
  /** Documents read per batch, 1 to 10,000. Defaults to 100. */
  batchSize?: number;
  /** Called once before the first batch and after every batch. */
  onProgress?: (progress: MigrationProgress) => void;
};

/** Where a migration stands; `converted` counts documents that would be converted in a dry run. */
export type MigrationProgress = {
  dryRun: boolean;
  /** Documents in the collection when the run started. */
  total: number;
  /** Documents read so far. */
  scanned: number;
  /** Documents whose value was current already (or had no value). */
  alreadyCurrent: number;
  /** Documents written with converted values (in a dry run: that would be written). */
  converted: number;
  /** Documents whose write was refused (validation, access or hook errors); see `MigrationSummary.failures`. */
  failed: number;
  /** Documents deleted between being read and being written. */
  skipped: number;
};

/**
 * Converted values by the format they were stored in. A localized field counts one value per locale; an
 * unlocalized field one per document.
 */
export type MigrationSourceCounts = {
  /** Payload's Slate editor content. */
  slate: number;
  /** Content of the old Lexical plugin (`{ jsonContent }`). */
  legacyLexical: number;
  /** Lexical states holding nodes of older versions (uploads v1/v2, blocks v1, links v1/v2, relationships v1). */
  oldVersions: number;
  /** Empty values stored as `''`, `[]` or `{}`, rewritten as `null`. */
  empty: number;
  /** Values of no known format, kept whole in an `unknownConverted` node. */
  unknown: number;
};

/** A document whose converted value could not be written. */
export type MigrationFailure = {
  id: DocumentID;
  /** The locale written when it failed (localized fields only). */
  locale?: string;
  /** Path of the first invalid field (`content.root.children.3.value`), for validation errors. */
  path?: string;
  /** The first error, as the Local API words it. */
  message: string;
  /** How many field errors the write had (1 for errors other than validation). */
  errorCount: number;
};

/** What `migrateRichTextField` did. */
export type MigrationSummary = MigrationProgress & {
  collection: string;
  /** The field paths migrated. */
  fields: string[];
  bySource: MigrationSourceCounts;
  failures: MigrationFailure[];
  /** Documents converted (or that would be) with content no converter understood, kept as `unknownConverted` nodes. */
  keptUnknown: DocumentID[];
  /** Batches read. */
  batches: number;
  /** Wall-clock time of the run. */
  ms: number;
};

/** The field path, the collection or the options do not name a rich-text field that can be migrated. */
export class RichTextMigrationError extends Error {
  override name = 'RichTextMigrationError';
}

/** One step of a field path: the field's name, and whether its value is stored per locale. */
type Segment = { name: string; localized: boolean };
/** One stored value of the field: per document, or per locale of a localized field. */
type StoredValue = { locale?: string; value: unknown };
/** A value that needs writing. */
type Change = {
  segments: Segment[];
  locale?: string;
  state: EditorState | null;
  format: RichTextFormat;
  keptUnknown: boolean;
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Data fields of a (flattened) group; named tabs are groups once flattened. */
function fieldsOf(field: DataField): DataField[] | undefined {
  return field.type === 'group' ? (field.fields as DataField[]) : undefined;
}

/** Dot paths of the rich-text fields a migration can reach (top level and inside groups), for error messages. */
function richTextPaths(collection: SanitizedCollection): string[] {
  const paths: string[] = [];
  for (const { field, parents, path } of collection.fieldSchema.paths.values()) {
    if (field.type === 'richText' && parents.every((parent) => parent.field.type === 'group')) paths.push(path);
  }
  return paths;
}

/**
 * Resolves a field path (`content`, `meta.body`) against a collection: every step but the last must be a group (or
 * named tab), the last a rich-text field. Throws `RichTextMigrationError` naming the step at fault otherwise.
 */
export function resolveRichTextFieldPath(collection: SanitizedCollection, path: string, localized: boolean): Segment[] {
  const names = path.split('.');
  if (path.trim() === '' || names.some((name) => name === '')) {
    throw new RichTextMigrationError(`"${path}" is not a field path; give a field name such as "content" or "meta.body".`);
  }
  const available = richTextPaths(collection);
  const hint =
    available.length > 0
      ? ` Rich-text fields of "${collection.slug}": ${available.join(', ')}.`
      : ` "${collection.slug}" has no rich-text field this command can reach.`;
  const segments: Segment[] = [];
  let fields = collection.flattenedFields;
  for (const [i, name] of names.entries()) {
    const at = names.slice(0, i + 1).join('.');
    const field = fields.find((f) => f.name === name);
    if (!field) throw new RichTextMigrationError(`Collection "${collection.slug}" has no field "${at}".${hint}`);
    segments.push({ name, localized: localized && field.localized === true });
    if (i === names.length - 1) {
      if (field.type !== 'richText')
        throw new RichTextMigrationError(
          `"${at}" in collection "${collection.slug}" is a ${field.type} field, not a richText field.${hint}`,
        );
      break;
    }
    const nested = fieldsOf(field);
    if (!nested) {
      const why =
        field.type === 'array' || field.type === 'blocks'
          ? `rich text inside ${field.type === 'array' ? 'array rows' : 'blocks'} is not supported, only top-level fields and fields in groups`
          : `only groups (and named tabs) hold other fields`;
      throw new RichTextMigrationError(
        `"${at}" in collection "${collection.slug}" is a ${field.type} field, so "${path}" cannot lead through it: ${why}.${hint}`,
      );
    }
    fields = nested;
  }
  return segments;
}

/**
 * The field's stored values in a stored row: one, or one per stored locale where a step of the path is localized
 * (the first localized step holds `{ [locale]: value }`; below it values are plain). Absent values are left out.
 */
function storedValues(row: Record<string, unknown>, segments: Segment[], localeCodes: string[]): StoredValue[] {
  const out: StoredValue[] = [];
  const walk = (value: unknown, index: number, locale: string | undefined): void => {
    if (index === segments.length) {
      if (value !== undefined) out.push(locale === undefined ? { value } : { locale, value });
      return;
    }
    if (!isPlainObject(value)) return;
    const segment = segments[index];
    const next = value[segment.name];
    if (segment.localized && locale === undefined) {
      if (!isPlainObject(next)) return;
      for (const code of localeCodes) if (code in next) walk(next[code], index + 1, code);
      return;
    }
    walk(next, index + 1, locale);
  };
  walk(row, 0, undefined);
  return out;
}

function countUnknown(state: unknown): number {
  let count = 0;
  if (isPlainObject(state))
    walkNodes(state.root, (node) => {
      if (node.type === 'unknownConverted') count += 1;
    });
  return count;
}

/** The values of a stored row that need writing. `toCurrentEditorState` never mutates what it is given. */
function changesOf(row: Record<string, unknown>, paths: Segment[][], localeCodes: string[]): Change[] {
  const changes: Change[] = [];
  for (const segments of paths) {
    for (const { locale, value } of storedValues(row, segments, localeCodes)) {
      const { format, state, changed } = toCurrentEditorState(value);
      if (!changed) continue;
      const before = format === 'lexical' ? countUnknown(value) : 0;
      changes.push({ segments, locale, state, format, keptUnknown: countUnknown(state) > before });
    }
  }
  return changes;
}

/** Sets `state` at the path in `data`: `{ meta: { body: state } }` for `meta.body`, beside what `data` holds. */
function put(data: Record<string, unknown>, segments: Segment[], state: EditorState | null): void {
  let level = data;
  for (const segment of segments.slice(0, -1)) {
    let next = level[segment.name];
    if (!isPlainObject(next)) {
      next = {};
      level[segment.name] = next;
    }
    level = next as Record<string, unknown>;
  }
  level[segments[segments.length - 1].name] = state;
}

/**
 * The updates that write a document's changes: one per locale written (a write goes to one locale), values not
 * stored per locale riding along with the first; one update without a locale when nothing is localized.
 */
function updatesOf(changes: Change[]): Array<{ locale?: string; data: Record<string, unknown> }> {
  const locales = [...new Set(changes.flatMap((change) => (change.locale === undefined ? [] : [change.locale])))];
  const updates = (locales.length > 0 ? locales : [undefined]).map((locale) => ({ locale, data: {} as Record<string, unknown> }));
  for (const change of changes) {
    const update = change.locale === undefined ? updates[0] : updates.find((u) => u.locale === change.locale)!;
    put(update.data, change.segments, change.state);
  }
  return updates;
}

function sourceOf(format: RichTextFormat): keyof MigrationSourceCounts {
  switch (format) {
    case 'lexical':
      return 'oldVersions';
    case 'slate':
    case 'legacyLexical':
    case 'empty':
      return format;
    default:
      return 'unknown';
  }
}

function failureOf(id: DocumentID, locale: string | undefined, error: APIError): MigrationFailure {
  const where = locale === undefined ? {} : { locale };
  if (error instanceof ValidationError && error.errors.length > 0) {
    const [first] = error.errors;
    return { id, ...where, path: first.path, message: first.message, errorCount: error.errors.length };
  }
  return { id, ...where, message: error.message, errorCount: 1 };
}

/**
 * Converts the stored values of a rich-text field (or of several) of a collection to the current editor state, in
 * place.
 *
 * Documents are read in batches in id order straight from the database adapter (`atrium.config.db.find`, so no
 * read hooks or read-time upgrades touch what is inspected), and each value goes through `toCurrentEditorState`:
 * Slate content, content of the old Lexical plugin and Lexical states with old node versions are converted; current
 * values (and `null`) are counted and left alone. A localized field is converted locale by locale.
 *
 * Each document that needs converting is written back with `atrium.update` (`overrideAccess: true`, `depth: 0`, the
 * context key `richTextMigration` set), inside a transaction that first re-reads and locks the row, so an edit made
 * since the batch was read is converted rather than overwritten. The write runs the whole write pipeline: the
 * field's editor validates the value and its references must exist, other fields are validated too, hooks run and
 * `updatedAt` changes. A write refused with an `APIError` (validation, access, a hook's refusal) is recorded in
 * `failures` with the document's id and first error, and the run goes on; any other error (the database going
 * away) ends the run by throwing.
 *
 * With `dryRun`, nothing is written and no hooks run: `converted` and `bySource` count what would be converted;
 * validation failures only show in a real run. Running again after a run converts nothing more (documents that
 * failed fail again until they are fixed).
 *
 * Several fields are converted in the same pass and each document's changes in the same update (per locale), which
 * matters because a write validates the whole document: another rich-text field still holding Slate would fail it.
 *
 * Throws `RichTextMigrationError` when the collection does not exist or a field is not a rich-text field of it.
 */
export async function migrateRichTextField(atrium: Atrium, options: MigrateRichTextOptions): Promise<MigrationSummary> {
  const started = performance.now();
  const { config } = atrium;
  const collection = config.collectionsBySlug[options.collection];
  if (!collection) {
    const slugs = Object.keys(config.collectionsBySlug).join(', ');
    throw new RichTextMigrationError(`There is no collection "${options.collection}". Collections: ${slugs}.`);
  }
  const batchSize = options.batchSize ?? defaultMigrationBatchSize;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > maxMigrationBatchSize) {
    throw new RichTextMigrationError(
      `The batch size must be a whole number from 1 to ${maxMigrationBatchSize} (got ${batchSize}).`,
    );
  }
  const localeCodes = config.localization ? config.localization.localeCodes : [];
  const fields = [...new Set(Array.isArray(options.field) ? options.field : [options.field])];
  if (fields.length === 0) throw new RichTextMigrationError('Name at least one rich-text field to migrate.');
  const paths = fields.map((field) => resolveRichTextFieldPath(collection, field, localeCodes.length > 0));
  const dryRun = options.dryRun === true;
  const db = config.db;
  const resolveCtx = { config };
  const sort = sanitizeSort(collection, 'id', resolveCtx);

  const summary: MigrationSummary = {
    collection: collection.slug,
    fields,
    dryRun,
    total: await db.count({ collection: collection.slug }),
    scanned: 0,
    alreadyCurrent: 0,
    converted: 0,
    failed: 0,
    skipped: 0,
    bySource: { slate: 0, legacyLexical: 0, oldVersions: 0, empty: 0, unknown: 0 },
    failures: [],
    keptUnknown: [],
    batches: 0,
    ms: 0,
  };
  const report = () => {
    const { dryRun, total, scanned, alreadyCurrent, converted, failed, skipped } = summary;
    options.onProgress?.({ dryRun, total, scanned, alreadyCurrent, converted, failed, skipped });
  };
  const count = (id: DocumentID, changes: Change[]) => {
    summary.converted += 1;
    for (const change of changes) summary.bySource[sourceOf(change.format)] += 1;
    if (changes.some((change) => change.keptUnknown)) summary.keptUnknown.push(id);
  };

  /** Re-reads and locks the row, converts it again and writes every changed value; all or nothing per document. */
  const write = async (id: DocumentID) => {
    const req = atrium.createRequest({ context: { [richTextMigrationContextKey]: true } });
    let locale: string | undefined;
    try {
      const outcome = await withTransaction(req, async () => {
        const [row] = await db.findByIDs({
          collection: collection.slug,
          ids: [id],
          transaction: req.transaction,
          forUpdate: true,
        });
        if (!row) return 'gone' as const;
        const changes = changesOf(row, paths, localeCodes);
        // Saved since the batch was read, and current now: nothing to write.
        if (changes.length === 0) return changes;
        for (const update of updatesOf(changes)) {
          locale = update.locale;
          await atrium.update({
            req,
            collection: collection.slug,
            id,
            ...(update.locale === undefined ? {} : { locale: update.locale }),
            data: update.data,
            overrideAccess: true,
            depth: 0,
          });
        }
        return changes;
      });
      if (outcome === 'gone') summary.skipped += 1;
      else if (outcome.length === 0) summary.alreadyCurrent += 1;
      else count(id, outcome);
    } catch (error) {
      if (!(error instanceof APIError)) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`Migrating ${collection.slug} ${id} failed: ${message}`, { cause: error });
      }
      summary.failed += 1;
      summary.failures.push(failureOf(id, locale, error));
    }
  };

  report();
  let last: DocumentID | undefined;
  for (;;) {
    const where = last === undefined ? undefined : sanitizeWhere(collection, { id: { greater_than: last } }, resolveCtx);
    const { docs } = await db.find({ collection: collection.slug, where, sort, limit: batchSize, pagination: false });
    if (docs.length === 0) break;
    summary.batches += 1;
    for (const row of docs as StoredDocument[]) {
      summary.scanned += 1;
      const changes = changesOf(row, paths, localeCodes);
      if (changes.length === 0) summary.alreadyCurrent += 1;
      else if (dryRun) count(row.id, changes);
      else await write(row.id);
    }
    last = docs[docs.length - 1].id;
    report();
    if (docs.length < batchSize) break;
  }
  summary.ms = performance.now() - started;
  return summary;
}
