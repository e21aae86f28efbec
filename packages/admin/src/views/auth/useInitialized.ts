import type { InitResponse } from '@atrium/core/client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';

/** `GET /api/<adminUser>/init` while nobody is signed in: `false` until the first user exists (same cache entry as RequireAuth). */
export function useInitialized(): boolean | undefined {
  const { user, userSlug } = useAuth();
  const init = useQuery({
    queryKey: ['auth', 'init'],
    queryFn: ({ signal }) => api.get<InitResponse>(`/${userSlug}/init`, undefined, signal),
    enabled: user === null,
  });
  return init.data?.initialized;
}
