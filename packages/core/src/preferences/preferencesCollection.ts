import type { Access, CollectionConfig, CollectionHooks } from '../config/types.ts';
import type { FieldAccess } from '../fields/types.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';

/** The internal collection of admin preferences, added by `sanitizeConfig` when the config has an auth collection. */
export const preferencesSlug = 'payload-preferences';

/** Longest preference key accepted. */
export const maxPreferenceKeyLength = 255;

type Owner = { collection?: string; id: DocumentID };

/**
 * `users:12`: whose preference a row is, as one text value. The access `Where` matches on it, so rows of
 * auth collections with different id types (numbers, UUIDs) are told apart the same way.
 */
export function ownerOf(user: Owner): string {
  return `${user.collection}:${user.id}`;
}

/** A signed-in user's own rows, nobody else's; anonymous callers get nothing. */
const ownRows: Access = ({ req }) => (req.user ? { owner: { equals: ownerOf(req.user) } } : false);
const signedIn: Access = ({ req }) => req.user !== null;
/** Set by the operations and hooks below, never taken from a client's data. */
const internal: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false };

type BeforeValidate = NonNullable<CollectionHooks['beforeValidate']>[number];
type BeforeChange = NonNullable<CollectionHooks['beforeChange']>[number];

/** A row written without an owner (a client's own create) belongs to the caller. */
const fillOwner: BeforeValidate = ({ data, req }: { data: Record<string, unknown>; req: AtriumRequest }) => {
  if (data.user === undefined && req.user) data.user = { relationTo: req.user.collection, value: req.user.id };
  return data;
};

/** `owner` for the access `Where`, and `ownerKey`, whose unique index keeps one row per user and key. */
const deriveOwnerKeys: BeforeChange = ({ data }: { data: Record<string, unknown> }) => {
  const user = data.user as { relationTo: string; value: DocumentID };
  const owner = ownerOf({ collection: user.relationTo, id: user.value });
  return { ...data, owner, ownerKey: JSON.stringify([owner, data.key]) };
};

/**
 * The preferences collection: one row per user and key, `{ key, user: { relationTo, value }, value }`. Hidden
 * from the admin's navigation; each signed-in user reads, changes and deletes only their own rows.
 */
export function preferencesCollection(authSlugs: string[]): CollectionConfig {
  return {
    slug: preferencesSlug,
    labels: { singular: { en: 'Preference' }, plural: { en: 'Preferences' } },
    admin: { hidden: true, useAsTitle: 'key' },
    access: { create: signedIn, read: ownRows, update: ownRows, delete: ownRows },
    hooks: { beforeValidate: [fillOwner], beforeChange: [deriveOwnerKeys] },
    fields: [
      { name: 'key', type: 'text', required: true, index: true, maxLength: maxPreferenceKeyLength },
      { name: 'user', type: 'relationship', relationTo: authSlugs, required: true, access: internal },
      { name: 'value', type: 'json' },
      { name: 'owner', type: 'text', hidden: true, index: true, access: internal },
      { name: 'ownerKey', type: 'text', hidden: true, unique: true, access: internal },
    ],
  };
}
