import type { PreferenceResponse } from '@atrium/core/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api/client.ts';

/** The query key of one preference. */
export const preferenceKey = (key: string) => ['preferences', key] as const;

/**
 * One of the signed-in user's preferences (`/api/payload-preferences/:key`, owner-only). Answers `fallback`
 * until the stored value arrives or when none is stored; setting updates the screen at once and saves in
 * the background.
 */
export function usePreference<T>(key: string, fallback: T): [value: T, setValue: (value: T) => void, isLoaded: boolean] {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: preferenceKey(key),
    queryFn: async ({ signal }) =>
      (await api.get<PreferenceResponse<T>>(`/payload-preferences/${encodeURIComponent(key)}`, undefined, signal)).value,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const setValue = useCallback(
    (value: T) => {
      queryClient.setQueryData(preferenceKey(key), value);
      api.post(`/payload-preferences/${encodeURIComponent(key)}`, { value }).catch((error) => {
        console.warn(`Atrium admin: could not save the preference ${key}`, error);
      });
    },
    [key, queryClient],
  );
  return [query.data ?? fallback, setValue, query.isFetched];
}
