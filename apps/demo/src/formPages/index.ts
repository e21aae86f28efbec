import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { createServer } from '@atrium/server';
import type { Atrium } from '../seed/index.ts';

type Server = Awaited<ReturnType<typeof createServer>>;

const publicDir = join(dirname(fileURLToPath(import.meta.url)), 'public');

/** The page's own strings, for the few words the server writes before the script runs. */
const pageText: Record<string, { loading: string; needsScript: string; missing: string; thanks: string; thanksBody: string }> = {
  en: {
    loading: 'Loading the form…',
    needsScript: 'This form needs JavaScript.',
    missing: 'There is no such form.',
    thanks: 'Thank you',
    thanksBody: 'We have received your sign-up and will write to you soon.',
  },
  de: {
    loading: 'Das Formular wird geladen …',
    needsScript: 'Dieses Formular braucht JavaScript.',
    missing: 'Dieses Formular gibt es nicht.',
    thanks: 'Vielen Dank',
    thanksBody: 'Wir haben Ihre Anmeldung erhalten und schreiben Ihnen bald.',
  },
  ar: {
    loading: 'جارٍ تحميل النموذج…',
    needsScript: 'يحتاج هذا النموذج إلى JavaScript.',
    missing: 'لا يوجد نموذج بهذا الاسم.',
    thanks: 'شكرًا لك',
    thanksBody: 'تلقّينا تسجيلك وسنراسلك قريبًا.',
  },
};

/** `?locale=` of a request: the server parses no query string for routes that do not ask (see createServer). */
const localeParam = (url: string) => new URL(url, 'http://localhost').searchParams.get('locale');

const escapeHTML = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Only this page's own files: no inline script or style, the REST API on the same origin. */
const contentSecurityPolicy =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** The locale asked for (`?locale=ar`) when the config knows it, else the default one; and whether it reads right to left. */
export function pageLocale(atrium: Atrium, asked: unknown): { code: string; rtl: boolean } {
  const localization = atrium.config.localization;
  if (!localization) return { code: 'en', rtl: false };
  const known = localization.locales.find((locale) => locale.code === asked);
  const locale = known ?? localization.locales.find((l) => l.code === localization.defaultLocale);
  return { code: locale?.code ?? 'en', rtl: Boolean(locale?.rtl) };
}

function page({ locale, title, body }: { locale: { code: string; rtl: boolean }; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHTML(locale.code)}" dir="${locale.rtl ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHTML(title)}</title>
<link rel="stylesheet" href="/forms/assets/form.css">
<script type="module" src="/forms/assets/form.js"></script>
</head>
<body>
${body}
</body>
</html>
`;
}

/**
 * The demo's public form pages, outside the admin: `GET /forms/:id` (`?locale=de|ar`) renders a form of the
 * form builder and submits it to the REST API (`/forms/assets/form.js`); `GET /forms/thank-you` is where the
 * workshop sign-up redirects.
 */
export function registerFormPages(server: Server, atrium: Atrium): void {
  const assets: Record<string, { type: string; body: string }> = {
    'form.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(join(publicDir, 'form.js'), 'utf8') },
    'form.css': { type: 'text/css; charset=utf-8', body: readFileSync(join(publicDir, 'form.css'), 'utf8') },
  };
  const api = atrium.config.routes.api;

  server.get<{ Params: { name: string } }>('/forms/assets/:name', async (request, reply) => {
    const asset = assets[request.params.name];
    if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(asset.type).header('cache-control', 'no-cache').send(asset.body);
  });

  server.get('/forms/thank-you', async (request, reply) => {
    const locale = pageLocale(atrium, localeParam(request.url));
    const text = pageText[locale.code] ?? pageText.en;
    const body = `<main class="form-page"><h1>${escapeHTML(text.thanks)}</h1><p>${escapeHTML(text.thanksBody)}</p></main>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', contentSecurityPolicy)
      .send(page({ locale, title: text.thanks, body }));
  });

  server.get<{ Params: { id: string } }>('/forms/:id', async (request, reply) => {
    const locale = pageLocale(atrium, localeParam(request.url));
    const text = pageText[locale.code] ?? pageText.en;
    const { id } = request.params;
    // The title is written by the server, so the page is named before its script runs; the fields come from REST.
    const form = (await atrium
      .findByID({ collection: 'forms', id, locale: locale.code, depth: 0, overrideAccess: true })
      .catch(() => null)) as { title?: string } | null;
    reply.type('text/html; charset=utf-8').header('content-security-policy', contentSecurityPolicy);
    if (!form) {
      const body = `<main class="form-page"><h1>${escapeHTML(text.missing)}</h1></main>`;
      return reply.code(404).send(page({ locale, title: text.missing, body }));
    }
    const title = form.title ?? '';
    const body = `<main class="form-page" id="form-root" data-form-id="${escapeHTML(String(id))}" data-locale="${escapeHTML(locale.code)}" data-api="${escapeHTML(api)}">
<h1 id="form-title">${escapeHTML(title)}</h1>
<p class="form-loading" role="status">${escapeHTML(text.loading)}</p>
<noscript><p>${escapeHTML(text.needsScript)}</p></noscript>
</main>`;
    return reply.send(page({ locale, title, body }));
  });
}
