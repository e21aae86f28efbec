import type { LocksResponse } from '@atrium/core/client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../api/client.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import type { ClientCollection } from '../../config/index.ts';

/** How often an open list asks who is editing what. */
const refreshEveryMs = 15_000;

/**
 * The documents of the list someone else is editing right now, by id, with the name of who is editing: the rows
 * show a lock. Nothing is asked for a collection that does not lock its documents.
 */
export function useEditingLocks(collection: ClientCollection): ReadonlyMap<string, string> {
  const { user } = useAuth();
  const isEnabled = collection.lockDocuments !== false && Boolean(user);
  const { data } = useQuery({
    queryKey: ['locks', collection.slug],
    queryFn: ({ signal }) => api.get<LocksResponse>(`/${collection.slug}/locks`, undefined, signal),
    enabled: isEnabled,
    refetchInterval: refreshEveryMs,
  });
  return useMemo(() => {
    const byID = new Map<string, string>();
    for (const lock of data?.locks ?? []) {
      if (lock.document && String(lock.user.value) !== String(user?.id)) byID.set(String(lock.document.value), lock.holder.title);
    }
    return byID;
  }, [data, user]);
}
