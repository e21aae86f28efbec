import { createMemoryStore } from './memoryStore.ts';
import type { RemoteRateLimitStore } from './redisStore.ts';
import type { RateLimitHit, RateLimitStore } from './types.ts';

/** Where a {@link createFallbackStore} reports that it switched stores. */
export type StoreSwitchLog = { warn(message: string): void; info(message: string): void };

/**
 * Counts in `remote` (Redis, or the cluster's primary process) while it is reachable, and in this process's memory
 * while it is not. Sign-ins and API-key requests then neither wait for nor fail with a store that is away: limits
 * still apply, per process instead of shared, until it answers again, when counting goes back to it (windows
 * counted in memory meanwhile are not carried over). The switch is logged once each way, not once per request.
 */
export function createFallbackStore(remote: RemoteRateLimitStore, log: StoreSwitchLog): RateLimitStore {
  const local = createMemoryStore();
  let usingLocal = false;

  const fallBack = (reason: string) => {
    if (usingLocal) return;
    usingLocal = true;
    log.warn(`Rate limits: ${remote.shownName} is unreachable (${reason}); counting in this process's memory until it is back`);
  };
  const recovered = () => {
    if (!usingLocal) return;
    usingLocal = false;
    log.info(`Rate limits: ${remote.shownName} is back; counting there again`);
  };
  remote.onStateChange((state, reason) => (state === 'down' ? fallBack(reason ?? 'connection lost') : recovered()));
  const run = async <T>(call: (store: RateLimitStore) => Promise<T>): Promise<T> => {
    // Until the first connection is made (or fails), counts stay in memory too: nothing waits for Redis.
    if (!remote.isAvailable()) return call(local);
    try {
      const result = await call(remote);
      recovered();
      return result;
    } catch (error) {
      // Redis went away between the check and the answer (the connection's events come a moment later).
      fallBack((error as Error)?.message ?? String(error));
      return call(local);
    }
  };

  return {
    hit: (key: string, windowMs: number): Promise<RateLimitHit> => run((store) => store.hit(key, windowMs)),
    peek: (key: string): Promise<RateLimitHit | undefined> => run((store) => store.peek(key)),
    reset: (key: string): Promise<void> => run((store) => store.reset(key)),
    async close(): Promise<void> {
      await Promise.all([remote.close(), local.close()]);
    },
  };
}
