import type { InitResponse } from '@atrium/core/client';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { api } from '../api/client.ts';
import { LoadingPlaceholder } from '../components/LoadingPlaceholder/index.tsx';
import { NotAllowed } from '../views/NotAllowed/index.tsx';
import { useAuth } from './AuthProvider.tsx';

/**
 * Lets signed-in staff through. Anyone else goes to sign-in (or to create-first-user while no user exists)
 * with the page they wanted kept in `redirect`; a user who may not use the admin sees "not allowed".
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, permissions, userSlug } = useAuth();
  const location = useLocation();
  const init = useQuery({
    queryKey: ['auth', 'init'],
    queryFn: ({ signal }) => api.get<InitResponse>(`/${userSlug}/init`, undefined, signal),
    enabled: user === null,
  });
  if (user === undefined) return <LoadingPlaceholder />;
  if (user === null) {
    if (!init.data) return <LoadingPlaceholder />;
    if (!init.data.initialized) return <Navigate to="/create-first-user" replace />;
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={redirect === '/' ? '/login' : `/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  if (!permissions) return <LoadingPlaceholder />;
  if (!permissions.canAccessAdmin) return <NotAllowed />;
  return children;
}
