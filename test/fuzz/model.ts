import type { DataField, SanitizedConfig, WhereOperator } from '@atrium/core';
import { fieldTypes } from '@atrium/core/client';

/** One queryable path of a collection or global, with what the config says about it. */
export type PathModel = {
  /** Dot path as a where or select names it: `hero.links.link.label`, `layout.columns.size`, `author.email`. */
  path: string;
  type: DataField['type'];
  operators: readonly WhereOperator[];
  /** select / radio values. */
  options?: string[];
  hasMany?: boolean;
  /** relationship / upload targets. */
  relationTo?: string[];
  /** The path crosses a relationship (`author.email`). */
  viaRelation?: boolean;
  /** number bounds. */
  min?: number;
  max?: number;
};

/** What the fuzz knows of one collection or global: its paths and its top-level fields (bodies are built from them). */
export type TargetModel = {
  slug: string;
  kind: 'collection' | 'global';
  auth: boolean;
  paths: PathModel[];
  fields: DataField[];
  /** Paths of groups that carry SEO generators (`meta`). */
  seoPaths: string[];
};

export type FuzzModel = {
  collections: TargetModel[];
  globals: TargetModel[];
  authSlugs: string[];
  locales: string[];
  maxDepth: number;
};

const optionValue = (o: unknown) => (typeof o === 'string' ? o : String((o as { value: unknown }).value));

/** Every data path below `fields`, groups, arrays and blocks entered, prefixed with `prefix`. */
function pathsOf(fields: DataField[], prefix = ''): PathModel[] {
  const out: PathModel[] = [];
  for (const field of fields) {
    const path = `${prefix}${field.name}`;
    const base: PathModel = { path, type: field.type, operators: fieldTypes[field.type].operators };
    switch (field.type) {
      case 'group':
      case 'array':
        out.push(base, ...pathsOf(field.fields as DataField[], `${path}.`));
        break;
      case 'blocks':
        out.push(base, { path: `${path}.blockType`, type: 'text', operators: fieldTypes.text.operators });
        for (const block of field.blocks) out.push(...pathsOf(block.fields as DataField[], `${path}.`));
        break;
      case 'select':
      case 'radio':
        out.push({
          ...base,
          options: (field.options as unknown[]).map(optionValue),
          hasMany: 'hasMany' in field && !!field.hasMany,
        });
        break;
      case 'relationship':
      case 'upload': {
        const relationTo = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo];
        out.push({ ...base, relationTo, hasMany: 'hasMany' in field && !!field.hasMany });
        break;
      }
      default:
        out.push({
          ...base,
          hasMany: 'hasMany' in field && !!field.hasMany,
          ...('min' in field && typeof field.min === 'number' ? { min: field.min } : {}),
          ...('max' in field && typeof field.max === 'number' ? { max: field.max } : {}),
        });
    }
  }
  return out;
}

/** Paths through single-target relationships into the scalar top-level fields of the target (`author.email`). */
function relationHops(paths: PathModel[], config: SanitizedConfig): PathModel[] {
  const out: PathModel[] = [];
  for (const p of paths) {
    if (p.type !== 'relationship' && p.type !== 'upload') continue;
    if (p.relationTo?.length !== 1) continue;
    const target = config.collectionsBySlug[p.relationTo[0]];
    if (!target) continue;
    for (const field of target.flattenedFields) {
      if (field.type === 'group' || field.type === 'array' || field.type === 'blocks') continue;
      out.push({ ...pathsOf([field])[0], path: `${p.path}.${field.name}`, viaRelation: true });
    }
  }
  return out;
}

function seoPathsOf(fields: DataField[], prefix = ''): string[] {
  return fields.flatMap((f) =>
    f.type === 'group'
      ? [
          ...((f.admin as { custom?: { seo?: unknown } } | undefined)?.custom?.seo ? [`${prefix}${f.name}`] : []),
          ...seoPathsOf(f.fields as DataField[], `${prefix}${f.name}.`),
        ]
      : [],
  );
}

/** The fuzz's view of a sanitized config: every collection and global with every queryable path. */
export function buildModel(config: SanitizedConfig): FuzzModel {
  const collections = config.collections.map((c): TargetModel => {
    const paths = pathsOf(c.flattenedFields);
    return {
      slug: c.slug,
      kind: 'collection',
      auth: !!c.auth,
      paths: [...paths, ...relationHops(paths, config)],
      fields: c.flattenedFields,
      seoPaths: seoPathsOf(c.flattenedFields),
    };
  });
  const globals = config.globals.map(
    (g): TargetModel => ({
      slug: g.slug,
      kind: 'global',
      auth: false,
      paths: pathsOf(g.flattenedFields),
      fields: g.flattenedFields,
      seoPaths: seoPathsOf(g.flattenedFields),
    }),
  );
  return {
    collections,
    globals,
    authSlugs: config.collections.filter((c) => c.auth).map((c) => c.slug),
    locales: config.localization ? config.localization.localeCodes : [],
    maxDepth: config.maxDepth,
  };
}
