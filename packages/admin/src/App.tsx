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
import { type AdminRoute, adminPathOf, matchRoute, routeTable, type ViewName } from './routes/routeTable.ts';
import { ThemeProvider } from './theme/ThemeProvider.tsx';
import { RouteError } from './views/RouteError/index.tsx';

// Every view is its own chunk: the list does not download the edit view's fields or the rich-text editor.
const Dashboard = retryableLazy(() => import('./views/Dashboard/index.tsx'));
const ListView = retryableLazy(() => import('./views/List/index.tsx'));
const EditView = retryableLazy(() => import('./views/Edit/index.tsx'));
const VersionsView = lazy(() => import('./views/Versions/index.tsx'));
const VersionView = lazy(() => import('./views/Version/index.tsx'));
const TrashView = retryableLazy(() => import('./views/Trash/index.tsx'));
const Account = lazy(() => import('./views/Account/index.tsx'));
const Login = lazy(() => import('./views/auth/Login.tsx'));
const CreateFirstUser = lazy(() => import('./views/auth/CreateFirstUser.tsx'));
const ForgotPassword = lazy(() => import('./views/auth/ForgotPassword.tsx'));
const ResetPassword = lazy(() => import('./views/auth/ResetPassword.tsx'));
const Logout = lazy(() => import('./views/auth/Logout.tsx'));
const NotFound = lazy(() => import('./views/NotFound/index.tsx'));

const page = (element: React.ReactNode) => <Suspense fallback={<LoadingPlaceholder />}>{element}</Suspense>;

// What each view of the route table draws.
const viewElements: Record<ViewName, (route: AdminRoute) => React.ReactNode> = {
  login: () => <Login />,
  createFirstUser: () => <CreateFirstUser />,
  forgotPassword: () => <ForgotPassword />,
  resetPassword: () => <ResetPassword />,
  logout: () => <Logout />,
  dashboard: () => <Dashboard.Component />,
  account: () => <Account />,
  list: () => <ListView.Component />,
  trash: () => <TrashView.Component />,
  edit: (route) => <EditView.Component kind={route.kind ?? 'collection'} />,
  versions: (route) => <VersionsView kind={route.kind ?? 'collection'} />,
  version: (route) => <VersionView kind={route.kind ?? 'collection'} />,
  notFound: () => <NotFound />,
};

const routeObject = (route: AdminRoute) => ({ path: route.path, element: page(viewElements[route.view](route)) });

function createRouter(config: AdminConfig) {
  return createBrowserRouter(
    [
      {
        errorElement: <RouteError />,
        children: [
          ...routeTable.filter((route) => !route.isSignedIn).map(routeObject),
          {
            element: (
              <RequireAuth>
                <Shell />
              </RequireAuth>
            ),
            children: routeTable.filter((route) => route.isSignedIn).map(routeObject),
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
  const path = adminPathOf(config.routes.admin, window.location.pathname);
  if (path === undefined) return;
  const { route, params } = matchRoute(path);
  const locale = () => localeFromSearch(config, window.location.search);
  if (route.view === 'list') {
    const collection = findCollection(config, params.slug!);
    await Promise.all([
      ListView.preload(),
      collection &&
        import('./views/List/index.tsx').then((module) =>
          module.prefetchOpeningList(queryClient, collection, window.location.search, locale()),
        ),
    ]);
  } else if (route.view === 'edit') {
    const kind = route.kind ?? 'collection';
    const entity = kind === 'global' ? findGlobal(config, params.slug!) : findCollection(config, params.slug!);
    // A new document (`/create`) has nothing to read yet.
    const isNew = kind === 'collection' && params.id === undefined;
    await Promise.all([
      EditView.preload(),
      entity &&
        !isNew &&
        import('./views/Edit/index.tsx').then((module) => module.prefetchOpeningDocument(entity, kind, params.id, locale())),
    ]);
  } else if (route.view === 'trash') await TrashView.preload();
  else if (route.view === 'dashboard') await Dashboard.preload();
}
