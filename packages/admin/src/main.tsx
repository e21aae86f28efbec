import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { APIError } from './api/APIError.ts';
import { setAPIRoute } from './api/client.ts';
import { readInjectedConfig } from './config/index.ts';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App config={config} />
    </QueryClientProvider>
  </StrictMode>,
);
