import type { DocumentLock, LockResponse, LockTakenResponse } from '@atrium/core/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { APIError } from '../api/APIError.ts';
import { api, fetchArguments } from '../api/client.ts';
import type { User } from '../auth/AuthProvider.tsx';

/**
 * Where the edit view stands with the document's lock: `held` (the form is editable), `lockedByOther` (someone
 * else was editing when it opened), `lost` (someone took over), or `off` (no locking here, or the server could not
 * be asked: the form stays editable and the next check asks again).
 */
export type LockState = { status: 'off' | 'held' } | { status: 'pending' } | { status: 'lockedByOther' | 'lost'; holder: string };

type Args = {
  kind: 'collection' | 'global';
  slug: string;
  id: string | number | undefined;
  /** The signed-in user: whose lock is "mine". */
  user: User | null | undefined;
  /** Seconds a lock lasts without renewal (`lockDocuments.duration`); `false` when the form takes no lock. */
  duration: number | false;
};

/** Who holds the lock, from a 423 answer; `undefined` for any other failure. */
function holderOf(error: unknown): string | undefined {
  const data = error instanceof APIError ? (error.errors[0]?.data as { lock?: DocumentLock } | undefined) : undefined;
  return data?.lock?.holder.title;
}

/** Edit views open per lock path in this tab. */
const openViews = new Map<string, number>();

/** How often the view asks who holds the lock: soon enough that a taken-over editor is told within seconds. */
const checkEveryMs = 5_000;

/**
 * Takes the document's lock when the edit view opens, renews it while the view stays open (a third of the lock's
 * duration, so one missed renewal never lets it lapse), checks every few seconds (and when the tab comes back) who
 * holds it, and lets it go when the view closes or the page is left. `takeOver` moves someone else's lock to
 * this user.
 */
export function useDocumentLock({ kind, slug, id, user, duration }: Args) {
  const [state, setState] = useState<LockState>(() => (duration === false || !user ? { status: 'off' } : { status: 'pending' }));
  const path =
    kind === 'global'
      ? `/globals/${slug}/lock`
      : id === undefined
        ? undefined
        : `/${slug}/${encodeURIComponent(String(id))}/lock`;
  const isEnabled = duration !== false && Boolean(user) && path !== undefined;
  const current = useRef(state);
  current.current = state;
  const renewedAt = useRef(0);

  const isMine = useCallback(
    (lock: DocumentLock) => user !== null && user !== undefined && String(lock.user.value) === String(user.id),
    [user],
  );
  const apply = useCallback((next: LockState) => {
    const before = current.current;
    if (before.status === next.status && ('holder' in before ? before.holder : '') === ('holder' in next ? next.holder : ''))
      return;
    current.current = next;
    setState(next);
  }, []);

  /** Takes or renews the lock; someone else's answers who has it. */
  const acquire = useCallback(async () => {
    if (!path) return;
    try {
      await api.post<LockTakenResponse>(path);
      renewedAt.current = Date.now();
      apply({ status: 'held' });
    } catch (error) {
      const holder = holderOf(error);
      if (holder === undefined) {
        // Not a lock answer (offline, a 5xx): keep the form as it is and ask again at the next check.
        if (current.current.status === 'pending') apply({ status: 'off' });
        return;
      }
      apply({
        status: current.current.status === 'held' ? 'lost' : current.current.status === 'lost' ? 'lost' : 'lockedByOther',
        holder,
      });
    }
  }, [path, apply]);

  /** The periodic look: renew when due, else read who holds it (a read, not a write). */
  const check = useCallback(async () => {
    if (!path || duration === false) return;
    const status = current.current.status;
    if (status === 'held' && Date.now() - renewedAt.current >= (duration * 1000) / 3) return acquire();
    let lock: DocumentLock | null;
    try {
      ({ lock } = await api.get<LockResponse>(path));
    } catch {
      return;
    }
    if (status === 'held') {
      if (lock && !isMine(lock)) apply({ status: 'lost', holder: lock.holder.title });
      // Lapsed while the tab slept: take it again while nobody else has.
      else if (!lock) await acquire();
    } else if (status === 'lockedByOther') {
      // The other editor left: this view takes the lock (a save after their changes meets the 409 question).
      if (!lock) await acquire();
      else apply({ status: 'lockedByOther', holder: lock.holder.title });
    } else if (status === 'off') await acquire();
  }, [path, duration, acquire, apply, isMine]);

  useEffect(() => {
    if (!isEnabled || !path) return;
    void acquire();
    const timer = window.setInterval(() => void check(), checkEveryMs);
    const handleVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    // Leaving the page (closing the tab, following a link out of the app): the lock goes with a request that
    // outlives the page.
    const release = () => {
      if (current.current.status !== 'held') return;
      current.current = { status: 'off' };
      const { url, init } = fetchArguments('DELETE', path);
      void fetch(url, { ...init, keepalive: true }).catch(() => {});
    };
    document.addEventListener('visibilitychange', handleVisible);
    window.addEventListener('focus', handleVisible);
    window.addEventListener('pagehide', release);
    openViews.set(path, (openViews.get(path) ?? 0) + 1);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', handleVisible);
      window.removeEventListener('focus', handleVisible);
      window.removeEventListener('pagehide', release);
      openViews.set(path, (openViews.get(path) ?? 1) - 1);
      // A form opened again on the same document (another content locale) mounts in the same commit: it keeps the
      // lock instead of racing its own renewal against this release.
      window.setTimeout(() => {
        if ((openViews.get(path) ?? 0) === 0) release();
      });
    };
  }, [isEnabled, path, acquire, check]);

  /** Takes the lock from whoever holds it; throws the server's refusal (no `unlock` access) for the caller to show. */
  const takeOver = useCallback(async () => {
    if (!path) return;
    await api.post<LockTakenResponse>(path, undefined, { takeOver: true });
    renewedAt.current = Date.now();
    apply({ status: 'held' });
  }, [path, apply]);

  /** Asks who holds the lock now (after a save, which a lost lock makes fail with 423). */
  const recheck = useCallback(() => (isEnabled ? check() : Promise.resolve()), [isEnabled, check]);

  return { state, isReadOnly: state.status === 'lockedByOther' || state.status === 'lost', takeOver, recheck };
}
