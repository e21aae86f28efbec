import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadOpeningView, routerFor } from './App.tsx';
import { APIError } from './api/APIError.ts';
import { setAPIRoute } from './api/client.ts';
import { prefetchSession } from './auth/AuthProvider.tsx';
import { readInjectedConfig } from './config/index.ts';
import { initialLanguage } from './i18n/LanguageProvider.tsx';
import { loadLanguage } from './i18n/languages.ts';
import './theme/theme.css';

const config = readInjectedConfig();
setAPIRoute(config.routes.api);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change by asking again.
      retry: (count, error) => !(error instanceof APIError && error.status < 500) && count < 2,
    },
  },
});

// The first render waits (briefly) for what the opening screen needs: who is signed in, their permissions,
// the view's code, a list's first page (all requested by the page before this script ran) and the interface
// language's strings. Rendered earlier, it would show placeholders first and take a second pass (and a
// Suspense throttle) to the content.
// Nothing shows before 500 ms anyway (the loading placeholder's delay).
const opening = Promise.race([
  Promise.allSettled([
    // Without an auth collection (no `admin.user`) the page asked nobody who is signed in.
    config.admin.user ? prefetchSession(queryClient, config.admin.user) : undefined,
    preloadOpeningView(config, queryClient),
    loadLanguage(initialLanguage(config)),
  ]),
  new Promise((resolve) => setTimeout(resolve, 400)),
]);
// Meanwhile the router matches the address (the main thread is otherwise waiting for those).
routerFor(config);
await opening;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App config={config} />
    </QueryClientProvider>
  </StrictMode>,
);
