import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { RequireAuth } from './auth/RequireAuth.tsx';
import { retryableLazy } from './components/LazyBoundary/index.tsx';
import { LoadingPlaceholder } from './components/LoadingPlaceholder/index.tsx';
import { ToastProvider } from './components/Toast/index.tsx';
import { ConfigProvider } from './config/ConfigProvider.tsx';
import { type AdminConfig, findCollection, findGlobal } from './config/index.ts';
import { LanguageProvider } from './i18n/LanguageProvider.tsx';
import { Shell } from './layout/Shell/index.tsx';
import { localeFromSearch } from './localization/localeFromSearch.ts';
import { ThemeProvider } from './theme/ThemeProvider.tsx';
import { RouteError } from './views/RouteError/index.tsx';

// Every view is its own chunk: the list does not download the edit view's fields or the rich-text editor.
const Dashboard = retryableLazy(() => import('./views/Dashboard/index.tsx'));
const ListView = retryableLazy(() => import('./views/List/index.tsx'));
const EditView = retryableLazy(() => import('./views/Edit/index.tsx'));
const Account = lazy(() => import('./views/Account/index.tsx'));
const Login = lazy(() => import('./views/auth/Login.tsx'));
const CreateFirstUser = lazy(() => import('./views/auth/CreateFirstUser.tsx'));
const ForgotPassword = lazy(() => import('./views/auth/ForgotPassword.tsx'));
const ResetPassword = lazy(() => import('./views/auth/ResetPassword.tsx'));
const Logout = lazy(() => import('./views/auth/Logout.tsx'));
const NotFound = lazy(() => import('./views/NotFound/index.tsx'));

const page = (element: React.ReactNode) => <Suspense fallback={<LoadingPlaceholder />}>{element}</Suspense>;

function createRouter(config: AdminConfig) {
  return createBrowserRouter(
    [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/login', element: page(<Login />) },
          { path: '/create-first-user', element: page(<CreateFirstUser />) },
          { path: '/forgot', element: page(<ForgotPassword />) },
          { path: '/reset/:token', element: page(<ResetPassword />) },
          { path: '/logout', element: page(<Logout />) },
          {
            element: (
              <RequireAuth>
                <Shell />
              </RequireAuth>
            ),
            children: [
              { index: true, element: page(<Dashboard.Component />) },
              { path: 'account', element: page(<Account />) },
              { path: 'collections/:slug', element: page(<ListView.Component />) },
              { path: 'collections/:slug/create', element: page(<EditView.Component kind="collection" />) },
              { path: 'collections/:slug/:id', element: page(<EditView.Component kind="collection" />) },
              { path: 'globals/:slug', element: page(<EditView.Component kind="global" />) },
              { path: '*', element: page(<NotFound />) },
            ],
          },
        ],
      },
    ],
    { basename: config.routes.admin },
  );
}

/** The admin: providers around the router. */
export function App({ config }: { config: AdminConfig }) {
  return (
    <ConfigProvider config={config}>
      <ThemeProvider>
        <AuthProvider>
          <LanguageProvider>
            <ToastProvider>
              <RouterProvider router={routerFor(config)} />
            </ToastProvider>
          </LanguageProvider>
        </AuthProvider>
      </ThemeProvider>
    </ConfigProvider>
  );
}

let router: ReturnType<typeof createRouter> | undefined;
/**
 * The app's one router. `main.tsx` creates it while the opening view's code and data are still arriving, so the
 * first render does not pay for it.
 */
export function routerFor(config: AdminConfig) {
  router ??= createRouter(config);
  return router;
}

/**
 * Loads what the opening address shows first: its view's code and, for a list, its first page (the page's
 * boot script already asked for it). Rendering before they are in would show a placeholder first, and React
 * then holds the view back for its Suspense throttle.
 */
export async function preloadOpeningView(config: AdminConfig, queryClient: QueryClient): Promise<void> {
  const path = window.location.pathname.slice(config.routes.admin.length);
  const [, section, slug, id, ...rest] = path.replace(/\/$/, '').split('/').map(decodeURIComponent);
  if (rest.length > 0) return;
  if (section === 'collections' && id === undefined && slug) {
    const collection = findCollection(config, slug);
    await Promise.all([
      ListView.preload(),
      collection &&
        import('./views/List/index.tsx').then((module) =>
          module.prefetchOpeningList(
            queryClient,
            collection,
            window.location.search,
            localeFromSearch(config, window.location.search),
          ),
        ),
    ]);
  } else if ((section === 'collections' && id) || (section === 'globals' && slug && id === undefined)) {
    const kind = section === 'globals' ? 'global' : 'collection';
    const entity = kind === 'global' ? findGlobal(config, slug) : findCollection(config, slug);
    await Promise.all([
      EditView.preload(),
      entity &&
        id !== 'create' &&
        import('./views/Edit/index.tsx').then((module) =>
          module.prefetchOpeningDocument(entity, kind, id, localeFromSearch(config, window.location.search)),
        ),
    ]);
  } else if (section === undefined) await Dashboard.preload();
}
