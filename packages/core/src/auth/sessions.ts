import { BadRequest, Unauthorized } from '../errors/index.ts';
import type { AtriumRequest, Document } from '../types.ts';
import type { Authentication } from './authenticate.ts';
import { readSelf } from './login.ts';
import { signToken } from './tokens.ts';
import { getAuthCollection, liveSessions, loadUser, patchUser } from './users.ts';

/** `me`: the signed-in user of this collection (`null` when anonymous or signed in elsewhere). */
export async function me(args: { collection: string; req: AtriumRequest; authentication: Authentication }): Promise<{
  user: Document | null;
  collection?: string;
  token?: string;
  exp?: number;
  strategy?: string;
}> {
  const { req, authentication } = args;
  const collection = getAuthCollection(req, args.collection);
  const user = req.user;
  if (!user || user.collection !== collection.slug) return { user: null };
  const row = await loadUser(req, collection, user.id);
  if (!row) return { user: null };
  return {
    user: await readSelf(req, collection, row),
    collection: collection.slug,
    ...(authentication.token ? { token: authentication.token, exp: authentication.exp } : {}),
    strategy: authentication.strategy,
  };
}

/** Ends the session the request's token belongs to; the token stops working at once. */
export async function logout(args: { collection: string; req: AtriumRequest; authentication: Authentication }): Promise<void> {
  const { req, authentication } = args;
  const collection = getAuthCollection(req, args.collection);
  const user = req.user;
  if (!user || user.collection !== collection.slug || !authentication.sid) throw new BadRequest('error:logoutFailed');
  const sid = authentication.sid;
  await patchUser(req, collection, user.id, (data) => {
    data.sessions = liveSessions(data).filter((s) => s.id !== sid);
  });
}

/** A new token for the same session, valid for another `tokenExpiration` seconds. */
export async function refreshToken(args: {
  collection: string;
  req: AtriumRequest;
  authentication: Authentication;
}): Promise<{ refreshedToken: string; exp: number; user: Document }> {
  const { req, authentication } = args;
  const collection = getAuthCollection(req, args.collection);
  const user = req.user;
  if (!authentication.sid || !user) throw new Unauthorized('error:tokenNotProvided');
  if (user.collection !== collection.slug) throw new Unauthorized('error:unauthorized');
  const sid = authentication.sid;
  const { tokenExpiration } = collection.auth;
  const expiresAt = new Date(Date.now() + tokenExpiration * 1000).toISOString();
  const row = await patchUser(req, collection, user.id, (data) => {
    const sessions = liveSessions(data);
    const session = sessions.find((s) => s.id === sid);
    if (!session) throw new Unauthorized('error:tokenRevoked');
    // Refreshing keeps a session going, but not for ever: after `maxSessionAge` the password is asked again.
    if (Date.now() - Date.parse(session.createdAt) > collection.auth.maxSessionAge * 1000)
      throw new Unauthorized('error:sessionTooOld');
    session.expiresAt = expiresAt;
    data.sessions = sessions;
  });
  const { token, exp } = await signToken(
    req.config.secret,
    { id: row.id, collection: collection.slug, sid, email: typeof row.email === 'string' ? row.email : undefined },
    tokenExpiration,
  );
  return { refreshedToken: token, exp, user: await readSelf(req, collection, row) };
}
