import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseAdapter } from '@atrium/core';
import { describeFailure } from './startupFailure.ts';

/** SMTP settings from the environment (`SMTP_HOST` turns them on). */
export type SmtpSettings = {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  fromName: string;
};

/** Which storage `DATABASE_URL` asks for. */
export type DatabaseTarget =
  | { kind: 'sqlite'; filename: string }
  | {
      kind: 'postgres';
      connectionString: string;
      /** The schema of Atrium's tables (`?schema=` in `DATABASE_URL`). Defaults to `public`. */
      schema?: string;
      /** Standbys that take reads (`DATABASE_READ_REPLICAS`, comma-separated connection strings). */
      readReplicas?: string[];
    };

/** The demo's settings, read once from the environment. */
export type DemoEnv = {
  port: number;
  /** Address to listen on (`HOST`). Defaults to `127.0.0.1`; set `0.0.0.0` to serve the network. */
  host: string;
  database: DatabaseTarget;
  /** Folder for the SQLite file and the generated secret. */
  dataDir: string;
  /** Folder of the uploaded files, `<dataDir>/uploads` (the media collection's in `uploads/media`). */
  uploadsDir: string;
  secret: string;
  /** Log what the server has to say (`ATRIUM_LOG=false` silences it, e.g. under the benchmark). */
  logger: boolean;
  /** One log line per request with its timing (`ATRIUM_REQUEST_LOG=true`); off when unset. */
  requestLogs: boolean;
  /** Serve repeated pure reads from memory until data changes (`ATRIUM_RESPONSE_CACHE=off` disables it). */
  responseCache: boolean;
  /**
   * The response cache's byte budget (`ATRIUM_RESPONSE_CACHE_MB`, in MiB); least recently used responses go first.
   * Defaults to the server's (`defaultResponseCacheBytes`, 32 MiB).
   */
  responseCacheBytes?: number;
  /**
   * Prometheus metrics at `/api/metrics` (`ATRIUM_METRICS=true`, or the bearer token to ask for); off when unset.
   */
  metrics?: true | { token: string };
  /** Count rate limits in Redis (`REDIS_URL`), shared by every server process; in memory when unset. */
  redisURL?: string;
  /**
   * Server processes sharing the port (`ATRIUM_WORKERS`: a number, or `auto` for one per core). Defaults to 1: no
   * cluster, the server runs in the process started.
   */
  workers: number;
  /** Milliseconds a SIGTERM/SIGINT waits for requests in flight before exiting anyway (`ATRIUM_SHUTDOWN_TIMEOUT`). Defaults to 10 s. */
  shutdownTimeout: number;
  /** The site's public address (`SERVER_URL`); an `https://` one makes the login cookie `Secure`. */
  serverURL?: string;
  /**
   * The reverse proxies to believe about the client's address and protocol (`TRUST_PROXY`: addresses and ranges
   * such as `127.0.0.1,10.0.0.0/8`, or `loopback`). Unset, `X-Forwarded-*` headers change nothing.
   */
  trustProxy?: string[];
  /**
   * Where the demo's email goes (form notifications, password resets): an SMTP server when `SMTP_HOST` is set
   * (`SMTP_PORT`, default 587; `SMTP_SECURE=true` for TLS from the start, default on port 465; `SMTP_USER`,
   * `SMTP_PASS`; `SMTP_FROM`, `SMTP_FROM_NAME`), else the server log.
   */
  smtp?: SmtpSettings;
};

/** A setting in the environment is wrong; its message is meant for the person starting the server. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Prints a fatal error for someone at a terminal (env mistakes as they are worded, anything else as one line:
 * see `describeFailure`) and ends the process, which an open database pool would otherwise keep alive.
 */
export function reportFatal(error: unknown): void {
  console.error(error instanceof EnvError ? `Error: ${error.message}` : describeFailure(error));
  process.exit(1);
}

const defaultDatabaseURL = 'file:./data/atrium.db';

/** Where relative paths resolve: npm sets INIT_CWD to the folder `npm start` was typed in (the repo root). */
export function baseDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD ?? process.cwd();
}

/** Parses `DATABASE_URL`; throws a message that names the variable when the scheme is unknown. */
export function parseDatabaseURL(url: string, base: string): DatabaseTarget {
  if (url.startsWith('file:')) {
    // `file:///abs/db.sqlite` is a real URL; `file:./data/x.db` and `file:data/x.db` are paths.
    const path = url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length);
    if (path === '') throw new EnvError('DATABASE_URL "file:" needs a path, e.g. file:./data/atrium.db');
    return { kind: 'sqlite', filename: isAbsolute(path) ? path : resolve(base, path) };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return parsePostgresURL(url);
  throw new EnvError(`DATABASE_URL must start with file:, postgres:// or postgresql:// (got "${url.split(':')[0]}:…")`);
}

/**
 * A PostgreSQL `DATABASE_URL`: Atrium's own `schema` parameter is taken out (the driver would not know it), the
 * rest is the driver's connection string.
 */
function parsePostgresURL(url: string): DatabaseTarget {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return { kind: 'postgres', connectionString: url };
  const params = new URLSearchParams(url.slice(queryAt + 1));
  const schema = params.get('schema') ?? undefined;
  if (schema === undefined) return { kind: 'postgres', connectionString: url };
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema))
    throw new EnvError(`DATABASE_URL's schema must be a plain name such as atrium (got "${schema}")`);
  params.delete('schema');
  const rest = params.toString();
  return { kind: 'postgres', connectionString: url.slice(0, queryAt) + (rest ? `?${rest}` : ''), schema };
}

/** `DATABASE_READ_REPLICAS`: PostgreSQL standbys' connection strings, comma-separated; refused with SQLite. */
export function withReadReplicas(target: DatabaseTarget, env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const urls = (env.DATABASE_READ_REPLICAS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  if (urls.length === 0) return target;
  if (target.kind !== 'postgres') throw new EnvError('DATABASE_READ_REPLICAS needs a PostgreSQL DATABASE_URL');
  const wrong = urls.find((url) => !/^postgres(ql)?:\/\//.test(url));
  if (wrong !== undefined)
    throw new EnvError(`DATABASE_READ_REPLICAS must list postgres:// URLs (got "${wrong.split(':')[0]}:…")`);
  return { ...target, readReplicas: urls };
}

/** The adapter for a parsed `DATABASE_URL`; only the driver in use is loaded (no `pg` for SQLite and vice versa). */
export async function createDatabaseAdapter(target: DatabaseTarget): Promise<DatabaseAdapter> {
  if (target.kind === 'sqlite') {
    const { sqliteAdapter } = await import('@atrium/db-sqlite');
    return sqliteAdapter({ filename: target.filename });
  }
  const { postgresAdapter } = await import('@atrium/db-postgres');
  return postgresAdapter({ connectionString: target.connectionString, schema: target.schema, readReplicas: target.readReplicas });
}

/** `ATRIUM_SECRET`, or one kept in `<dataDir>/.secret`, generated on first start so no secret ever lives in code. */
export function loadSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.ATRIUM_SECRET?.trim();
  if (fromEnv) return fromEnv;
  const file = join(dataDir, '.secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // writeFileSync keeps an existing file's mode; make sure it is private.
  return secret;
}

/** `SERVER_URL`: an http(s) address without a path, or unset. */
export function parseServerURL(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new EnvError(`SERVER_URL must be an address such as https://cms.example.com (got "${text}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new EnvError(`SERVER_URL must start with http:// or https:// (got "${text}")`);
  return url.origin;
}

/** Processes per core at most: more only share the same cores and multiply the memory and database connections. */
const maxWorkersPerCore = 4;

/** `ATRIUM_WORKERS`: unset is one process, `auto` one per core, else a whole number from 1 up. */
export function parseWorkers(value: string | undefined, cores = availableParallelism()): number {
  const text = value?.trim();
  if (!text) return 1;
  if (text === 'auto') return cores;
  const count = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  const most = Math.max(16, cores * maxWorkersPerCore);
  if (!Number.isInteger(count) || count < 1 || count > most)
    throw new EnvError(
      `ATRIUM_WORKERS must be a number of processes from 1 to ${most}, or auto for one per core (got "${text}")`,
    );
  return count;
}

/** `TRUST_PROXY`: a comma-separated list of proxy addresses and ranges; unset trusts no proxy. */
export function parseTrustProxy(value: string | undefined): string[] | undefined {
  const text = value?.trim();
  if (!text || text === 'false') return undefined;
  // `true` would believe any client's X-Forwarded-For and X-Forwarded-Proto, which a public server must not; a hop
  // count cannot tell the proxy from a client, so Fastify believes no X-Forwarded-Proto with one.
  if (text === 'true' || /^\d+$/.test(text))
    throw new EnvError(`TRUST_PROXY must list the proxies' addresses, e.g. 127.0.0.1 or 10.0.0.0/8 (got "${text}")`);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Reads PORT, HOST, DATABASE_URL, ATRIUM_SECRET, ATRIUM_LOG, ATRIUM_REQUEST_LOG, ATRIUM_RESPONSE_CACHE(_MB), ATRIUM_METRICS,
 * REDIS_URL, ATRIUM_WORKERS, ATRIUM_SHUTDOWN_TIMEOUT, SERVER_URL, TRUST_PROXY and the SMTP_* settings; creates the data
 * folder.
 */
export function loadEnv(env: NodeJS.ProcessEnv = process.env): DemoEnv {
  const base = baseDir(env);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new EnvError(`PORT must be a port number (got "${env.PORT}")`);
  const shutdownTimeout = Number(env.ATRIUM_SHUTDOWN_TIMEOUT?.trim() || 10_000);
  if (!Number.isInteger(shutdownTimeout) || shutdownTimeout < 0) {
    throw new EnvError(`ATRIUM_SHUTDOWN_TIMEOUT must be a number of milliseconds (got "${env.ATRIUM_SHUTDOWN_TIMEOUT}")`);
  }
  const database = withReadReplicas(parseDatabaseURL(env.DATABASE_URL?.trim() || defaultDatabaseURL, base), env);
  const dataDir = database.kind === 'sqlite' ? dirname(database.filename) : resolve(base, 'data');
  mkdirSync(dataDir, { recursive: true });
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    database,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    secret: loadSecret(dataDir, env),
    logger: env.ATRIUM_LOG !== 'false',
    requestLogs: env.ATRIUM_REQUEST_LOG?.trim() === 'true',
    responseCache: env.ATRIUM_RESPONSE_CACHE !== 'off',
    responseCacheBytes: parseCacheMB(env.ATRIUM_RESPONSE_CACHE_MB),
    metrics: parseMetrics(env.ATRIUM_METRICS),
    redisURL: env.REDIS_URL?.trim() || undefined,
    workers: parseWorkers(env.ATRIUM_WORKERS),
    shutdownTimeout,
    serverURL: parseServerURL(env.SERVER_URL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtp: parseSmtp(env),
  };
}

/** The SMTP settings (`SMTP_HOST` and the rest, see `DemoEnv.smtp`), or `undefined` when `SMTP_HOST` is unset. */
export function parseSmtp(env: NodeJS.ProcessEnv): SmtpSettings | undefined {
  const host = env.SMTP_HOST?.trim();
  if (!host) return undefined;
  const secureText = env.SMTP_SECURE?.trim().toLowerCase();
  if (secureText && secureText !== 'true' && secureText !== 'false') {
    throw new EnvError(`SMTP_SECURE must be true or false (got "${env.SMTP_SECURE}")`);
  }
  const port = Number(env.SMTP_PORT?.trim() || (secureText === 'true' ? 465 : 587));
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new EnvError(`SMTP_PORT must be a port number (got "${env.SMTP_PORT}")`);
  return {
    host,
    port,
    secure: secureText ? secureText === 'true' : port === 465,
    user: env.SMTP_USER?.trim() || undefined,
    pass: env.SMTP_PASS || undefined,
    from: env.SMTP_FROM?.trim() || 'hello@waymark.example',
    fromName: env.SMTP_FROM_NAME?.trim() || 'Waymark',
  };
}

/** `ATRIUM_RESPONSE_CACHE_MB`: a positive number of MiB (fractions allowed), or unset for the server's default. */
export function parseCacheMB(value: string | undefined): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const mib = Number(text);
  if (!Number.isFinite(mib) || mib <= 0)
    throw new EnvError(
      `ATRIUM_RESPONSE_CACHE_MB must be a positive number of MiB (got "${value}"); ATRIUM_RESPONSE_CACHE=off turns the cache off`,
    );
  return Math.round(mib * 1024 * 1024);
}

/** `ATRIUM_METRICS`: unset or `false` is off, `true` is on for anyone, anything else is the bearer token to ask for. */
function parseMetrics(value: string | undefined): DemoEnv['metrics'] {
  const trimmed = value?.trim();
  if (!trimmed || trimmed === 'false') return undefined;
  return trimmed === 'true' ? true : { token: trimmed };
}
