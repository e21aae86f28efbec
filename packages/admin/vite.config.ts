import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The admin is served at `routes.admin` by the server, which injects the client config into index.html.
// `npm run dev -w @atrium/admin` proxies the API to a running `npm start` (port 3000).
export default defineConfig({
  // Relative asset URLs: the server writes <base href> for whatever `routes.admin` is configured.
  base: './',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The bench and the budget count compressed bytes; sourcemaps stay out of the shipped folder.
    sourcemap: false,
    reportCompressedSize: false,
    // dist/.vite/manifest.json maps each view's source to its chunk; the server preloads the opening view's.
    manifest: true,
    rolldownOptions: {
      output: {
        // The browser opens at most six connections to the server over HTTP/1.1: a page that starts with eight
        // small files makes the API calls wait. Small shared chunks go into the chunks that need them.
        // The modules every page runs (React, the router, the query cache, the providers, core's browser
        // entry, the strings) form one chunk, loaded with the entry; views and their libraries stay split.
        codeSplitting: {
          groups: [
            {
              name: 'app',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]|packages[\\/](core|translations)[\\/]|admin[\\/]src[\\/](api|auth|config|i18n|theme|preferences|layout|components[\\/](Button|LoadingPlaceholder|Toast)|views[\\/](NotFound|RouteError|NotAllowed))[\\/]|rolldown[\\/]runtime/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
