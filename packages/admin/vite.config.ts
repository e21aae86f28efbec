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
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
