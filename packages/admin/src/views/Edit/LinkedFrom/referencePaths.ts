import { type DataField, flattenFields, subFields } from '@atrium/core/client';
import type { AdminConfig, ClientCollection } from '../../../config/index.ts';

/** A relationship or upload field that may point at documents of one collection, as a query path. */
export type ReferencePath = { path: string; polymorphic: boolean };

/**
 * Where documents may point at a document of `slug`: per collection, the paths of its relationship and upload
 * fields that allow `slug`, inside groups, named tabs, arrays and blocks too (rich text is not searched: its
 * links live inside the text).
 */
export function referencePaths(config: AdminConfig, slug: string): { collection: ClientCollection; paths: ReferencePath[] }[] {
  const out: { collection: ClientCollection; paths: ReferencePath[] }[] = [];
  for (const collection of config.collections) {
    const paths: ReferencePath[] = [];
    collect(flattenFields(collection.fields), slug, '', paths);
    if (paths.length > 0) out.push({ collection, paths });
  }
  return out;
}

function collect(fields: DataField[], slug: string, prefix: string, out: ReferencePath[]): void {
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    if (field.type === 'relationship' || field.type === 'upload') {
      const targets = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo];
      if (targets.includes(slug) && !out.some((known) => known.path === path))
        out.push({ path, polymorphic: Array.isArray(field.relationTo) });
    } else if (field.type === 'group' || field.type === 'array') {
      collect(subFields(field), slug, path, out);
    } else if (field.type === 'blocks') {
      for (const block of field.blocks) collect(flattenFields(block.fields), slug, path, out);
    }
  }
}

/**
 * The `where` of the documents of a collection that point at document `id` of `slug` through `paths`; the
 * document itself is left out (a post related to itself is no reason to hesitate).
 */
export function referencingWhere(
  paths: ReferencePath[],
  slug: string,
  id: string | number,
  sameCollection: boolean,
): Record<string, unknown> {
  const any = paths.map(({ path, polymorphic }) =>
    polymorphic
      ? { and: [{ [`${path}.relationTo`]: { equals: slug } }, { [`${path}.value`]: { equals: id } }] }
      : { [path]: { equals: id } },
  );
  return sameCollection ? { and: [{ id: { not_equals: id } }, { or: any }] } : { or: any };
}
