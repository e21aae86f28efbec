import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

let argon2Loaded: Promise<typeof import('@node-rs/argon2')> | undefined;

/** The argon2 addon, loaded with the first password to hash or check: most requests never touch one. */
function argon2(): Promise<typeof import('@node-rs/argon2')> {
  argon2Loaded ??= import('@node-rs/argon2');
  return argon2Loaded;
}

/*
 * Every secret the auth flows keep or hand out. Passwords are argon2id hashes; reset and verification tokens
 * are random and stored as SHA-256 digests; API keys are stored encrypted (AES-256-GCM under a key derived
 * from the server secret) and found through an HMAC-SHA256 index, so neither is ever kept in clear.
 */

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (`algorithm: 2` is argon2id; the package's enum is a const enum). */
const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** argon2 runs so far in this process: what a sign-in costs, countable without timing it. */
const work = { hashes: 0, verifications: 0 };

/** How many password hashes and verifications this process has run (they dominate what a sign-in costs). */
export function passwordWorkDone(): { hashes: number; verifications: number } {
  return { ...work };
}

export async function hashPassword(password: string): Promise<string> {
  work.hashes++;
  const { hash } = await argon2();
  return hash(password, argon2Options);
}

/**
 * The hash of a random password nobody kept, with the same parameters as real ones: verified against when the
 * account does not exist, so both paths run exactly one verification. A constant, so the first unknown name
 * does not pay for a hash that later ones do not.
 */
const dummyHash = '$argon2id$v=19$m=19456,t=2,p=1$ypm5cPXwJXoFgaYmCybLsw$Bb1wEHC3Y1giLWOH+MYnKcO75vz88w3nSkm8onelxTQ';

/** Whether `password` matches `stored`; with no stored hash it still spends the time of one verification. */
export async function verifyPassword(stored: unknown, password: string): Promise<boolean> {
  const real = typeof stored === 'string' && stored.startsWith('$argon2');
  work.verifications++;
  try {
    const { verify } = await argon2();
    const matches = await verify(real ? stored : dummyHash, password);
    return real && matches;
  } catch {
    return false;
  }
}

/** A random token for links in mail (URL-safe, 256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How a mailed token is stored: its SHA-256, so a leaked database cannot be used to reset passwords. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const derivedKeys = new Map<string, Buffer>();
function derive(secret: string, purpose: string): Buffer {
  const id = `${purpose}\n${secret}`;
  let key = derivedKeys.get(id);
  if (!key) {
    key = createHmac('sha256', secret).update(`atrium:${purpose}`).digest();
    derivedKeys.set(id, key);
  }
  return key;
}

/** The signing key of login tokens (HS256), derived from the server secret. */
export function jwtKey(secret: string): Buffer {
  return derive(secret, 'jwt');
}

const recentIndexes = new Map<string, string>();

/** The HMAC a key is looked up by (hex); the last few thousand are remembered, as a key is sent on every request. */
export function apiKeyIndex(secret: string, key: string): string {
  const id = `${secret}\n${key}`;
  let index = recentIndexes.get(id);
  if (index === undefined) {
    index = createHmac('sha256', derive(secret, 'api-key-index')).update(key).digest('hex');
    if (recentIndexes.size >= 5000) recentIndexes.delete(recentIndexes.keys().next().value as string);
    recentIndexes.set(id, index);
  }
  return index;
}

const encryptedPrefix = 'atrium-enc:v1:';

export function isEncryptedAPIKey(value: string): boolean {
  return value.startsWith(encryptedPrefix);
}

export function encryptAPIKey(secret: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(secret, 'api-key-encryption'), iv);
  const body = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
  return `${encryptedPrefix}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The key in clear, or `null` when the stored value was not encrypted with this secret. */
export function decryptAPIKey(secret: string, stored: string): string | null {
  if (!isEncryptedAPIKey(stored)) return null;
  try {
    const raw = Buffer.from(stored.slice(encryptedPrefix.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', derive(secret, 'api-key-encryption'), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
