import type { Access, CollectionConfig, SanitizedCollection } from '../config/types.ts';
import type { Field } from '../fields/types.ts';

/** Payload's name for the collection of document locks; one row per locked document or global. */
export const lockedDocumentsSlug = 'payload-locked-documents';

const signedIn: Access = ({ req }) => req.user !== null;
/** Rows are written only by the lock operations (which check the caller themselves), never through the collection. */
const nobody: Access = () => false;

/**
 * The locks as Payload keeps them: `document` (`{ relationTo, value }`, for a collection's document) or
 * `globalSlug`, the `user` holding it, and `updatedAt`, renewed while their editor is open. Atrium adds two hidden
 * keys: `lockKey` (`collection:posts:12`, `global:footer`), unique, so a document has at most one lock row, and
 * `holder` (`users:4`), so a lock is checked without reading the relationship's stored form.
 */
export function lockedDocumentsCollection(collections: SanitizedCollection[]): CollectionConfig {
  const lockable = collections.filter((c) => c.lockDocuments !== false).map((c) => c.slug);
  const authSlugs = collections.filter((c) => c.auth).map((c) => c.slug);
  const fields: Field[] = [];
  if (lockable.length > 0)
    fields.push({ name: 'document', type: 'relationship', relationTo: lockable, index: true, maxDepth: 0 });
  fields.push(
    { name: 'globalSlug', type: 'text', index: true },
    { name: 'user', type: 'relationship', relationTo: authSlugs, required: true, maxDepth: 1 },
    { name: 'lockKey', type: 'text', hidden: true, unique: true, required: true },
    { name: 'holder', type: 'text', hidden: true, index: true, required: true },
  );
  return {
    slug: lockedDocumentsSlug,
    labels: { singular: { en: 'Locked document' }, plural: { en: 'Locked documents' } },
    admin: { hidden: true },
    access: { read: signedIn, create: nobody, update: nobody, delete: nobody },
    lockDocuments: false,
    fields,
  };
}
