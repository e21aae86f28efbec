import type { AccessResponse, MeResponse, Permissions, RefreshTokenResponse } from '@atrium/core/client';
import { hashKey, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { APIError } from '../api/APIError.ts';
import { api } from '../api/client.ts';
import { useConfig } from '../config/ConfigProvider.tsx';

// The answers of `GET /api/access` and `/me` are core's types, under the names the admin uses.
export type { EntityPermissions, FieldPermissions, Permission, Permissions } from '@atrium/core/client';

/** The signed-in user as `/me` answers it. */
export type User = NonNullable<MeResponse['user']>;

export type Auth = {
  /** `undefined` while the first answer is on its way. */
  user: User | null | undefined;
  permissions: Permissions | undefined;
  /** The auth collection of the admin's users (`admin.user`). */
  userSlug: string;
  /** Re-reads the user and permissions (after sign-in, sign-out or an account change). */
  refresh: () => Promise<void>;
  logout: () => Promise<void>;
};

const AuthContext = createContext<Auth | null>(null);

export const meKey = ['auth', 'me'] as const;
export const accessKey = ['auth', 'access'] as const;

const readMe = (userSlug: string, signal?: AbortSignal) => api.get<MeResponse>(`/${userSlug}/me`, undefined, signal);
const readAccess = (signal?: AbortSignal) => api.get<AccessResponse>('/access', undefined, signal);
const accessQueryKey = (userId: User['id'] | null) => [...accessKey, userId];

/**
 * Reads who is signed in and their permissions into the query cache (the page started both requests), so the
 * app's first render already knows them. A failure stores nothing: the provider then asks as usual.
 */
export async function prefetchSession(queryClient: QueryClient, userSlug: string): Promise<void> {
  const me = await readMe(userSlug);
  queryClient.setQueryData(meKey, me);
  if (me.user) queryClient.setQueryData(accessQueryKey(me.user.id), await readAccess());
}

/** Loads who is signed in and what they may do; keeps the session alive while the admin is open. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  // A config without an auth collection has no `admin.user`; its sign-in requests then fail like any other.
  const userSlug = config.admin.user ?? '';
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: meKey,
    queryFn: ({ signal }) => readMe(userSlug, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const user = me.data ? me.data.user : me.isError ? null : undefined;
  const access = useQuery({
    queryKey: accessQueryKey(user?.id ?? null),
    queryFn: ({ signal }) => readAccess(signal),
    enabled: Boolean(user),
    staleTime: 60_000,
  });

  // Refresh the token a minute before it expires, so an editor in the middle of a long edit stays signed in.
  // Only the server saying no (401) signs out here: a dropped connection is tried again, because signing out
  // would unmount the form being edited.
  const exp = me.data?.exp;
  useEffect(() => {
    if (!user || !exp) return;
    let timer: number;
    const schedule = (ms: number) => {
      // setTimeout fires at once for delays past 2^31 − 1 ms (24.8 days).
      timer = window.setTimeout(attempt, Math.min(Math.max(5_000, ms), 2 ** 31 - 1));
    };
    const attempt = async () => {
      try {
        const refreshed = await api.post<RefreshTokenResponse>(`/${userSlug}/refresh-token`);
        queryClient.setQueryData(meKey, { user: refreshed.user, exp: refreshed.exp });
      } catch (error) {
        if (error instanceof APIError && error.status === 401) queryClient.setQueryData(meKey, { user: null });
        else if (exp * 1000 > Date.now()) schedule(30_000);
      }
    };
    schedule(exp * 1000 - Date.now() - 60_000);
    return () => window.clearTimeout(timer);
  }, [user, exp, userSlug, queryClient]);

  // A different person now holds the session (signed in over another account, a reset link, an expiry):
  // nothing the previous user's queries cached (lists, documents, preferences, recents) may reach them.
  const identity = user ? `${String(user.collection ?? userSlug)}:${user.id}` : user === null ? 'anonymous' : undefined;
  const previousIdentity = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (identity === undefined) return;
    if (previousIdentity.current !== undefined && previousIdentity.current !== identity) {
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    }
    previousIdentity.current = identity;
  }, [identity, queryClient]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
    await queryClient.refetchQueries({ queryKey: meKey });
  }, [queryClient]);

  const logout = useCallback(async () => {
    try {
      await api.post(`/${userSlug}/logout`);
    } catch (error) {
      // 400/401: the session had already ended (another tab, an expiry); signing out here still must happen.
      if (!(error instanceof APIError && (error.status === 400 || error.status === 401))) throw error;
    }
    // Nothing another user must not see may survive a sign-out. `me` is set rather than removed: clearing it
    // would leave this provider's observer on the removed query, still answering with the old user.
    queryClient.setQueryData(meKey, { user: null });
    queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(meKey) });
  }, [queryClient, userSlug]);

  const value = useMemo<Auth>(
    () => ({ user, permissions: access.data, userSlug, refresh, logout }),
    [user, access.data, userSlug, refresh, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in user, their permissions and the sign-in actions. */
export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside AuthProvider');
  return auth;
}

/** Whether the user may `operation` the collection or global `slug`. */
export function can(
  permissions: Permissions | undefined,
  kind: 'collections' | 'globals',
  slug: string,
  operation: 'create' | 'read' | 'update' | 'delete' | 'trash',
): boolean {
  return permissions?.[kind]?.[slug]?.[operation]?.permission === true;
}
