import { executeAccess } from '../access/executeAccess.ts';
import { findRowsByID } from '../collections/findRowsByID.ts';
import { NotFound } from '../errors/index.ts';
import { isPlainObject } from '../fields/shared/isPlainObject.ts';
import type { AtriumRequest } from '../types.ts';
import { loginIdentifier } from './login.ts';
import { findUserBy, getAuthCollection, patchUser } from './users.ts';

/** Lifts a lock and clears the failed-login count; needs `unlock` access (by default: any signed-in user). */
export async function unlock(args: { collection: string; data: unknown; req: AtriumRequest; overrideAccess?: boolean }) {
  const { req } = args;
  const collection = getAuthCollection(req, args.collection);
  const access = await executeAccess({ req, collection, operation: 'unlock', overrideAccess: args.overrideAccess });
  const { field, value } = loginIdentifier(req, collection, isPlainObject(args.data) ? args.data : {});
  const row = await findUserBy(req, collection, field, value);
  const allowed = row && (!access.where || (await findRowsByID(req, collection, [row.id], access.where)).length > 0);
  if (!row || !allowed) throw new NotFound('error:userNotFound');
  await patchUser(req, collection, row.id, (data) => {
    data.loginAttempts = 0;
    data.lockUntil = null;
  });
}
