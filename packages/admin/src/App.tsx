import { lazy, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { RequireAuth } from './auth/RequireAuth.tsx';
import { LoadingPlaceholder } from './components/LoadingPlaceholder/index.tsx';
import { ToastProvider } from './components/Toast/index.tsx';
import { ConfigProvider } from './config/ConfigProvider.tsx';
import type { AdminConfig } from './config/index.ts';
import { LanguageProvider } from './i18n/LanguageProvider.tsx';
import { Shell } from './layout/Shell/index.tsx';
import { ThemeProvider } from './theme/ThemeProvider.tsx';
import { RouteError } from './views/RouteError/index.tsx';

/**
 * `lazy` for a view that renders without suspending once its chunk is loaded: a view preloaded in parallel
 * with the sign-in check skips the fallback and React's 300 ms throttle on Suspense reveals.
 */
function lazyView<T extends React.ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: { default: T } | undefined;
  let pending: Promise<{ default: T }> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return pending;
  };
  const View = lazy(() => {
    const module = loaded;
    if (!module) return preload();
    // A thenable that calls back at once: React reads an already-loaded module without suspending.
    // biome-ignore lint/suspicious/noThenProperty: the thenable is the point
    return { then: (resolve: (m: { default: T }) => void) => resolve(module) } as unknown as Promise<{ default: T }>;
  });
  return Object.assign(View, { preload });
}

// Every view is its own chunk: the list does not download the edit view's fields or the rich-text editor.
const Dashboard = lazyView(() => import('./views/Dashboard/index.tsx'));
const ListView = lazyView(() => import('./views/List/index.tsx'));
const EditView = lazyView(() => import('./views/Edit/index.tsx'));
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
              { index: true, element: page(<Dashboard />) },
              { path: 'account', element: page(<Account />) },
              { path: 'collections/:slug', element: page(<ListView />) },
              { path: 'collections/:slug/create', element: page(<EditView kind="collection" />) },
              { path: 'collections/:slug/:id', element: page(<EditView kind="collection" />) },
              { path: 'globals/:slug', element: page(<EditView kind="global" />) },
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
function routerFor(config: AdminConfig) {
  if (!router) {
    router = createRouter(config);
    // Fetch the opening view's chunk while the session is checked, not after.
    const path = window.location.pathname.slice(config.routes.admin.length);
    if (/^\/collections\/[^/]+\/?$/.test(path)) void ListView.preload();
    else if (/^\/(collections\/[^/]+\/[^/]+|globals\/[^/]+)\/?$/.test(path)) void EditView.preload();
    else if (path === '' || path === '/') void Dashboard.preload();
  }
  return router;
}
