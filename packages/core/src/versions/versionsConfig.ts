import { configDefaults } from '../config/defaults.ts';
import type { Access, CollectionConfig, DraftsConfig, SanitizedDrafts, SanitizedVersions } from '../config/types.ts';
import { InvalidConfiguration } from '../errors/index.ts';
import type { Field } from '../fields/types.ts';

/** The internal collection holding the versions of the collection or global `slug` (Payload's name). */
export function versionsSlug(slug: string): string {
  return `_${slug}_versions`;
}

/** `versions` as written in a collection (`maxPerDoc`) or global (`max`) config, with its defaults. */
export function sanitizeVersions(
  versions: boolean | { drafts?: DraftsConfig; maxPerDoc?: number; max?: number } | undefined,
  owner: string,
  keepKey: 'maxPerDoc' | 'max',
): SanitizedVersions {
  if (!versions) return false;
  const options = versions === true ? {} : versions;
  const keep = options[keepKey] ?? configDefaults.versionsMaxPerDoc;
  if (!Number.isInteger(keep) || keep < 0)
    throw new InvalidConfiguration(`Invalid config: ${owner}, versions.${keepKey}: must be a whole number ≥ 0 (0 keeps all)`);
  return { drafts: sanitizeDrafts(options.drafts), maxPerDoc: keep };
}

/** The drafts options of sanitized `versions`; `false` without versions or drafts. */
export function draftsOf(versions: SanitizedVersions): SanitizedDrafts {
  return versions ? versions.drafts : false;
}

function sanitizeDrafts(drafts: DraftsConfig | undefined): SanitizedDrafts {
  if (!drafts) return false;
  const options = drafts === true ? {} : drafts;
  const autosave = options.autosave
    ? { interval: (options.autosave !== true && options.autosave.interval) || configDefaults.autosaveInterval }
    : (false as const);
  return { autosave, schedulePublish: options.schedulePublish === true, validate: options.validate === true };
}

/** The `_status` field drafts add (Payload's): a new document is a draft until it is published. */
export const statusField: Field = {
  name: '_status',
  type: 'select',
  options: ['draft', 'published'],
  defaultValue: 'draft',
  index: true,
  admin: { hidden: true, disableBulkEdit: true },
} as Field;

/** Version rows are written by the write pipeline only; who may read them is decided by the owner's `readVersions`. */
const nobody: Access = () => false;
const anyone: Access = () => true;

/**
 * A copy of a field list without `unique` (a document's versions repeat its unique values), `index` (every index
 * is work on every save, and versions are found by `parent`) and joins (not stored).
 */
function snapshotFields(fields: Field[]): Field[] {
  const out: Field[] = [];
  for (const field of fields) {
    if (field.type === 'join') continue;
    const copy = { ...field } as Record<string, unknown>;
    delete copy.unique;
    delete copy.index;
    if (Array.isArray(copy.fields)) copy.fields = snapshotFields(copy.fields as Field[]);
    if (Array.isArray(copy.blocks))
      copy.blocks = (copy.blocks as Array<{ fields: Field[] }>).map((block) => ({
        ...block,
        fields: snapshotFields(block.fields),
      }));
    if (Array.isArray(copy.tabs))
      copy.tabs = (copy.tabs as Array<{ fields: Field[] }>).map((tab) => ({ ...tab, fields: snapshotFields(tab.fields) }));
    out.push(copy as Field);
  }
  return out;
}

/**
 * The internal versions collection of a versioned collection (`parent` is set) or global: `parent`, `version`
 * (the snapshot: the fields, `_status`, `createdAt`, `updatedAt`), `autosave`, `latest`, `publishedLocale`.
 * Hidden from navigation and the client config; reached only through the versions operations.
 */
export function versionsCollectionConfig(
  owner: { slug: string; fields: Field[]; drafts: boolean },
  parent: string | undefined,
): CollectionConfig {
  const snapshot: Field[] = [
    ...snapshotFields(owner.fields),
    ...(owner.drafts ? [{ ...statusField, index: false, admin: undefined } as Field] : []),
    { name: 'createdAt', type: 'date' } as Field,
    { name: 'updatedAt', type: 'date' } as Field,
  ];
  return {
    slug: versionsSlug(owner.slug),
    labels: { singular: { en: 'Version' }, plural: { en: 'Versions' } },
    admin: { hidden: true },
    access: { read: anyone, create: nobody, update: nobody, delete: nobody },
    defaultSort: '-updatedAt',
    fields: [
      ...(parent ? [{ name: 'parent', type: 'relationship', relationTo: parent, index: true } as Field] : []),
      { name: 'version', type: 'group', fields: snapshot } as Field,
      { name: 'autosave', type: 'checkbox' } as Field,
      { name: 'latest', type: 'checkbox' } as Field,
      { name: 'publishedLocale', type: 'text' } as Field,
    ],
  };
}
