import type { SanitizedCollection, SanitizedConfig } from '../config/types.ts';
import { echo, type MessageKey, QueryError } from '../errors/index.ts';
import { subFields } from '../fields/flattenFields.ts';
import { getFieldType } from '../fields/registry.ts';
import type { DataField } from '../fields/types.ts';
import type { PathStep, ResolvedPath } from './types.ts';

/** Relationship hops one path may take; each is a subquery. */
const maxRelationHops = 3;

export type ResolveContext = {
  config: SanitizedConfig;
  /** The content locale localized values are read in. */
  locale?: string;
  /** Crossing arrays and relationships is allowed for filters, not for sorting. */
  forSort?: boolean;
  /**
   * Hidden fields may be queried (access rules written in the config do); a caller's own where may not,
   * since filtering or sorting on a value reveals it. Defaults to `false`.
   */
  allowHidden?: boolean;
  /** Called with each field the path reads (across relationships too), so callers can check field read access. */
  onField?: (field: DataField, path: string) => void;
};

/**
 * Resolves a dot path (`hero.title`, `layout.blockType`, `author.name`) against a collection's fields. Returns
 * one path, or several alternatives (a polymorphic relationship crossed into each of its collections) that the
 * caller joins with OR. Throws `QueryError` naming the path when it leads nowhere.
 */
export function resolvePath(collection: SanitizedCollection, path: string, ctx: ResolveContext): ResolvedPath[] {
  if (typeof path !== 'string' || path === '' || path.length > 200)
    throw new QueryError('query:pathInvalid', { path: echo(String(path)) }, { path: echo(String(path)) });
  return resolveIn(collection, path.split('.'), 0, [], ctx, path, 0);
}

function resolveIn(
  collection: SanitizedCollection,
  segments: string[],
  index: number,
  prefix: PathStep[],
  ctx: ResolveContext,
  path: string,
  hops: number,
): ResolvedPath[] {
  const name = segments[index];
  const isLast = index === segments.length - 1;
  if (prefix.length === 0 || prefix[prefix.length - 1].kind === 'relation') {
    if (name === 'id' || ((name === 'createdAt' || name === 'updatedAt') && collection.timestamps)) {
      if (!isLast) throw new QueryError('query:pathPastEnd', { path: echo(path), name });
      if (prefix.length > 0) {
        if (name !== 'id') throw new QueryError('query:pathAcrossRelationship', { path: echo(path), name });
        // `author.id` is the relationship value itself: drop the hop.
        const hop = prefix[prefix.length - 1] as Extract<PathStep, { kind: 'relation' }>;
        const steps: PathStep[] = hop.polymorphic ? [...prefix.slice(0, -1), { kind: 'key', key: 'value' }] : prefix.slice(0, -1);
        return [{ path, steps, kind: 'relationship', idType: collection.idType, isMany: false }];
      }
      return [
        {
          path,
          column: name,
          steps: [],
          kind: name === 'id' ? 'relationship' : 'date',
          idType: collection.idType,
          isMany: false,
        },
      ];
    }
  }
  return resolveField(collection.flattenedFields, segments, index, prefix, ctx, path, hops, false, collection.slug);
}

function resolveField(
  fields: DataField[],
  segments: string[],
  index: number,
  prefix: PathStep[],
  ctx: ResolveContext,
  path: string,
  hops: number,
  inheritedLocalized: boolean,
  owner: string,
): ResolvedPath[] {
  const name = segments[index];
  const field = fields.find((f) => f.name === name && (!f.hidden || ctx.allowHidden));
  if (!field) throw new QueryError('query:pathUnknownField', { path: echo(path), name: echo(name), owner }, { path: echo(path) });
  ctx.onField?.(field, path);
  const steps: PathStep[] = [...prefix, { kind: 'key', key: field.name }];
  const localized = !inheritedLocalized && field.localized === true && ctx.config.localization !== false;
  if (localized && ctx.config.localization) steps.push({ kind: 'key', key: pickLocale(ctx) });
  const isLast = index === segments.length - 1;
  const next = index + 1;
  const childLocalized = inheritedLocalized || localized;

  switch (field.type) {
    case 'group':
      if (isLast) return [{ path, steps, kind: 'json', isMany: false }];
      return resolveField(subFields(field), segments, next, steps, ctx, path, hops, childLocalized, `${owner}.${name}`);
    case 'array':
      noSortAcross(ctx, path, 'query:sortIntoArray');
      if (isLast) return [{ path, steps, kind: 'json', isMany: false }];
      return resolveField(
        subFields(field),
        segments,
        next,
        [...steps, { kind: 'each' }],
        ctx,
        path,
        hops,
        childLocalized,
        `${owner}.${name}`,
      );
    case 'blocks': {
      noSortAcross(ctx, path, 'query:sortIntoBlocks');
      if (isLast) return [{ path, steps, kind: 'json', isMany: false }];
      const rowSteps: PathStep[] = [...steps, { kind: 'each' }];
      const sub = segments[next];
      if (sub === 'blockType' || sub === 'blockName' || sub === 'id') {
        if (next !== segments.length - 1) throw new QueryError('query:pathPastEnd', { path: echo(path), name: sub });
        return [{ path, steps: [...rowSteps, { kind: 'key', key: sub }], kind: 'text', isMany: false }];
      }
      // A name may be shared by several block types; they are the same row-level key, so the first decides.
      const union = field.blocks.flatMap((b) => b.fields as DataField[]);
      return resolveField(union, segments, next, rowSteps, ctx, path, hops, childLocalized, `${owner}.${name}`);
    }
    case 'relationship':
    case 'upload':
      return resolveRelationship(field, segments, next, steps, ctx, path, hops);
    default: {
      if (!isLast)
        throw new QueryError('query:pathNoSubFields', { path: echo(path), name, type: field.type }, { path: echo(path) });
      const definition = getFieldType(field.type);
      return [
        {
          path,
          steps,
          kind: definition.queryKind,
          isMany: definition.isMany?.(field as never) ?? false,
          operators: definition.operators,
          ...(definition.isExactNumber?.(field as never) ? { exactNumbers: true } : {}),
        },
      ];
    }
  }
}

function resolveRelationship(
  field: Extract<DataField, { type: 'relationship' | 'upload' }>,
  segments: string[],
  next: number,
  steps: PathStep[],
  ctx: ResolveContext,
  path: string,
  hops: number,
): ResolvedPath[] {
  const targets = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo];
  const polymorphic = Array.isArray(field.relationTo);
  const many = field.hasMany === true;
  const target = ctx.config.collectionsBySlug[targets[0]];
  if (next === segments.length) {
    // A polymorphic value is `{ relationTo, value }`: filter on `field.value` and `field.relationTo` instead.
    const operators = polymorphic ? (['exists'] as const) : getFieldType(field.type).operators;
    return [
      {
        path,
        steps,
        kind: polymorphic ? 'json' : 'relationship',
        idType: target.idType,
        isMany: many && !polymorphic,
        operators,
      },
    ];
  }
  const base: PathStep[] = many ? [...steps, { kind: 'each' }] : steps;
  const sub = segments[next];
  if (polymorphic && (sub === 'relationTo' || sub === 'value')) {
    if (next !== segments.length - 1) throw new QueryError('query:pathPastEnd', { path: echo(path), name: sub });
    if (many) noSortAcross(ctx, path, 'query:sortIntoRelationshipList');
    return [
      sub === 'relationTo'
        ? { path, steps: [...base, { kind: 'key', key: 'relationTo' }], kind: 'text', isMany: false }
        : { path, steps: [...base, { kind: 'key', key: 'value' }], kind: 'relationship', idType: target.idType, isMany: false },
    ];
  }
  noSortAcross(ctx, path, 'query:sortIntoRelationship');
  if (hops >= maxRelationHops) throw new QueryError('query:pathTooManyHops', { path: echo(path), limit: maxRelationHops });
  // A polymorphic relationship matches through every target collection that has the path.
  const resolved: ResolvedPath[] = [];
  let firstError: unknown;
  for (const slug of targets) {
    const hop: PathStep = { kind: 'relation', collection: slug, polymorphic };
    try {
      resolved.push(...resolveIn(ctx.config.collectionsBySlug[slug], segments, next, [...base, hop], ctx, path, hops + 1));
    } catch (error) {
      if (!polymorphic || !(error instanceof QueryError)) throw error;
      firstError ??= error;
    }
  }
  if (resolved.length === 0) throw firstError;
  return resolved;
}

function noSortAcross(ctx: ResolveContext, path: string, reason: MessageKey) {
  if (ctx.forSort) throw new QueryError(reason, { path: echo(path) });
}

function pickLocale(ctx: ResolveContext): string {
  const localization = ctx.config.localization;
  if (!localization) return '';
  if (ctx.locale && ctx.locale !== 'all' && localization.localeCodes.includes(ctx.locale)) return ctx.locale;
  return localization.defaultLocale;
}
