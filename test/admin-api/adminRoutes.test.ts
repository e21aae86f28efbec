import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { precompressBuild, preloadManifest, type ViteManifest } from '@atrium/admin/build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startAtrium } from '../helpers/startAtrium.ts';

/** A build folder shaped like the admin's: index.html with the injection point, hashed assets, the preload manifest. */
function buildFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-admin-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><!--atrium:head--><script type="module" src="./assets/app-A1.js"></script><link rel="stylesheet" href="./assets/common-C0.css"></head><body></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-A1.js'), `export const app = ${JSON.stringify('x'.repeat(4000))};`);
  writeFileSync(join(dir, 'assets', 'List-L1.js'), 'import "./shared-S1.js"; export default 1;');
  writeFileSync(join(dir, 'assets', 'shared-S1.js'), 'export const s = 1;');
  writeFileSync(join(dir, 'assets', 'Edit-E1.js'), 'export default 2;');
  writeFileSync(join(dir, 'assets', 'Editor-R1.js'), 'export default 3;');
  writeFileSync(join(dir, '.vite', 'boot.js'), 'window.booted = window.__ATRIUM__.config && "</script>";');
  // What the admin's build writes from Vite's manifest: the preloads of each view, the editor and the languages.
  const vite: ViteManifest = {
    'index.html': { file: 'assets/app-A1.js', isEntry: true, imports: ['_common.js'] },
    // What every page runs: index.html links it itself.
    '_common.js': { file: 'assets/common-P1.js', css: ['assets/common-C0.css'] },
    'src/views/List/index.tsx': {
      file: 'assets/List-L1.js',
      imports: ['_shared.js', '_common.js', 'index.html'],
      css: ['assets/List-C1.css'],
    },
    '_shared.js': { file: 'assets/shared-S1.js' },
    'src/views/Edit/index.tsx': { file: 'assets/Edit-E1.js', imports: ['index.html'] },
    'src/views/auth/Login.tsx': { file: 'assets/Login-G1.js', imports: ['_shared.js'] },
    'src/fields/richText/RichTextEditor.tsx': { file: 'assets/Editor-R1.js' },
    // Every field type's input comes through one module (the forms' chunk holds the inputs' code).
    'src/fields/inputs.ts': { file: 'assets/inputs-I1.js', imports: ['_forms.js'] },
    '_forms.js': { file: 'assets/RenderFields-F1.js', css: ['assets/RenderFields-C2.css'] },
    'virtual:atrium-language/en': { file: 'assets/en-E9.js' },
    // Vite names a virtual module relative to the folder the build ran from.
    '../../bench/virtual:atrium-language/de': { file: 'assets/de-D9.js' },
  };
  writeFileSync(join(dir, '.vite', 'preloads.json'), JSON.stringify(preloadManifest(vite)));
  return dir;
}

describe('the admin route', () => {
  let h: Harness;
  let dir: string;
  beforeAll(async () => {
    dir = buildFolder();
    h = await startAtrium(
      'sqlite',
      {
        collections: [
          { slug: 'users', auth: true, fields: [] },
          {
            slug: 'notes',
            labels: { singular: 'Note', plural: "Notes $' $& $$" },
            fields: [{ name: 'title', type: 'text', admin: { description: '</script><script>alert(1)</script>' } }],
          },
          { slug: 'articles', fields: [{ name: 'body', type: 'richText' }] },
        ],
      },
      { admin: { dir } },
    );
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every admin path with index.html carrying the client config, never cached', async () => {
    for (const url of ['/admin', '/admin/', '/admin/collections/notes/12', '/admin/login']) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<base href="/admin/" />');
      expect(res.body).toContain('window.__ATRIUM__={"config":');
    }
  });

  it('escapes the config so no value can close the script element', async () => {
    const res = await h.inject({ method: 'GET', url: '/admin/' });
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    // `$` sequences are text, not replacement patterns.
    expect(res.body).toContain(`"plural":"Notes $' $& $$"`);
    // Nothing server-only reaches the page.
    expect(res.body).not.toContain(h.atrium.config.secret);
  });

  it('inlines the boot script after the config, unable to end its script element, and never serves it as a file', async () => {
    const page = (await h.inject({ method: 'GET', url: '/admin/collections/notes' })).body;
    const boot = page.indexOf('<script>window.booted = window.__ATRIUM__.config && "<\\/script>";</script>');
    expect(boot).toBeGreaterThan(page.indexOf('window.__ATRIUM__={"config":'));
    // Before the modules, so its requests start while they download.
    expect(boot).toBeLessThan(page.indexOf('./assets/app-A1.js'));
    expect((await h.inject({ method: 'GET', url: '/admin/.vite/boot.js' })).statusCode).toBe(404);
  });

  it('sends a Content-Security-Policy that lets exactly the inline scripts of the page run', async () => {
    const res = await h.inject({ method: 'GET', url: '/admin/collections/notes' });
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code);
    expect(inline).toHaveLength(2); // the client config and the boot script
    const hashes = inline.map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
    expect(scriptSrc).toBe(`script-src 'self' ${hashes.join(' ')}`);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("preloads the opening view's chunks: the list's with its imports, the editor's only where there is rich text", async () => {
    const list = (await h.inject({ method: 'GET', url: '/admin/collections/notes' })).body;
    expect(list).toContain('<link rel="modulepreload" crossorigin href="assets/List-L1.js" />');
    expect(list).toContain('<link rel="modulepreload" crossorigin href="assets/shared-S1.js" />');
    expect(list).toContain('<link rel="stylesheet" href="assets/List-C1.css" />');
    expect(list).not.toContain('href="assets/app-A1.js" />');
    // What index.html links itself is not linked twice, and a view's stylesheet comes after the app's, as it
    // does when the view loads later: the view's rules win their ties in the cascade.
    expect(list).not.toContain('href="assets/common-P1.js"');
    expect(list).not.toContain('href="assets/common-C0.css"');
    expect(list.indexOf('assets/List-C1.css')).toBeGreaterThan(list.indexOf('./assets/common-C0.css'));
    const note = (await h.inject({ method: 'GET', url: '/admin/collections/notes/1' })).body;
    expect(note).toContain('href="assets/Edit-E1.js"');
    expect(note).not.toContain('Editor-R1.js');
    // A view that shows forms links the inputs with their chunk and stylesheet; the list links none of them.
    expect(note).toContain('href="assets/inputs-I1.js"');
    expect(note).toContain('href="assets/RenderFields-F1.js"');
    expect(note).toContain('href="assets/RenderFields-C2.css"');
    expect(list).not.toContain('inputs-I1.js');
    expect(list).not.toContain('RenderFields-');
    const article = (await h.inject({ method: 'GET', url: '/admin/collections/articles/1' })).body;
    expect(article).toContain('href="assets/Edit-E1.js"');
    expect(article).toContain('href="assets/Editor-R1.js"');
    // The route table decides what an address opens: a new document is the edit view, a deeper path is no view.
    expect((await h.inject({ method: 'GET', url: '/admin/collections/articles/create' })).body).toContain('Editor-R1.js');
    const deeper = (await h.inject({ method: 'GET', url: '/admin/collections/articles/1/extra' })).body;
    expect(deeper).not.toContain('Edit-E1.js');
    const login = (await h.inject({ method: 'GET', url: '/admin/login' })).body;
    expect(login).toContain(
      '<link rel="modulepreload" crossorigin href="assets/Login-G1.js" /><link rel="modulepreload" crossorigin href="assets/shared-S1.js" />',
    );
  });

  it("preloads the strings of the page's language (cookie, then Accept-Language, then the fallback), and says the page varies by them", async () => {
    const page = (headers: Record<string, string>) => h.inject({ method: 'GET', url: '/admin/collections/notes', headers });
    const german = await page({ 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.body).toContain('href="assets/de-D9.js"');
    expect(german.body).not.toContain('href="assets/en-E9.js"');
    expect(german.headers.vary).toContain('Accept-Language');
    expect(german.headers.vary).toContain('Cookie');
    const chosen = await page({ 'accept-language': 'de', cookie: 'atrium-lng=en' });
    expect(chosen.body).toContain('href="assets/en-E9.js"');
    expect(chosen.body).not.toContain('href="assets/de-D9.js"');
    // A language the admin has no strings for: the fallback language's.
    const japanese = await page({ 'accept-language': 'ja' });
    expect(japanese.body).toContain('href="assets/en-E9.js"');
  });

  it('sends hashed assets compressed as the browser accepts, with a year-long immutable cache', async () => {
    const original = (await h.inject({ method: 'GET', url: '/admin/assets/app-A1.js' })).rawPayload.toString();
    const br = await h.inject({
      method: 'GET',
      url: '/admin/assets/app-A1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.rawPayload.length).toBeLessThan(original.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);

    const gzip = await h.inject({ method: 'GET', url: '/admin/assets/app-A1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(original);

    const plain = await h.inject({ method: 'GET', url: '/admin/assets/app-A1.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);

    const page = await h.inject({ method: 'GET', url: '/admin/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('window.__ATRIUM__');
  });

  it('answers the app for paths naming Object.prototype keys instead of failing', async () => {
    for (const url of ['/admin/collections/constructor/1', '/admin/globals/toString', '/admin/collections/__proto__/2']) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('window.__ATRIUM__');
    }
  });

  it('answers 404 for a missing hashed asset (a stale tab) and never serves the build manifest', async () => {
    expect((await h.inject({ method: 'GET', url: '/admin/assets/gone-Z9.js' })).statusCode).toBe(404);
    expect((await h.inject({ method: 'GET', url: '/admin/.vite/preloads.json' })).statusCode).toBe(404);
  });

  it('leaves the API where it was', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/notes' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].name).toBe('Unauthorized');
  });
});

describe("the build's compressed forms", () => {
  let h: Harness;
  let dir: string;
  const app = join('assets', 'app-A1.js');
  const list = join('assets', 'List-L1.js');
  beforeAll(async () => {
    dir = buildFolder();
    writeFileSync(join(dir, list), `export default ${JSON.stringify('y'.repeat(4000))};`);
    await precompressBuild(dir);
    // Forms the server could not produce itself (quality 1), so the answers show which were read.
    const quick = (path: string) =>
      brotliCompressSync(readFileSync(join(dir, path)), { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    writeFileSync(join(dir, `${app}.br`), quick(app));
    writeFileSync(join(dir, `${list}.br`), quick(list));
    writeFileSync(join(dir, `${list}.gz`), gzipSync(readFileSync(join(dir, list)), { level: 1 }));
    // The list's forms predate its file, as after a copy over an older build: they are not to be trusted.
    utimesSync(join(dir, `${list}.br`), new Date(2000, 0, 1), new Date(2000, 0, 1));
    h = await startAtrium('sqlite', { collections: [{ slug: 'users', auth: true, fields: [] }] }, { admin: { dir } });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are written beside each served text file over 1 KiB, never beside small files or the build manifest', () => {
    expect(existsSync(join(dir, `${app}.br`))).toBe(true);
    expect(existsSync(join(dir, `${app}.gz`))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'shared-S1.js.br'))).toBe(false);
    expect(existsSync(join(dir, '.vite', 'boot.js.br'))).toBe(false);
    expect(existsSync(join(dir, '.vite', 'preloads.json.br'))).toBe(false);
  });

  it('are sent as they are, unless older than their file, and are never files of their own', async () => {
    const get = (url: string) => h.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const fresh = await get('/admin/assets/app-A1.js');
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(fresh.rawPayload.equals(readFileSync(join(dir, `${app}.br`)))).toBe(true);

    const stale = await get('/admin/assets/List-L1.js');
    expect(stale.headers['content-encoding']).toBe('br');
    expect(stale.rawPayload.equals(readFileSync(join(dir, `${list}.br`)))).toBe(false);
    expect(brotliDecompressSync(stale.rawPayload).equals(readFileSync(join(dir, list)))).toBe(true);

    for (const url of ['/admin/assets/app-A1.js.br', '/admin/assets/app-A1.js.gz'])
      expect((await get(url)).statusCode, url).toBe(404);
  });
});
