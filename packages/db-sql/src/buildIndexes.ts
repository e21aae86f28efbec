import {
  type DataField,
  type FieldTypeDefinition,
  getFieldType,
  type SanitizedCollection,
  type SanitizedConfig,
  walkFields,
} from '@atrium/core';
import { scalarKind } from './compileWhere.ts';
import type { SqlDialect } from './dialects/sqlDialect.ts';

/** One expression index of a collection table. `path` is the field's dot path, reported on unique violations. */
export type IndexSpec = {
  name: string;
  expression: string;
  unique: boolean;
  path: string;
  /** The indexed expression alone, as queries write it. */
  leading: string;
  /** The index method when not the default B-tree (`gin` for trigram search). */
  using?: string;
};

/** PostgreSQL truncates identifiers past 63 bytes; names stay below that. */
const maxNameLength = 63;

function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/**
 * Names start with `<slug>__` (core forbids `__` in slugs, so the prefix marks indexes this adapter owns) and
 * end with a hash of the definition, so a changed definition gets a new index and the stale one is dropped.
 */
export function indexName(slug: string, label: string, definition: string): string {
  const suffix = `_${hash(definition)}`;
  return `${slug}__${label}`.slice(0, maxNameLength - suffix.length) + suffix;
}

/** Whether an index name belongs to this adapter (see `indexName`). */
export function isOwnIndex(slug: string, name: string): boolean {
  return name.startsWith(`${slug}__`);
}

/**
 * The indexes a collection needs: `created_at`, `updated_at`, and fields that are indexed, unique, the title,
 * a single relationship, a date, a single select or radio choice, or the default sort, as long as no array or
 * blocks field lies on their path (docs/indexes.md says why each).
 */
export function buildIndexes(collection: SanitizedCollection, config: SanitizedConfig, dialect: SqlDialect): IndexSpec[] {
  const locales = config.localization ? config.localization.localeCodes : [];
  const specs: IndexSpec[] = [];
  const add = (label: string, expression: string, unique: boolean, path: string) => {
    const columns = dialect.indexColumns(expression, unique);
    specs.push({
      name: indexName(collection.slug, label, `${unique}:${columns}`),
      expression: columns,
      unique,
      path,
      leading: expression,
    });
  };
  add('created_at', 'created_at', false, 'createdAt');
  add('updated_at', 'updated_at', false, 'updatedAt');

  const title = collection.admin.useAsTitle;
  const sortPath = collection.defaultSort.replace(/^-/, '');

  // `keys` lead to the walked fields in the stored JSON (a localized group's locale included), `prefix` is their
  // dot path; `localized` says a localized group around them was expanded per locale already.
  const visit = (fields: DataField[], keys: string[], prefix: string, localized: boolean) =>
    walkFields(fields, (at) => {
      const field = at.field;
      const names = at.schemaPath.split('.');
      const path = prefix ? `${prefix}.${at.schemaPath}` : at.schemaPath;
      const parentKeys = [...keys, ...names.slice(0, -1)];
      const isLocalized = !localized && field.localized === true && locales.length > 0;
      if (field.type === 'group') {
        if (!isLocalized) return;
        for (const locale of locales) visit(field.fields as DataField[], [...parentKeys, field.name, locale], path, true);
        return false;
      }
      const definition = getFieldType(field.type);
      // An expression index holds one comparable value per document: not rows, lists, structures or virtual fields
      // (and no index reaches into array or blocks rows).
      if (definition.storage !== 'scalar') return false;
      if (definition.isMany?.(field)) return;
      const isRelation = definition.queryKind === 'relationship';
      // Dates and choices (select, radio) are what lists are sorted and filtered by ("published, newest first"):
      // without an index each such page reads and sorts the whole table.
      const isSortOrFilterKey = definition.queryKind === 'date' || field.type === 'select' || field.type === 'radio';
      const wanted = field.unique || field.index || path === title || path === sortPath || isRelation || isSortOrFilterKey;
      if (!wanted) return;
      const read = readAs(field, definition, config);
      if (!read) return;
      const label = `${field.unique ? 'uniq' : 'idx'}_${[...parentKeys, field.name].join('_')}`;
      const targets = isLocalized
        ? locales.map((locale) => [...parentKeys, field.name, locale, ...read.suffix])
        : [[...parentKeys, field.name, ...read.suffix]];
      for (const target of targets) {
        add(
          `${label}${isLocalized ? `_${target[parentKeys.length + 1]}` : ''}`,
          dialect.scalar('data', target, read.kind),
          field.unique === true,
          path,
        );
      }
    });
  visit(collection.flattenedFields, [], '', false);
  return specs;
}

/** Field types whose values `like` and `contains` search as text. */
const searchedTypes = new Set(['text', 'textarea', 'email']);

/**
 * PostgreSQL with pg_trgm: trigram indexes for `like` and `contains` on the text fields people search, the
 * collection's `admin.useAsTitle` and `admin.listSearchableFields` (the admin's search box), so a search is an
 * index lookup instead of reading every document. `operatorClass` is pg_trgm's `gin_trgm_ops`, qualified by the
 * schema the extension lives in. Fields inside arrays or blocks and localized fields are left out.
 */
export function buildSearchIndexes(collection: SanitizedCollection, dialect: SqlDialect, operatorClass: string): IndexSpec[] {
  if (!dialect.searchIndexColumns) return [];
  const searched = new Set([collection.admin.useAsTitle, ...(collection.admin.listSearchableFields ?? [])]);
  const specs: IndexSpec[] = [];
  walkFields(collection.flattenedFields, (at) => {
    const field = at.field;
    if (field.type === 'array' || field.type === 'blocks' || field.localized) return false;
    if (!searchedTypes.has(field.type) || !searched.has(at.schemaPath) || getFieldType(field.type).isMany?.(field)) return;
    const expression = dialect.scalar('data', at.schemaPath.split('.'), 'text');
    const columns = dialect.searchIndexColumns!(expression, operatorClass);
    specs.push({
      name: indexName(collection.slug, `trgm_${at.schemaPath.replaceAll('.', '_')}`, `gin:${columns}`),
      expression: columns,
      unique: false,
      path: at.schemaPath,
      leading: expression,
      using: 'gin',
    });
  });
  return specs;
}

/** How an indexed field is read; `undefined` for references whose targets have no single id type. */
function readAs(
  field: DataField,
  definition: FieldTypeDefinition,
  config: SanitizedConfig,
): { kind: ReturnType<typeof scalarKind>; suffix: string[] } | undefined {
  const suffix = [...(definition.scalarKey?.(field) ?? [])];
  if (definition.queryKind !== 'relationship') return { kind: scalarKind(definition.queryKind, undefined), suffix };
  const targets = definition.reads?.(field) ?? [];
  const idTypes = new Set(targets.map((slug) => config.collectionsBySlug[slug]?.idType ?? 'number'));
  // Polymorphic targets with mixed id types have no single typed expression to index.
  if (idTypes.size !== 1) return undefined;
  const [idType] = idTypes;
  return { kind: scalarKind('relationship', idType), suffix };
}
