import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { PreloadManifest } from '@atrium/admin/build';
import { type Atrium, clientConfig } from '@atrium/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../utilities/requestLanguage.ts';
import { type AdminFile, loadAdminFiles } from './loadAdminFiles.ts';
import { preloadsFor, preloadTags } from './viewPreloads.ts';

export type AdminOptions = {
  /** The admin's build folder (`index.html` and `assets/`), e.g. `adminDistDir` from `@atrium/admin/build`. */
  dir: string;
};

/**
 * Serves the prebuilt admin at `routes.admin`: hashed assets with a year-long immutable cache, every other
 * path answered with index.html (the app routes in the browser) carrying the client config, never cached.
 * Text files go out brotli- or gzip-compressed as the browser accepts.
 */
export async function adminRoutes(app: FastifyInstance, atrium: Atrium, options: AdminOptions): Promise<void> {
  const { config } = atrium;
  const base = config.routes.admin.replace(/\/$/, '');
  const files = await loadAdminFiles(options.dir);
  const template = await files.get('index.html');
  if (!template)
    throw new Error(`Atrium admin: ${options.dir} holds no index.html; build the admin first (npm run build -w @atrium/admin).`);
  const html = template.body.toString('utf8');
  const bootFile = await files.get('.vite/boot.js');
  if (!bootFile)
    throw new Error(`Atrium admin: ${options.dir} holds no .vite/boot.js; rebuild the admin (npm run build -w @atrium/admin).`);
  // `</script` cannot occur in minified code but would end the inline element early.
  const boot = bootFile.body.toString('utf8').replace(/<\/script/gi, '<\\/script');
  // Built with the first page, not at start-up: it reads every language's labels, and a built server loads a
  // language's strings on first use.
  let configJSON: string | undefined;
  const preloadsFile = await files.get('.vite/preloads.json');
  if (!preloadsFile)
    throw new Error(
      `Atrium admin: ${options.dir} holds no .vite/preloads.json; rebuild the admin (npm run build -w @atrium/admin).`,
    );
  const manifest = JSON.parse(preloadsFile.body.toString('utf8')) as PreloadManifest;
  // One rendered page per set of preloads (a handful), compressed once.
  const pages = new Map<string, AdminPage>();
  const indexFor = (path: string, language: string): AdminPage => {
    // The interface language's strings load with the view (the admin picks the same one: cookie, then the
    // browser's languages), each language being its own small chunk.
    const tags = preloadTags(preloadsFor(manifest, path, config, language));
    let page = pages.get(tags);
    if (!page) {
      configJSON ??= JSON.stringify({ config: clientConfig(config) });
      page = renderIndex(html, base, configJSON, boot, tags);
      pages.set(tags, page);
    }
    return page;
  };

  const handleRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = (request.params as { '*'?: string })['*'] ?? '';
    const file = path.startsWith('.vite/') ? undefined : await files.get(path);
    if (file && path !== 'index.html')
      return send(request, reply, file, file.isImmutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    // A missing hashed asset is a stale tab asking for an old build: a 404, not the app's HTML. The build
    // manifest is the server's own business.
    if (path.startsWith('assets/') || path.startsWith('.vite/')) return reply.code(404).type('text/plain').send('Not found');
    // The page names the language's strings to preload, picked from the cookie or Accept-Language.
    const page = indexFor(path, requestLanguage(config, request));
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Content-Security-Policy', page.contentSecurityPolicy);
    return send(request, reply, page, 'no-cache', 'Accept-Language, Cookie');
  };
  // The router ignores trailing slashes: this answers both `/admin` and `/admin/`.
  app.get(base, handleRequest);
  app.get(`${base}/*`, handleRequest);
}

function send(request: FastifyRequest, reply: FastifyReply, file: AdminFile, cacheControl: string, vary?: string) {
  reply.header('Cache-Control', cacheControl);
  reply.header('Content-Type', file.contentType);
  reply.header('X-Content-Type-Options', 'nosniff');
  const varies = [...(file.br || file.gzip ? ['Accept-Encoding'] : []), ...(vary ? [vary] : [])];
  if (varies.length > 0) reply.header('Vary', varies.join(', '));
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (file.br && /\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(file.br);
  if (file.gzip && /\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}

/**
 * index.html with `<base>` at the admin route (assets are linked relatively), the client config inlined, the
 * opening view's chunks preloaded, and the admin's boot script, which starts the opening view's first requests
 * (who is signed in, what they may do, the list or document shown) before any module has downloaded; the app
 * takes those answers over.
 */
function renderIndex(html: string, base: string, configJSON: string, boot: string, preloads: string): AdminPage {
  // `<` escaped so no string in the config can close the script element.
  const script = `<base href="${base}/" /><script>window.__ATRIUM__=${configJSON.replace(/</g, '\\u003c')};</script><script>${boot}</script>`;
  // The views' links go after the app's own (Vite puts those last in <head>): their stylesheets then come
  // after the app's in the cascade, as they do when a view loads later, so a view's rule wins its ties.
  const page = html.replace('<!--atrium:head-->', () => script).replace('</head>', () => `${preloads}</head>`);
  const body = Buffer.from(page, 'utf8');
  return {
    contentSecurityPolicy: contentSecurityPolicy(page),
    body,
    br: brotliCompressSync(body),
    gzip: gzipSync(body),
    contentType: 'text/html; charset=utf-8',
    isImmutable: false,
  };
}

/** A rendered index.html and the Content-Security-Policy that lets exactly its own inline scripts run. */
type AdminPage = AdminFile & { contentSecurityPolicy: string };

/**
 * The admin page's policy: scripts from this origin plus the page's inline scripts (client config, boot script,
 * theme) named by their SHA-256, computed once per rendered page, so injected markup can run no script.
 * Inline styles stay allowed: the admin's UI libraries insert `<style>` elements at run time, and a style can run
 * no code. Images come from anywhere, since media may live on another host.
 */
function contentSecurityPolicy(page: string): string {
  const hashes = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(
      ([, , code]) =>
        `'sha256-${createHash('sha256')
          .update(code ?? '', 'utf8')
          .digest('base64')}'`,
    );
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    'img-src * data: blob:',
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
