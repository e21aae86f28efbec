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
