import { type DataField, type FieldPermissions, flattenFields, type Label, subFields } from '@atrium/core/client';
import { isSortableField, operatorsOf } from '@atrium/core/fieldQueries';
import type { ClientCollection } from '../config/index.ts';

/**
 * A value of a collection's documents the list can show, sort or filter by: a data field at a dot path
 * (`title`, `meta.title`), or one of the columns every document has (`id`, `createdAt`, `updatedAt`).
 */
export type ListField = {
  /** Dot path in the document, as the API's `where`, `sort` and `select` name it. */
  path: string;
  /** The field's config; the document columns get a synthetic one of the matching type. */
  field: DataField;
  /** The config label of each level (`['SEO', 'Title']`), or a translation key for the document columns. */
  labels: (Label | undefined)[];
  labelKey?: string;
  /** Whether the API can sort by it: one scalar per document. */
  isSortable: boolean;
};

const containerTypes = new Set(['group', 'array', 'blocks']);

function isListed(field: DataField, permissions: FieldReadPermissions | undefined): boolean {
  if (field.hidden || field.admin?.hidden) return false;
  return permissions?.[field.name]?.read?.permission !== false;
}

/** Field-level permissions from `/api/access` (`fields` of a collection), of which the list reads `read`. */
export type FieldReadPermissions = FieldPermissions;

function documentColumn(path: 'id' | 'createdAt' | 'updatedAt', collection: ClientCollection): ListField {
  const field: DataField =
    path === 'id'
      ? collection.idType === 'number'
        ? { name: 'id', type: 'number' }
        : { name: 'id', type: 'text' }
      : { name: path, type: 'date' };
  return { path, field, labels: [], labelKey: `general:${path}`, isSortable: true };
}

type Walk = { permissions?: FieldReadPermissions; skip: (field: DataField) => boolean; leaves: Set<string> };

function walk(fields: DataField[], prefix: string, labels: (Label | undefined)[], options: Walk, out: ListField[]): void {
  for (const field of fields) {
    if (!isListed(field, options.permissions) || options.skip(field)) continue;
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const fieldLabels = [...labels, field.label || undefined];
    if (field.type === 'group') {
      const nested = { ...options, permissions: options.permissions?.[field.name]?.fields };
      walk(subFields(field), path, fieldLabels, nested, out);
    } else if (options.leaves.has(field.type) || !containerTypes.has(field.type)) {
      out.push({ path, field, labels: fieldLabels, isSortable: isSortableField(field) });
    }
  }
}

/**
 * The columns a collection's list may show: its data fields with layout flattened away and groups opened
 * into dot paths (`meta.title`), hidden and unreadable ones and `admin.disableListColumn` left out; then
 * id and the timestamps.
 */
export function listColumns(collection: ClientCollection, permissions?: FieldReadPermissions): ListField[] {
  const out: ListField[] = [];
  const leaves = new Set(['array', 'blocks']);
  walk(flattenFields(collection.fields), '', [], { permissions, skip: (f) => Boolean(f.admin?.disableListColumn), leaves }, out);
  return [...out, ...statusColumn(collection, out), ...documentColumns(collection, out)];
}

/**
 * With drafts, each document's `_status` (draft or published) as a column, unless the fields already list it:
 * the list shows it as a pill.
 */
function statusColumn(collection: ClientCollection, fields: ListField[]): ListField[] {
  if (!hasDrafts(collection) || fields.some((f) => f.path === '_status')) return [];
  const field: DataField = { name: '_status', type: 'select', options: ['draft', 'published'] };
  return [{ path: '_status', field, labels: [], labelKey: 'version:status', isSortable: true }];
}

const hasDrafts = (collection: ClientCollection) => Boolean(collection.versions && collection.versions.drafts);

/**
 * The fields the filter builder offers: like the columns (the draft or published status included), but without
 * arrays and blocks (their rows are queried through paths the builder does not offer) and respecting
 * `admin.disableListFilter`.
 */
export function filterFields(collection: ClientCollection, permissions?: FieldReadPermissions): ListField[] {
  const out: ListField[] = [];
  // A type with no operators (a virtual join) cannot be filtered on.
  const skip = (f: DataField) => Boolean(f.admin?.disableListFilter) || operatorsOf(f.type).length === 0;
  walk(flattenFields(collection.fields), '', [], { permissions, skip, leaves: new Set() }, out);
  return [...out, ...statusColumn(collection, out), ...documentColumns(collection, out)];
}

function documentColumns(collection: ClientCollection, fields: ListField[]): ListField[] {
  const names = new Set(fields.map((f) => f.path));
  const wanted: ('id' | 'createdAt' | 'updatedAt')[] = collection.timestamps ? ['id', 'createdAt', 'updatedAt'] : ['id'];
  return wanted.filter((name) => !names.has(name)).map((name) => documentColumn(name, collection));
}

/**
 * The columns shown before the user chooses: `admin.defaultColumns`, else the title field, the draft or
 * published status (with drafts) and fields up to four columns, then the last-modified date.
 */
export function defaultColumns(collection: ClientCollection, available: ListField[]): string[] {
  const paths = new Set(available.map((c) => c.path));
  const configured = collection.admin.defaultColumns?.filter((p) => paths.has(p));
  if (configured?.length) return configured;
  const title = collection.admin.useAsTitle ?? 'id';
  // Where drafts are on, whether a document is public is worth a column from the start, in place of a field.
  const status = hasDrafts(collection) && paths.has('_status') ? ['_status'] : [];
  const rest = available
    .filter((c) => c.path !== title && c.path !== 'id' && c.path !== '_status' && !c.labelKey && c.field.type !== 'richText')
    .slice(0, 3 - status.length)
    .map((c) => c.path);
  const out = [title, ...status, ...rest];
  if (paths.has('updatedAt') && out.length < 5) out.push('updatedAt');
  return out.filter((p, i) => paths.has(p) && out.indexOf(p) === i);
}

/** `publishedAt` → `Published at`: the label of a field whose config gives none. */
export function labelFromName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A column's heading: its label in the current language, with the labels of the groups it sits in (`SEO › Title`). */
export function columnLabel(
  column: ListField,
  t: (key: string) => string,
  label: (label: Label | false | undefined, fallback?: string) => string,
): string {
  if (column.labelKey) return t(column.labelKey);
  const names = column.path.split('.');
  return column.labels.map((l, i) => label(l, labelFromName(names[i] ?? ''))).join(' › ');
}
