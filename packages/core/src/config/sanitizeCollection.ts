import { InvalidConfiguration } from '../errors/index.ts';
import { compileSchema } from '../fields/compileSchema.ts';
import { flattenFields } from '../fields/flattenFields.ts';
import type { Label } from '../fields/types.ts';
import { draftsOf, sanitizeVersions, statusField } from '../versions/versionsConfig.ts';
import { reservedFieldNames, reservedSlugs, slugPattern } from './defaults.ts';
import { checkEndpoints } from './endpoints.ts';
import { type FieldContext, sanitizeFields } from './sanitizeFields.ts';
import { sanitizeLockDocuments } from './sanitizeLockDocuments.ts';
import type { CollectionConfig, CollectionHooks, Config, Feature, InternalHooks, SanitizedCollection } from './types.ts';

const hookNames: Array<keyof CollectionHooks> = [
  'beforeOperation',
  'beforeValidate',
  'beforeChange',
  'afterChange',
  'beforeRead',
  'afterRead',
  'beforeDelete',
  'afterDelete',
  'afterOperation',
];

/** `blog-posts` → `Blog Posts`. */
export function labelFromSlug(slug: string): string {
  return slug
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

const irregularSingulars: Record<string, string> = {
  news: 'news',
  series: 'series',
  species: 'species',
  movies: 'movie',
  cookies: 'cookie',
};

/** `Categories` → `Category`, `Blog Posts` → `Blog Post`: the last word of an English plural; others stay. */
export function singularOf(label: string): string {
  const words = label.split(' ');
  const last = words.pop() ?? '';
  const lower = last.toLowerCase();
  let singular = last;
  if (lower in irregularSingulars) singular = last.slice(0, irregularSingulars[lower].length);
  else if (/[^aeiou]ies$/.test(lower)) singular = `${last.slice(0, -3)}y`;
  else if (/(ches|shes|xes|sses)$/.test(lower)) singular = last.slice(0, -2);
  else if (/[^su]s$/.test(lower)) singular = last.slice(0, -1);
  return [...words, singular].join(' ');
}

export function checkSlug(slug: unknown, kind: 'collection' | 'global', index: number): string {
  if (typeof slug !== 'string' || !slugPattern.test(slug) || slug.includes('__')) {
    throw new InvalidConfiguration(
      `Invalid config: ${kind} #${index} has slug ${JSON.stringify(slug)}; a slug holds lower-case letters, digits, "-" and "_" (never "__") and starts with a letter or digit`,
    );
  }
  return slug;
}

/** Fills a collection's defaults (spec section 3: timestamps on, uploads, versions and auth off, title = id). */
export function sanitizeCollection(
  collection: CollectionConfig,
  ctx: Omit<FieldContext, 'owner' | 'reservedNames'> & { upload?: Config['upload'] },
  pagination: { defaultLimit: number; limits: number[] },
  secret: string,
  /** The features that add fields, options and internal hooks (see `src/features.ts`). */
  features: readonly Feature[],
  /** Core's own collections (`payload-preferences`) may use a reserved slug. Defaults to `false`. */
  isInternal = false,
): SanitizedCollection {
  const owner = `collection "${collection.slug}"`;
  if (!isInternal && reservedSlugs.has(collection.slug))
    throw new InvalidConfiguration(`Invalid config: ${owner}: the slug "${collection.slug}" is reserved`);
  if (!Array.isArray(collection.fields)) throw new InvalidConfiguration(`Invalid config: ${owner}, fields: must be an array`);
  const { declared, options, internalHooks } = applyFeatures(collection, features, { owner, secret, upload: ctx.upload });
  const versions = sanitizeVersions(collection.versions, owner, 'maxPerDoc');
  if (versions && options.auth)
    throw new InvalidConfiguration(
      `Invalid config: ${owner}, versions: not supported on an auth collection (its secrets would be copied)`,
    );
  const trash = collection.trash ?? false;
  if (typeof trash !== 'boolean') throw new InvalidConfiguration(`Invalid config: ${owner}, trash: must be true or false`);
  const fields = [
    ...sanitizeFields(trash ? withDeletedAt(declared, owner) : declared, { ...ctx, owner, reservedNames: reservedFieldNames }),
    // Added after the check of reserved names, which keeps `_status` for this field.
    ...(draftsOf(versions) ? sanitizeFields([statusField], { ...ctx, owner }) : []),
  ];
  const flattenedFields = flattenFields(fields);
  const timestamps = collection.timestamps ?? true;

  const useAsTitle = collection.admin?.useAsTitle ?? 'id';
  if (
    useAsTitle !== 'id' &&
    !flattenedFields.some((f) => f.name === useAsTitle) &&
    !(timestamps && /^(createdAt|updatedAt)$/.test(useAsTitle))
  ) {
    throw new InvalidConfiguration(`Invalid config: ${owner}, admin.useAsTitle: "${useAsTitle}" is not a top-level field`);
  }
  const defaultSort = collection.defaultSort ?? (timestamps ? '-createdAt' : '-id');
  const sortField = defaultSort.replace(/^-/, '');
  if (!['id', 'createdAt', 'updatedAt'].includes(sortField) && !flattenedFields.some((f) => f.name === sortField.split('.')[0])) {
    throw new InvalidConfiguration(`Invalid config: ${owner}, defaultSort: "${defaultSort}" does not name a field`);
  }
  if (!timestamps && /^(createdAt|updatedAt)$/.test(sortField)) {
    throw new InvalidConfiguration(`Invalid config: ${owner}, defaultSort: "${defaultSort}" needs timestamps, which are off`);
  }
  if (collection.idType !== undefined && collection.idType !== 'number' && collection.idType !== 'uuid') {
    throw new InvalidConfiguration(`Invalid config: ${owner}, idType: must be "number" or "uuid"`);
  }

  const hooks = {} as Required<CollectionHooks>;
  for (const name of hookNames) {
    const list = collection.hooks?.[name] ?? [];
    if (!Array.isArray(list) || list.some((h) => typeof h !== 'function')) {
      throw new InvalidConfiguration(`Invalid config: ${owner}, hooks.${name}: must be an array of functions`);
    }
    (hooks as Record<string, unknown>)[name] = [...list];
  }
  for (const [name, fn] of Object.entries(collection.access ?? {})) {
    if (typeof fn !== 'function') throw new InvalidConfiguration(`Invalid config: ${owner}, access.${name}: must be a function`);
  }

  const fallbackLabel: Label = labelFromSlug(collection.slug);

  return {
    ...collection,
    endpoints: checkEndpoints(collection.endpoints, `Invalid config: ${owner}`),
    fields,
    flattenedFields,
    fieldSchema: compileSchema(flattenedFields),
    timestamps,
    trash,
    upload: false,
    versions,
    lockDocuments: sanitizeLockDocuments(collection.lockDocuments, owner, isInternal),
    auth: false,
    ...options,
    admin: {
      ...collection.admin,
      useAsTitle,
      pagination: {
        defaultLimit: collection.admin?.pagination?.defaultLimit ?? pagination.defaultLimit,
        limits: collection.admin?.pagination?.limits ?? pagination.limits,
      },
    },
    labels: {
      singular: collection.labels?.singular ?? singularOf(fallbackLabel),
      plural: collection.labels?.plural ?? fallbackLabel,
    },
    defaultSort,
    idType: collection.idType ?? 'number',
    hooks,
    access: { ...collection.access },
    internalHooks,
  };
}

/**
 * Each feature's part of the collection, in the features' order: fields it adds (each sees the fields the ones
 * before it left), options it owns, and internal hooks, which run in the same order.
 */
function applyFeatures(
  collection: CollectionConfig,
  features: readonly Feature[],
  ctx: { owner: string; secret: string; upload?: Config['upload'] },
) {
  let declared = collection.fields;
  const options: Partial<SanitizedCollection> = {};
  const internalHooks: InternalHooks = { beforeWrite: [], beforeStore: [], storeError: [], afterCreate: [], afterDelete: [] };
  for (const feature of features) {
    const part = feature.collection?.({ ...collection, fields: declared }, ctx);
    if (!part) continue;
    if (part.fields) declared = part.fields;
    Object.assign(options, part.options);
    for (const [name, hooks] of Object.entries(part.internalHooks ?? {}))
      (internalHooks[name as keyof InternalHooks] as unknown[]).push(...(hooks as unknown[]));
  }
  return { declared, options, internalHooks };
}

/**
 * A trash-enabled collection's `deletedAt` (Payload's name): when the document went to the trash, absent while
 * it is live. Indexed, since every read of the collection filters on it. A create cannot set it (a document is
 * born live); an update can, which is how Payload's clients trash and restore (the operation checks delete access
 * for trashing).
 */
function withDeletedAt(declared: CollectionConfig['fields'], owner: string): CollectionConfig['fields'] {
  if (declared.some((f) => 'name' in f && f.name === 'deletedAt')) {
    throw new InvalidConfiguration(`Invalid config: ${owner}, fields: "deletedAt" is the trash's own field (trash: true)`);
  }
  return [
    ...declared,
    { name: 'deletedAt', type: 'date', index: true, access: { create: () => false }, admin: { hidden: true, readOnly: true } },
  ];
}
