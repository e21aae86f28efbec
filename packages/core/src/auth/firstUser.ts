import { findRowsByID } from '../collections/findRowsByID.ts';
import { create } from '../collections/operations/create.ts';
import { Forbidden } from '../errors/index.ts';
import { isPlainObject } from '../fields/shared/isPlainObject.ts';
import type { AtriumRequest } from '../types.ts';
import { withTransaction } from '../utilities/transaction.ts';
import { type LoginResult, startSession } from './login.ts';
import { internalAuthFieldNames } from './sanitizeAuth.ts';
import { getAuthCollection } from './users.ts';

/** `init`: whether the collection has any user yet (the admin then asks for the first one). */
export async function isInitialized(args: { collection: string; req: AtriumRequest }): Promise<boolean> {
  const collection = getAuthCollection(args.req, args.collection);
  return (await args.req.db.count({ collection: collection.slug, transaction: args.req.transaction })) > 0;
}

/**
 * Creates the first user of the admin user collection (`admin.user`), whatever its create access says, and
 * signs them in. Refused with 403 as soon as any user exists, and for every other auth collection. Overriding access must not let the client write account state (sessions, reset
 * tokens, the lock), so those keys are dropped; no verification mail goes out, as the user is verified here.
 */
export async function registerFirstUser(args: { collection: string; data: unknown; req: AtriumRequest }): Promise<LoginResult> {
  const { req } = args;
  const collection = getAuthCollection(req, args.collection);
  // Only the admin's own users start this way; other auth collections get users through create and its access.
  if (collection.slug !== req.config.admin.user)
    throw new Forbidden('error:firstRegisterAdminOnly', { slug: req.config.admin.user });
  const data = isPlainObject(args.data)
    ? Object.fromEntries(Object.entries(args.data).filter(([key]) => !internalAuthFieldNames.includes(key)))
    : args.data;
  // Once there is a user (the usual case) this answers without taking the database's lock.
  if (await isInitialized(args)) throw new Forbidden('error:firstUserExists');
  const doc = await withTransaction(req, async () => {
    // The check and the insert share one transaction holding a lock of the database, not of this process:
    // two servers on one database each saw "no user yet" and both made an administrator (issue 15).
    await req.db.lockTransaction({ transaction: req.transaction!, name: `first-register:${collection.slug}` });
    if (await isInitialized(args)) throw new Forbidden('error:firstUserExists');
    return create({
      collection: collection.slug,
      data,
      req,
      depth: 0,
      overrideAccess: true,
      disableVerificationEmail: true,
    });
  });
  const [row] = await findRowsByID(req, collection, [doc.id], undefined);
  // The first user proves their address by being the one who installed the site.
  return startSession(req, collection, row, (data) => {
    if (collection.auth.verify) {
      data._verified = true;
      data._verificationToken = null;
    }
  });
}
