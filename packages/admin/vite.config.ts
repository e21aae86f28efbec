import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { languagesPlugin } from './build/languagesPlugin.ts';
import { pluginsPlugin } from './build/pluginsPlugin.ts';

// The admin is served at `routes.admin` by the server, which injects the client config into index.html.
// `npm run dev -w @atrium/admin` proxies the API to a running `npm start` (port 3000).
export default defineConfig({
  // Relative asset URLs: the server writes <base href> for whatever `routes.admin` is configured.
  base: './',
  plugins: [react(), languagesPlugin(), pluginsPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The bench and the budget count compressed bytes; sourcemaps stay out of the shipped folder.
    sourcemap: false,
    minify: process.env.ATRIUM_ADMIN_MINIFY !== 'off',
    reportCompressedSize: false,
    // dist/.vite/manifest.json maps each view's source to its chunk; the server preloads the opening view's.
    manifest: true,
    rolldownOptions: {
      output: {
        // The browser opens at most six connections to the server over HTTP/1.1: a page that starts with a dozen
        // small files keeps the API calls it started waiting behind them. So the code is grouped into a few
        // files by what loads together. A group also takes what its modules import that no group of higher
        // priority took. The modules every page runs (React, the router, the query cache, the providers, core's
        // browser entry, the strings) form 'app', loaded with the entry; views and their libraries stay apart.
        codeSplitting: {
          groups: [
            {
              // The list view with the helpers its lazily loaded panels (filters, bulk edit) share with it.
              name: 'List',
              test: /admin[\\/]src[\\/](views[\\/]List[\\/](index\.tsx|useRelatedDocs\.ts|useListQuery\.ts)|lists[\\/]listFields\.ts)$/,
              priority: 1,
            },
            {
              // The rich-text editor: Lexical, our nodes, plugins, cards and dialogs. Only forms with rich text
              // load it.
              name: 'RichTextEditor',
              test: /node_modules[\\/](lexical|@lexical)[\\/]|packages[\\/]richtext[\\/]|admin[\\/]src[\\/]fields[\\/]richText[\\/](?!index\.tsx)/,
              priority: 2,
            },
            {
              // Every field type's input and what forms share (validation, drawers, dialogs).
              name: 'RenderFields',
              test: /admin[\\/]src[\\/](forms[\\/]|components[\\/]Dialog[\\/]|fields[\\/](?!richText[\\/](?!index\.tsx)))/,
              priority: 3,
            },
            {
              // What the list takes from the field types' entries (cells, filters, summaries) and the registry;
              // the entries load their inputs on demand, so the list loads no form code. Forms load it too.
              name: 'fieldTypes',
              test: /admin[\\/]src[\\/]fields[\\/](registry\.ts|types\.ts|[^\\/]+[\\/](entry\.ts|Cell\.tsx|Filter\.tsx|summary\.ts|JoinCell\.tsx|richTextExcerpt\.ts)|shared[\\/](cells|filters)[\\/].*|shared[\\/](summaries\.ts|onDemandInput\.tsx|relations[\\/]relatedRefs\.ts)|upload[\\/]CellThumbnail[\\/].*)$/,
              priority: 4,
            },
            {
              // React Aria, which forms and dialogs use (the list loads it only with its panels): one file, not
              // eight that would take every connection the browser opens and keep the API calls waiting.
              name: 'aria',
              test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized|aria-hidden|clsx|@swc)[\\/]/,
              priority: 5,
            },
            {
              name: 'app',
              priority: 6,
              // (The API client, config, icons and the content-locale picker here too: a module of a later group
              // imported by 'app' or by the list would pull that whole group in with it.)
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]|packages[\\/](core|translations)[\\/]|admin[\\/]src[\\/](api|auth|config|i18n|theme|preferences|layout|components[\\/](Button|Icon|LazyBoundary|LoadingPlaceholder|Toast)|views[\\/](NotFound|RouteError|NotAllowed))[\\/]|admin[\\/]src[\\/]localization[\\/](contentLocale|localeFromSearch|LocaleSelect|localizedPaths)\.tsx?$|rolldown[\\/]runtime/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
