import { findRowsByID } from '../collections/findRowsByID.ts';
import { create } from '../collections/operations/create.ts';
import { Forbidden } from '../errors/index.ts';
import { isPlainObject } from '../fields/shared/isPlainObject.ts';
import type { AtriumRequest } from '../types.ts';
import { type LoginResult, startSession } from './login.ts';
import { internalAuthFieldNames } from './sanitizeAuth.ts';
import { getAuthCollection } from './users.ts';

/** `init`: whether the collection has any user yet (the admin then asks for the first one). */
export async function isInitialized(args: { collection: string; req: AtriumRequest }): Promise<boolean> {
  const collection = getAuthCollection(args.req, args.collection);
  return (await args.req.db.count({ collection: collection.slug, transaction: args.req.transaction })) > 0;
}

/** First-register calls run one at a time, so two racing requests cannot both become "the first user". */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Creates the first user of the admin user collection (`admin.user`), whatever its create access says, and
 * signs them in. Refused with 403 as soon as any user exists, and for every other auth collection. Overriding access must not let the client write account state (sessions, reset
 * tokens, the lock), so those keys are dropped; no verification mail goes out, as the user is verified here.
 */
export function registerFirstUser(args: { collection: string; data: unknown; req: AtriumRequest }): Promise<LoginResult> {
  const run = queue.then(async () => {
    const { req } = args;
    const collection = getAuthCollection(req, args.collection);
    // Only the admin's own users start this way; other auth collections get users through create and its access.
    if (collection.slug !== req.config.admin.user)
      throw new Forbidden('error:firstRegisterAdminOnly', { slug: req.config.admin.user });
    if (await isInitialized(args)) throw new Forbidden('error:firstUserExists');
    const data = isPlainObject(args.data)
      ? Object.fromEntries(Object.entries(args.data).filter(([key]) => !internalAuthFieldNames.includes(key)))
      : args.data;
    const doc = await create({
      collection: collection.slug,
      data,
      req,
      depth: 0,
      overrideAccess: true,
      disableVerificationEmail: true,
    });
    const [row] = await findRowsByID(req, collection, [doc.id], undefined);
    // The first user proves their address by being the one who installed the site.
    return startSession(req, collection, row, (data) => {
      if (collection.auth.verify) {
        data._verified = true;
        data._verificationToken = null;
      }
    });
  });
  queue = run.catch(() => undefined);
  return run;
}
