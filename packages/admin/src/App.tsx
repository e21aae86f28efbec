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

// Every view is its own chunk: the list does not download the edit view's fields or the rich-text editor.
const Dashboard = lazy(() => import('./views/Dashboard/index.tsx'));
const ListView = lazy(() => import('./views/List/index.tsx'));
const EditView = lazy(() => import('./views/Edit/index.tsx'));
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
  router ??= createRouter(config);
  return router;
}
