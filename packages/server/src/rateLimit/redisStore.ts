import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { RateLimitHit, RateLimitStore } from './types.ts';

/** Options of {@link createRedisStore}. */
export type RedisStoreOptions = {
  /** Put in front of every key, so several apps can share one Redis. Defaults to `atrium:rl:`. */
  prefix?: string;
};

/** A {@link RateLimitStore} that can tell whether its server is connected right now. */
export type RemoteRateLimitStore = RateLimitStore & {
  /** Connected and ready: calls are worth trying. */
  isAvailable(): boolean;
  /** Calls `listener` when the connection goes down (with why) or is ready again; not for every retry. */
  onStateChange(listener: (state: 'ready' | 'down', reason?: string) => void): void;
  /** Where it counts, for log lines (`Redis at redis://…`, password masked). */
  readonly shownName: string;
};

// KEYS[1]: the counter; ARGV[1]: the window in ms. The first hit opens the window; a counter that somehow has no
// expiry (PTTL -1) gets one too, so a subject can never stay locked out for good.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

// KEYS[1]: the counter. Answers nil when there is no open window.
const peekScript = `
local value = redis.call('GET', KEYS[1])
if not value then return nil end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return { tonumber(value) or 0, ttl }
`;

type ScriptedRedis = Redis & {
  atriumRateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
  atriumRateLimitPeek(key: string): Promise<[number, number] | null>;
};

/**
 * ioredis, loaded with the first Redis store: a server counting in memory (the default) never reads it. Required,
 * not imported, because `createRedisStore` answers at once (ioredis is CommonJS, so `require` loads it as it is).
 */
function loadIoredis(): typeof import('ioredis') {
  return createRequire(import.meta.url)('ioredis');
}

/**
 * A {@link RateLimitStore} in Redis, shared by every server that uses the same Redis and prefix. Each hit is one
 * Lua script (INCR, PEXPIRE on the window's first hit, PTTL), so concurrent servers count exactly. When Redis
 * cannot be reached, calls reject at once with an Error saying so (see `createFallbackStore` for what the server does then).
 */
export function createRedisStore(url: string, options: RedisStoreOptions = {}): RemoteRateLimitStore {
  const prefix = options.prefix ?? 'atrium:rl:';
  const shownURL = redactPassword(url);
  // Every sign-in waits on this store, so nothing may wait for a Redis that is away: commands are not queued
  // while disconnected (they fail at once), an answer that does not come within a second fails, and the client
  // keeps reconnecting in the background (at most a second apart) so it is used again as soon as it is back.
  const client = new (loadIoredis().Redis)(url, {
    lazyConnect: false,
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (times: number) => Math.min(times * 100, 1000),
  }) as ScriptedRedis;
  client.defineCommand('atriumRateLimitHit', { numberOfKeys: 1, lua: hitScript });
  client.defineCommand('atriumRateLimitPeek', { numberOfKeys: 1, lua: peekScript, readOnly: true });

  // The latest connection failure, for the error message. Listening also keeps ioredis from printing every
  // failed reconnect as an unhandled error event.
  let connectionError: Error | undefined;
  const listeners: ((state: 'ready' | 'down', reason?: string) => void)[] = [];
  let state: 'starting' | 'ready' | 'down' = 'starting';
  const enter = (next: 'ready' | 'down', reason?: string) => {
    if (state === next) return;
    state = next;
    for (const listener of listeners) listener(next, reason);
  };
  client.on('error', (error: Error) => {
    connectionError = error;
    enter('down', error.message);
  });
  client.on('close', () => {
    if (!closed) enter('down', connectionError?.message ?? 'connection closed');
  });
  client.on('ready', () => {
    connectionError = undefined;
    enter('ready');
  });
  let closed = false;

  // Without an offline queue, a command sent before the first connection is up would fail though nothing is
  // wrong; the first contact (ready, or the first failure) comes within `connectTimeout`.
  const firstContact = new Promise<void>((resolve) => {
    client.once('ready', () => resolve());
    client.once('error', () => resolve());
  });
  const run = async <T>(command: () => Promise<T>): Promise<T> => {
    if (closed) throw new Error('The Redis rate limit store is closed');
    if (state === 'starting') await firstContact;
    try {
      return await command();
    } catch (error) {
      // Redis answered, so it is reachable: pass its error on as it is.
      if ((error as Error)?.name === 'ReplyError') throw error;
      const reason = connectionError?.message ?? (error as Error)?.message ?? String(error);
      throw new Error(`Redis at ${shownURL} is unreachable (${reason})`, { cause: error });
    }
  };

  return {
    shownName: `Redis at ${shownURL}`,
    isAvailable: () => !closed && client.status === 'ready',
    onStateChange: (listener) => void listeners.push(listener),
    async hit(key: string, windowMs: number): Promise<RateLimitHit> {
      const windowArg = Math.max(1, Math.ceil(windowMs));
      const [count, ttl] = await run(() => client.atriumRateLimitHit(prefix + key, windowArg));
      return { count: Number(count), resetInMs: Number(ttl) };
    },

    async peek(key: string): Promise<RateLimitHit | undefined> {
      const reply = await run(() => client.atriumRateLimitPeek(prefix + key));
      if (!reply) return undefined;
      return { count: Number(reply[0]), resetInMs: Number(reply[1]) };
    },

    async reset(key: string): Promise<void> {
      await run(() => client.del(prefix + key));
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      if (client.status === 'ready') {
        try {
          await client.quit();
          return;
        } catch {
          // Fall through: drop the connection instead.
        }
      }
      // Not connected (or QUIT failed): stop reconnecting and drop whatever is pending.
      client.disconnect();
    },
  };
}

/** `url` with its password, if any, masked, so error messages and logs do not carry it. */
function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return url;
    parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
