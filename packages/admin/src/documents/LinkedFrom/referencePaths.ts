import { type DataField, flattenFields, subFields } from '@atrium/core/client';
import type { AdminConfig, ClientCollection } from '../../config/index.ts';

/** A relationship or upload field that may point at documents of one collection, as a query path. */
export type ReferencePath = { path: string; polymorphic: boolean };

/** The fields of one collection that may point at documents of a collection. */
export type ReferenceSource = {
  collection: ClientCollection;
  /** Relationship and upload fields: these can be counted with a query. */
  paths: ReferencePath[];
  /** Whether a rich-text field's links or embeds may point there too (not counted: they live inside the text). */
  inRichText: boolean;
};

/**
 * Where documents may point at a document of `slug`: per collection, the paths of its relationship and upload
 * fields that allow `slug`, inside groups, named tabs, arrays and blocks too, and whether its rich text may link
 * to or embed one. Hidden collections are left out: their rows (preferences, editing locks) are bookkeeping the
 * admin cannot open, not documents that link.
 */
export function referencePaths(config: AdminConfig, slug: string): ReferenceSource[] {
  const out: ReferenceSource[] = [];
  for (const collection of config.collections) {
    if (collection.admin?.hidden === true) continue;
    const source: ReferenceSource = { collection, paths: [], inRichText: false };
    collect(flattenFields(collection.fields), slug, '', source);
    if (source.paths.length > 0 || source.inRichText) out.push(source);
  }
  return out;
}

/** The collections a rich-text field's links, relationship nodes and upload nodes may point to. */
function richTextTargets(field: DataField): string[] {
  const props = (field as { editor?: { props?: Record<string, any> } }).editor?.props;
  if (!props) return [];
  return [
    ...(props.link?.collections ?? []),
    ...(props.relationship?.collections ?? []),
    ...(props.upload?.collections ?? []).map((upload: { slug: string }) => upload.slug),
  ];
}

function collect(fields: DataField[], slug: string, prefix: string, source: ReferenceSource): void {
  const out = source.paths;
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    if (field.type === 'richText') {
      if (richTextTargets(field).includes(slug)) source.inRichText = true;
    } else if (field.type === 'relationship' || field.type === 'upload') {
      const targets = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo];
      if (targets.includes(slug) && !out.some((known) => known.path === path))
        out.push({ path, polymorphic: Array.isArray(field.relationTo) });
    } else if (field.type === 'group' || field.type === 'array') {
      collect(subFields(field), slug, path, source);
    } else if (field.type === 'blocks') {
      for (const block of field.blocks) collect(flattenFields(block.fields), slug, path, source);
    }
  }
}

/**
 * The `where` of the documents of a collection that point at any of documents `ids` of `slug` through `paths`;
 * those documents themselves are left out (a post related to itself, or to another one deleted with it, is no
 * reason to hesitate).
 */
export function referencingWhere(
  paths: ReferencePath[],
  slug: string,
  ids: Array<string | number>,
  sameCollection: boolean,
): Record<string, unknown> {
  const any = paths.map(({ path, polymorphic }) =>
    polymorphic
      ? { and: [{ [`${path}.relationTo`]: { equals: slug } }, { [`${path}.value`]: { in: ids } }] }
      : { [path]: { in: ids } },
  );
  return sameCollection ? { and: [{ id: { not_in: ids } }, { or: any }] } : { or: any };
}
