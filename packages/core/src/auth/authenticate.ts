import { Unauthorized } from '../errors/index.ts';
import type { AtriumRequest } from '../types.ts';
import { apiKeyIndex } from './secrets.ts';
import { type TokenPayload, verifiedToken, verifyToken } from './tokens.ts';
import {
  type AuthCollection,
  findUserBy,
  hasSession,
  isLocked,
  loadUser,
  recentLookups,
  recentUser,
  remember,
  type SessionUser,
  toSessionUser,
} from './users.ts';

/** Who a request is, and how it proved it. */
export type Authentication = {
  user: SessionUser | null;
  /** `jwt`, `api-key`, or a custom strategy's name. */
  strategy?: string;
  /** The login token the request carried, and when it ends (seconds since the epoch). */
  token?: string;
  exp?: number;
  sid?: string;
  /** The token came from the cookie (so logout and refresh answer with a new cookie). */
  fromCookie?: boolean;
};

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Recognises the caller, in the contract's order: `Authorization: JWT <token>`, `Authorization: Bearer <token>`,
 * `Authorization: <slug> API-Key <key>`, then the login cookie (`cookieToken`, passed only when the server's
 * CSRF check allowed it), then each auth collection's custom strategies.
 *
 * Credentials sent in the `Authorization` header that do not hold (expired, forged, revoked, for a deleted or
 * locked user) are refused with a 401 that says why; a stale cookie just leaves the request anonymous, so a
 * browser with an old cookie can still read public content.
 */
export async function authenticate(req: AtriumRequest, headers: Headers, cookieToken?: string): Promise<Authentication> {
  const authorization = header(headers, 'authorization')?.trim();
  if (authorization) {
    // A token scheme without its token (`Authorization: JWT`) is a client bug or a probe, not an anonymous
    // visitor: refused, as an invalid token would be.
    const scheme = /^(?:JWT|Bearer)(?:\s+(.*))?$/i.exec(authorization);
    if (scheme) {
      const token = scheme[1]?.trim();
      if (!token) throw new Unauthorized('error:tokenNotProvided');
      if (/\s/.test(token)) throw new Unauthorized('error:tokenInvalid');
      return fromToken(req, token, false);
    }
    const apiKey = /^(\S+)\s+API-Key\s+(\S+)$/i.exec(authorization);
    if (apiKey) return fromAPIKey(req, apiKey[1], apiKey[2]);
  }
  if (cookieToken) {
    try {
      return await fromToken(req, cookieToken, true);
    } catch (error) {
      if (!(error instanceof Unauthorized)) throw error;
    }
  }
  for (const collection of req.config.collections) {
    if (!collection.auth) continue;
    for (const strategy of collection.auth.strategies) {
      const { user } = await strategy.authenticate({ headers, req });
      if (user) return { user: { ...user, collection: user.collection ?? collection.slug }, strategy: strategy.name };
    }
  }
  return { user: null };
}

/** A verified token's user, checked against storage: still there, not locked, session not ended. */
async function fromToken(req: AtriumRequest, token: string, fromCookie: boolean): Promise<Authentication> {
  // Tokens and users seen before are answered without awaiting: this runs on every signed-in request.
  const payload: TokenPayload = verifiedToken(req.config.secret, token) ?? (await verifyToken(req.config.secret, token));
  const collection = req.config.collectionsBySlug[payload.collection] as AuthCollection | undefined;
  if (!collection?.auth) throw new Unauthorized('error:tokenInvalid');
  const row = recentUser(req, collection, payload.id) ?? (await loadUser(req, collection, payload.id));
  if (!row) throw new Unauthorized('error:accountGone');
  if (isLocked(row)) throw new Unauthorized('error:userLocked');
  if (!hasSession(row, payload.sid)) throw new Unauthorized('error:tokenRevoked');
  return {
    user: toSessionUser(collection, row),
    strategy: 'jwt',
    token,
    exp: payload.exp,
    sid: payload.sid,
    fromCookie,
  };
}

async function fromAPIKey(req: AtriumRequest, slug: string, key: string): Promise<Authentication> {
  const collection = req.config.collectionsBySlug[slug] as AuthCollection | undefined;
  if (!collection?.auth?.useAPIKey) throw new Unauthorized('error:apiKeyInvalid');
  const index = apiKeyIndex(req.config.secret, key);
  const memo = recentLookups(req);
  const memoKey = `api-key:${slug}:${index}`;
  let found = memo?.get(memoKey) as { id: string | number } | null | undefined;
  if (found === undefined) {
    const row = await findUserBy(req, collection, 'apiKeyIndex', index);
    found = row && row.enableAPIKey === true ? { id: row.id } : null;
    remember(memo, memoKey, found);
  }
  if (!found) throw new Unauthorized('error:apiKeyInvalid');
  const row = recentUser(req, collection, found.id) ?? (await loadUser(req, collection, found.id));
  if (!row) throw new Unauthorized('error:apiKeyInvalid');
  if (row.enableAPIKey !== true) throw new Unauthorized('error:apiKeyInvalid');
  // The lock answers password guessing; the key is a separate secret (guessing keys is limited per IP), so
  // someone failing five sign-ins must not stop the account's integrations.
  return { user: toSessionUser(collection, row), strategy: 'api-key' };
}
