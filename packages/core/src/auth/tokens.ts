import { errors, jwtVerify, SignJWT } from 'jose';
import { Unauthorized } from '../errors/index.ts';
import { jwtKey } from './secrets.ts';

/** What a login token carries: who (`id`, `collection`), which session (`sid`), and when it ends (`exp`, seconds). */
export type TokenPayload = { id: string | number; collection: string; sid: string; email?: string; iat: number; exp: number };

/** Signs a login token (HS256) valid for `seconds`. */
export async function signToken(
  secret: string,
  claims: { id: string | number; collection: string; sid: string; email?: string },
  seconds: number,
): Promise<{ token: string; exp: number }> {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + seconds;
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(jwtKey(secret));
  return { token, exp };
}

/** Verified tokens per secret, by their text: verifying the same token again gives the same answer until it expires. */
const verifiedBySecret = new Map<string, Map<string, TokenPayload>>();
const verifiedLimit = 5000;

/**
 * The payload of a token verified before with this secret, without awaiting anything (the hot path of every
 * signed-in request); `undefined` when it must be verified. An expired one throws.
 */
export function verifiedToken(secret: string, token: string): TokenPayload | undefined {
  const verified = verifiedBySecret.get(secret);
  const known = verified?.get(token);
  if (!known) return undefined;
  if (known.exp * 1000 > Date.now()) return known;
  verified!.delete(token);
  throw new Unauthorized('error:tokenExpired');
}

/**
 * Checks a token's signature (HS256 only: `alg: none` and other algorithms are refused), its expiry and its
 * claims. Throws `Unauthorized` saying which of those failed.
 */
export async function verifyToken(secret: string, token: string): Promise<TokenPayload> {
  const known = verifiedToken(secret, token);
  if (known) return known;
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedBySecret.set(secret, verified);
  }
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, jwtKey(secret), { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new Unauthorized('error:tokenExpired');
    throw new Unauthorized('error:tokenInvalid');
  }
  const { id, collection, sid, exp, iat } = payload;
  if (
    (typeof id !== 'string' && typeof id !== 'number') ||
    typeof collection !== 'string' ||
    typeof sid !== 'string' ||
    typeof exp !== 'number' ||
    typeof iat !== 'number'
  ) {
    throw new Unauthorized('error:tokenInvalid');
  }
  const result: TokenPayload = {
    id,
    collection,
    sid,
    exp,
    iat,
    email: typeof payload.email === 'string' ? payload.email : undefined,
  };
  if (verified.size >= verifiedLimit) verified.delete(verified.keys().next().value as string);
  verified.set(token, result);
  return result;
}
