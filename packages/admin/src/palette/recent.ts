import type { PreferenceResponse } from '@atrium/core/client';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '../api/client.ts';
import { preferenceKey, usePreference } from '../preferences/usePreference.ts';

/** A document the user opened or saved, as the palette lists it. */
export type RecentDocument = {
  kind: 'collection' | 'global';
  slug: string;
  /** Absent for globals. */
  id?: string | number;
  /** The heading the edit view showed (the title field, the global's label, or the untitled label). */
  title: string;
};

const key = 'recent-documents';
/** How many recent documents are kept. */
export const recentLimit = 10;

/** The same document, whatever its title now. */
const isSame = (a: RecentDocument, b: RecentDocument) =>
  a.kind === b.kind && a.slug === b.slug && String(a.id ?? '') === String(b.id ?? '');

/** The stored value cleaned up: anything that is not a recent document is dropped (the preference is user data). */
export function readRecent(value: unknown): RecentDocument[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (entry): entry is RecentDocument =>
        typeof entry === 'object' &&
        entry !== null &&
        (entry.kind === 'collection' || entry.kind === 'global') &&
        typeof entry.slug === 'string' &&
        typeof entry.title === 'string' &&
        (entry.id === undefined || typeof entry.id === 'string' || typeof entry.id === 'number'),
    )
    .slice(0, recentLimit);
}

/** `list` with `entry` moved (or added) to the front, at most `recentLimit` long. */
export function addRecent(list: RecentDocument[], entry: RecentDocument): RecentDocument[] {
  const clean: RecentDocument = { kind: entry.kind, slug: entry.slug, title: entry.title };
  if (entry.id !== undefined && entry.id !== null) clean.id = entry.id;
  return [clean, ...list.filter((other) => !isSame(other, clean))].slice(0, recentLimit);
}

// recordRecent is a plain function (the edit view calls it from an effect), so it reaches the query cache
// through the client the Shell binds. The cache is the in-memory mirror: usePreference reads the same key,
// so the palette shows a new entry at once, and sign-out's `queryClient.clear()` forgets it with the rest.
let boundClient: QueryClient | null = null;
const early: RecentDocument[] = [];
let saving: Promise<void> = Promise.resolve();

async function fetchStored({ signal }: { signal?: AbortSignal }): Promise<unknown> {
  return (await api.get<PreferenceResponse>(`/payload-preferences/${key}`, undefined, signal)).value;
}

async function save(queryClient: QueryClient, entry: RecentDocument): Promise<void> {
  const queryKey = preferenceKey(key);
  let stored: unknown;
  try {
    // Merge with what the server holds, or the first entry of a session would replace the saved list.
    stored = await queryClient.ensureQueryData({ queryKey, queryFn: fetchStored });
  } catch {
    // No stored list can be read (no preferences endpoint, offline): keep this session's list in memory.
    stored = queryClient.getQueryData(queryKey);
  }
  const next = addRecent(readRecent(stored), entry);
  queryClient.setQueryData(queryKey, next);
  await api.post(`/payload-preferences/${key}`, { value: next });
}

/**
 * Remembers that the user opened or saved a document (`id` absent for a global), newest first, for the
 * command palette's "Recent documents". Shown at once; saved in the user's `recent-documents` preference.
 */
export function recordRecent(entry: RecentDocument): void {
  const queryClient = boundClient;
  if (!queryClient) {
    early.unshift(entry);
    early.length = Math.min(early.length, recentLimit);
    return;
  }
  // One save at a time: each merges into the list the previous one left.
  saving = saving
    .then(() => save(queryClient, entry))
    .catch((error) => console.warn('Atrium admin: could not save the recent documents', error));
}

/** Connects `recordRecent` to the signed-in user's query cache while the Shell is mounted. */
export function useRecentDocumentsRecorder(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    boundClient = queryClient;
    // Entries recorded by a child's effect before this one ran (children's effects run first).
    for (const entry of early.splice(0).reverse()) recordRecent(entry);
    return () => {
      boundClient = null;
      early.length = 0;
    };
  }, [queryClient]);
}

/** The user's recent documents, newest first. */
export function useRecentDocuments(): RecentDocument[] {
  const [stored] = usePreference<unknown>(key, []);
  return useMemo(() => readRecent(stored), [stored]);
}
