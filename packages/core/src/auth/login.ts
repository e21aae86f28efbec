import { createHash, randomUUID } from 'node:crypto';
import { readDocuments } from '../collections/readDocuments.ts';
import type { StoredDocument } from '../database/types.ts';
import { Forbidden, Unauthorized, ValidationError } from '../errors/index.ts';
import { isPlainObject } from '../fields/shared/isPlainObject.ts';
import type { AtriumRequest, Document } from '../types.ts';
import { decryptAPIKey, verifyPassword } from './secrets.ts';
import { signToken } from './tokens.ts';
import {
  type AuthCollection,
  findUserBy,
  getAuthCollection,
  isLocked,
  liveSessions,
  patchNobody,
  patchUser,
  toSessionUser,
} from './users.ts';

/** Sessions kept per user; signing in on yet another device ends the oldest. */
const maxSessions = 20;

export type LoginResult = { user: Document; token: string; exp: number };

/**
 * Fixed-window counters that every server process shares (the server's rate-limit store: in memory, Redis or a
 * cluster's primary), for sign-in state that must not depend on which process answers.
 */
export type SharedCounters = {
  hit(key: string, windowMs: number): Promise<{ count: number }>;
  peek(key: string): Promise<{ count: number } | undefined>;
  reset(key: string): Promise<void>;
};

/** Which field identifies the account (email or username, as the collection's auth options say), and its value. */
export function loginIdentifier(
  req: AtriumRequest,
  collection: AuthCollection,
  body: Record<string, unknown>,
): { field: 'email' | 'username'; value: string } {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : undefined);
  const byUsername = collection.auth.loginWithUsername;
  const username = byUsername ? text(body.username) : undefined;
  if (username !== undefined) return { field: 'username', value: username };
  const email = !byUsername || byUsername.allowEmailLogin ? text(body.email) : undefined;
  if (email !== undefined) return { field: 'email', value: email };
  throw new ValidationError({
    collection: collection.slug,
    errors: [{ path: byUsername ? 'username' : 'email', message: req.t('validation:emailOrUsernameNotValid') }],
  });
}

/**
 * Signs in with email (or username) and password. Unknown accounts cost the same time as wrong passwords
 * (a dummy hash is verified), wrong passwords count towards the lock, and a locked or unverified account is
 * refused whatever the password.
 */
export async function login(args: {
  collection: string;
  data: unknown;
  req: AtriumRequest;
  /** Where failures of names without an account are counted. Defaults to this process's memory. */
  counters?: SharedCounters;
}): Promise<LoginResult> {
  const { req } = args;
  const collection = getAuthCollection(req, args.collection);
  const body = isPlainObject(args.data) ? args.data : {};
  const { field, value } = loginIdentifier(req, collection, body);
  const password = body.password;
  if (typeof password !== 'string' || password === '')
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'password', message: req.t('validation:required') }],
    });
  const incorrect = field === 'username' ? 'error:usernameOrPasswordIncorrect' : 'error:emailOrPasswordIncorrect';

  const row = value.length <= 320 ? await findUserBy(req, collection, field, value) : undefined;
  if (!row) {
    await verifyPassword(undefined, password);
    // Unknown names "lock" after as many failures as real accounts, so the lock message tells nothing.
    const name = phantomKey(field, value);
    const isLockedName = args.counters
      ? await sharedPhantomFailure(args.counters, collection, name)
      : phantomFailure(collection, name);
    if (isLockedName) throw new Unauthorized('error:userLocked');
    // The storage work of counting a failure on a real account, so the answer costs the same.
    if (collection.auth.maxLoginAttempts !== 0) await patchNobody(req, collection);
    throw new Unauthorized(incorrect);
  }
  if (isLocked(row)) {
    await verifyPassword(undefined, password);
    throw new Unauthorized('error:userLocked');
  }
  if (!(await verifyPassword(row.hash, password))) {
    await recordFailure(req, collection, row);
    throw new Unauthorized(incorrect);
  }
  if (collection.auth.verify && row._verified !== true) throw new Forbidden('error:unverifiedEmail');
  return startSession(req, collection, row);
}

/** Failed logins for names that have no account, per collection (in this process; bounded), without shared counters. */
const phantoms = new WeakMap<AuthCollection, Map<string, { attempts: number; lockUntil: number }>>();
const phantomLimit = 10_000;

/**
 * The name a phantom failure is remembered by: a digest, so what the map holds per name is small and fixed
 * whatever the request sent (a 2 MB email from many addresses would otherwise fill it with request text).
 */
function phantomKey(field: string, value: string): string {
  return createHash('sha256').update(`${field}:${value}`).digest('base64url');
}

/** Counts a failed login for a name without an account; `true` when that name now counts as locked. */
function phantomFailure(collection: AuthCollection, name: string): boolean {
  const { maxLoginAttempts, lockTime } = collection.auth;
  if (maxLoginAttempts === 0) return false;
  let map = phantoms.get(collection);
  if (!map) {
    map = new Map();
    phantoms.set(collection, map);
  }
  const now = Date.now();
  let entry = map.get(name);
  if (entry && entry.lockUntil !== 0 && entry.lockUntil <= now) entry = undefined;
  if (entry?.lockUntil) return true;
  entry ??= { attempts: 0, lockUntil: 0 };
  entry.attempts += 1;
  if (entry.attempts >= maxLoginAttempts) entry.lockUntil = now + lockTime;
  map.delete(name);
  if (map.size >= phantomLimit) map.delete(map.keys().next().value as string);
  map.set(name, entry);
  return false;
}

/**
 * How long a shared count of a phantom's failures lasts (at least `lockTime`). A real account keeps its count
 * until it locks; a shared store keeps each name's for an hour, so a flood of invented names cannot fill it.
 */
const sharedPhantomWindowMs = 60 * 60_000;

/**
 * `phantomFailure` in shared counters, so every process of a deployment (a cluster's workers, several servers)
 * answers a name the same: its failures, and once they reach `maxLoginAttempts`, its lock for `lockTime`.
 */
async function sharedPhantomFailure(counters: SharedCounters, collection: AuthCollection, name: string): Promise<boolean> {
  const { maxLoginAttempts, lockTime } = collection.auth;
  if (maxLoginAttempts === 0) return false;
  const failures = `loginPhantom:${collection.slug}:${name}`;
  const lock = `loginPhantomLock:${collection.slug}:${name}`;
  if (await counters.peek(lock)) return true;
  const { count } = await counters.hit(failures, Math.max(sharedPhantomWindowMs, lockTime));
  if (count >= maxLoginAttempts) {
    // A lock that runs out starts the count again, as an account's does.
    await counters.hit(lock, lockTime);
    await counters.reset(failures);
  }
  return false;
}

/** Counts a failed login; reaching `maxLoginAttempts` locks the account for `lockTime`. */
async function recordFailure(req: AtriumRequest, collection: AuthCollection, row: StoredDocument) {
  const { maxLoginAttempts, lockTime } = collection.auth;
  if (maxLoginAttempts === 0) return;
  await patchUser(req, collection, row.id, (data) => {
    // A lock that has run out starts the count again.
    if (data.lockUntil && !isLocked(data)) {
      data.loginAttempts = 0;
      data.lockUntil = null;
    }
    const attempts = (typeof data.loginAttempts === 'number' ? data.loginAttempts : 0) + 1;
    data.loginAttempts = attempts;
    if (attempts >= maxLoginAttempts) data.lockUntil = new Date(Date.now() + lockTime).toISOString();
  });
}

/**
 * Opens a session for a user who proved who they are: clears failed attempts, records the session (so logout
 * and a password reset can end it), signs its token and reads the user as they will see themselves.
 */
export async function startSession(
  req: AtriumRequest,
  collection: AuthCollection,
  row: StoredDocument,
  change?: (data: Record<string, unknown>) => void,
): Promise<LoginResult> {
  const sid = randomUUID();
  const { tokenExpiration } = collection.auth;
  const now = Date.now();
  const updated = await patchUser(req, collection, row.id, (data) => {
    change?.(data);
    data.loginAttempts = 0;
    data.lockUntil = null;
    const sessions = liveSessions(data, now).slice(-(maxSessions - 1));
    sessions.push({
      id: sid,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + tokenExpiration * 1000).toISOString(),
    });
    data.sessions = sessions;
  });
  const { token, exp } = await signToken(
    req.config.secret,
    { id: updated.id, collection: collection.slug, sid, email: typeof updated.email === 'string' ? updated.email : undefined },
    tokenExpiration,
  );
  req.user = toSessionUser(collection, updated);
  return { user: await readSelf(req, collection, updated), token, exp };
}

/** The user as they see themselves: their readable fields, populated to the collection's auth `depth`. */
export async function readSelf(req: AtriumRequest, collection: AuthCollection, row: StoredDocument): Promise<Document> {
  // A copy: the row may be the remembered (frozen) one, and reading changes the document it is given.
  const [user] = await readDocuments(collection, [structuredClone(row)], {
    req,
    depth: collection.auth.depth,
    context: req.context,
  });
  const self: Document = { ...user, collection: collection.slug };
  if (collection.auth.useAPIKey)
    self.apiKey = typeof row.apiKey === 'string' ? decryptAPIKey(req.config.secret, row.apiKey) : null;
  return self;
}
