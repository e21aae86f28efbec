import type { Permissions } from '../../auth/AuthProvider.tsx';
import { type AdminConfig, type ClientCollection, findCollection } from '../../config/index.ts';

/**
 * The collections a rich-text upload embed may offer (spec 6): of those the field names, only upload
 * collections, flagged to allow rich-text relationships (`admin.enableRichTextRelationship`, default on), not
 * hidden from the admin, and readable by the user. The server already narrows the field's list on the first two;
 * the admin checks again, since a collection the user cannot see must never be offered.
 */
export function uploadEmbedCollections(
  config: AdminConfig,
  permissions: Permissions | undefined,
  slugs: readonly string[],
): ClientCollection[] {
  return slugs.flatMap((slug) => {
    const collection = findCollection(config, slug);
    if (!collection?.upload) return [];
    if (collection.admin.hidden === true || collection.admin.enableRichTextRelationship === false) return [];
    return permissions?.collections?.[slug]?.read?.permission === true ? [collection] : [];
  });
}
