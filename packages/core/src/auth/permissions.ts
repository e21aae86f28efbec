import { accessResult } from '../access/executeAccess.ts';
import { findRowsByID } from '../collections/findRowsByID.ts';
import { getCollection, sanitizeID } from '../collections/operations/shared.ts';
import type { SanitizedCollection, SanitizedGlobal } from '../config/types.ts';
import type { DataField } from '../fields/types.ts';
import { walkFields } from '../fields/walkFields.ts';
import { globalPermission } from '../globals/operations/shared.ts';
import { sanitizeWhere } from '../queries/sanitizeWhere.ts';
import type { Where } from '../queries/types.ts';
import type { AtriumRequest, DocumentID } from '../types.ts';
import { getAuthCollection } from './users.ts';

export type Permission = { permission: boolean; where?: Where };
type FieldOperation = 'create' | 'read' | 'update';
export type FieldPermissions = {
  [name: string]: Partial<Record<FieldOperation, Permission>> & {
    fields?: FieldPermissions;
    blocks?: Record<string, { fields: FieldPermissions }>;
  };
};
/**
 * One collection's or global's permissions: the operations it has (`readVersions` with versions; `unlock` with auth,
 * where it lifts a sign-in lock, and with `lockDocuments`, where it takes over someone else's editing lock; `trash`
 * with a trash). `delete` is deleting for good; `trash` is moving a document to the trash, which is what deleting a
 * live document of such a collection does (its delete access asked with the `deletedAt` being set).
 */
export type EntityPermissions = Partial<Record<EntityOperation, Permission>> & { fields: FieldPermissions };
type EntityOperation = 'create' | 'read' | 'update' | 'delete' | 'readVersions' | 'unlock' | 'trash';
export type Permissions = {
  canAccessAdmin: boolean;
  collections: Record<string, EntityPermissions>;
  globals: Record<string, EntityPermissions>;
};

const collectionOperations = ['create', 'read', 'update', 'delete'] as const;

/**
 * Field permissions: a field's own access function (asked without a document) or, without one, the
 * permission of the same operation on its collection or global.
 */
async function fieldPermissions(
  req: AtriumRequest,
  fields: DataField[],
  inherited: Record<FieldOperation, boolean>,
): Promise<FieldPermissions> {
  const out: FieldPermissions = {};
  // What each group, array and blocks field answered, for the fields inside it (by schema path).
  const containers = new Map<string, { own: Record<FieldOperation, boolean>; entry: FieldPermissions[string] }>();
  await walkFields(fields, async (at) => {
    const field = at.field;
    if (field.hidden) return false;
    const parent = at.parent ? containers.get(at.parent.schemaPath) : undefined;
    const outer = parent?.own ?? inherited;
    const entry: FieldPermissions[string] = {};
    const own: Record<FieldOperation, boolean> = { ...outer };
    for (const operation of ['create', 'read', 'update'] as const) {
      const check = field.access?.[operation];
      own[operation] = check ? outer[operation] && (await check({ req })) === true : outer[operation];
      entry[operation] = { permission: own[operation] };
    }
    const siblings = !parent ? out : at.block ? parent.entry.blocks![at.block.slug].fields : parent.entry.fields!;
    siblings[field.name] = entry;
    if (field.type === 'group' || field.type === 'array') entry.fields = {};
    if (field.type === 'blocks') {
      entry.blocks = {};
      for (const block of field.blocks) entry.blocks[block.slug] = { fields: {} };
    }
    if (entry.fields || entry.blocks) containers.set(at.schemaPath, { own, entry });
  });
  return out;
}

/** One collection's permissions; with `id`, a `Where` answer is settled against that document. */
async function collectionPermissions(
  req: AtriumRequest,
  collection: SanitizedCollection,
  id?: DocumentID,
): Promise<EntityPermissions> {
  const operations: EntityOperation[] = [...collectionOperations];
  if (collection.versions) operations.push('readVersions');
  if (collection.auth || collection.lockDocuments !== false) operations.push('unlock');
  if (collection.trash) operations.push('trash');
  const result = {} as EntityPermissions;
  for (const operation of operations) {
    const answer =
      operation === 'trash'
        ? await accessResult(req, collection, 'delete', id, { deletedAt: new Date().toISOString() })
        : await accessResult(req, collection, operation, id);
    if (typeof answer === 'boolean') result[operation] = { permission: answer };
    else if (id === undefined) result[operation] = { permission: true, where: answer };
    else {
      const where = sanitizeWhere(collection, answer, { config: req.config, locale: req.locale, allowHidden: true });
      result[operation] = { permission: (await findRowsByID(req, collection, [id], where)).length > 0 };
    }
  }
  const allowed = (op: EntityOperation) => result[op]?.permission === true;
  result.fields = await fieldPermissions(req, collection.flattenedFields, {
    create: allowed('create'),
    read: allowed('read'),
    update: allowed('update'),
  });
  return result;
}

async function globalPermissions(req: AtriumRequest, global: SanitizedGlobal): Promise<EntityPermissions> {
  const result = {} as EntityPermissions;
  const operations: Array<'read' | 'update' | 'readVersions' | 'unlock'> = ['read', 'update'];
  if (global.versions) operations.push('readVersions');
  if (global.lockDocuments !== false) operations.push('unlock');
  for (const operation of operations) result[operation] = { permission: await globalPermission(req, global, operation) };
  const allowed = (op: EntityOperation) => result[op]?.permission === true;
  result.fields = await fieldPermissions(req, global.flattenedFields, {
    create: allowed('update'),
    read: allowed('read'),
    update: allowed('update'),
  });
  return result;
}

/** Whether the request's user may use the admin: the admin user collection's `admin` access. */
export async function canAccessAdmin(req: AtriumRequest): Promise<boolean> {
  const slug = req.config.admin.user;
  if (!req.user || !slug) return false;
  return (await accessResult(req, getAuthCollection(req, slug), 'admin')) === true;
}

/**
 * `GET /api/access`: what the request's user may do, per collection and global (the admin builds its
 * navigation from `read` and disables actions from the rest).
 */
export async function getPermissions(args: { req: AtriumRequest }): Promise<Permissions> {
  const { req } = args;
  const permissions: Permissions = { canAccessAdmin: await canAccessAdmin(req), collections: {}, globals: {} };
  for (const collection of req.config.collections)
    if (!collection.versionsOf) permissions.collections[collection.slug] = await collectionPermissions(req, collection);
  for (const global of req.config.globals) permissions.globals[global.slug] = await globalPermissions(req, global);
  return permissions;
}

/** `POST /api/{slug}/access/:id`: the same for one document, with every `Where` settled against it. */
export async function getDocumentPermissions(args: { req: AtriumRequest; collection: string; id: unknown }) {
  const { req } = args;
  const collection = getCollection(req, args.collection);
  return collectionPermissions(req, collection, sanitizeID(collection, args.id));
}
