/**
 * `npm run bench:admin`: the admin in headless Chromium against a server seeded with 10,000 posts. Reports
 * the compressed JavaScript the posts list loads, milliseconds from navigation start to the list's rows and
 * to a post's edit form being fully visible (cold: a fresh browser profile, empty cache; warm: the same
 * profile again; each load starts once the machine is quiet, see quiet.ts), and the per-keystroke cost of typing into a text field of a document with 100 array rows.
 */
import { parseArgs } from 'node:util';
import type { BrowserContext, Page } from '@playwright/test';
import { launchContext } from '../../test/admin/browser.ts';
import { startServer, type TestServer } from '../../test/admin/startServer.ts';
import { adminUser } from '../../test/admin/users.ts';
import { keystrokeProbe, readinessProbe } from './probes.ts';
import { waitForQuietCPU } from './quiet.ts';

const { values: args } = parseArgs({
  options: {
    posts: { type: 'string', default: process.env.BENCH_POSTS ?? '10000' },
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' },
  },
});
const runs = Number(args.runs);

async function signedInContext(server: TestServer): Promise<BrowserContext> {
  const context = await launchContext({ viewport: { width: 1280, height: 860 } });
  await context.addInitScript(readinessProbe);
  await context.addInitScript(keystrokeProbe);
  const response = await context.request.post(`${server.url}/api/users/login`, {
    data: { email: adminUser.email, password: adminUser.password },
  });
  if (response.status() !== 200) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  return context;
}

/** Navigates and answers the probe's mark once it is set (milliseconds since navigation start). */
async function timeTo(page: Page, url: string, mark: 'listRows' | 'formReady'): Promise<number> {
  await page.goto(url);
  await page.waitForFunction((name) => (window as any).__benchMarks?.[name] !== undefined, mark, { timeout: 30_000 });
  return page.evaluate((name) => (window as any).__benchMarks[name] as number, mark);
}

/** Compressed bytes of every script the page loaded (transfer encoding as served: brotli here). */
async function scriptBytes(page: Page): Promise<number> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  );
}

/**
 * The machine's own speed, so figures from different sittings and machines can be compared: a fixed piece of
 * script work (sorting, JSON and string building) in a fresh page, median of five, and what the page's first use
 * of `Intl` costs (a fixed cost every cold admin page pays once, when the browser loads its locale data).
 */
async function machineReference(): Promise<{ script: number; intl: number }> {
  const script: number[] = [];
  const intl: number[] = [];
  for (let run = 0; run < 5; run++) {
    const context = await launchContext();
    const page = await context.newPage();
    await page.setContent('<!doctype html><title>reference</title>');
    const [scriptMs, intlMs] = (await page.evaluate(`(() => {
      let started = performance.now();
      new Intl.NumberFormat().format(0);
      const intl = performance.now() - started;
      started = performance.now();
      let seed = 1;
      const numbers = Array.from({ length: 200000 }, () => (seed = (seed * 16807) % 2147483647));
      numbers.sort((a, b) => a - b);
      const rows = numbers.slice(0, 20000).map((n, i) => ({ id: i, title: 'Post ' + n.toString(36), tags: [n % 7, n % 11] }));
      const text = JSON.stringify(rows);
      const back = JSON.parse(text);
      let html = '';
      for (const row of back) html += '<tr><td>' + row.title + '</td><td>' + row.tags.join(', ') + '</td></tr>';
      // The built string's length is returned so no engine can skip building it.
      return [performance.now() - started, intl, html.length];
    })()`)) as [number, number, number];
    script.push(scriptMs);
    intl.push(intlMs);
    await context.close();
  }
  return { script: median(script), intl: median(intl) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function main(): Promise<void> {
  const started = performance.now();
  const server = await startServer({ SEED_POSTS: args.posts });
  console.log(`Server with ${args.posts} posts ready in ${((performance.now() - started) / 1000).toFixed(1)} s at ${server.url}`);
  try {
    // A post to edit (the newest) and a specimen with 100 array rows to type in.
    const setup = await signedInContext(server);
    const posts = await (await setup.request.get(`${server.url}/api/posts?limit=1&depth=0&select[title]=true`)).json();
    const postId = posts.docs[0].id;
    const rows = Array.from({ length: 100 }, (_, i) => ({ label: `Row ${i + 1}`, isDone: i % 2 === 0 }));
    const created = await setup.request.post(`${server.url}/api/specimens`, { data: { title: 'Bench rows', entries: rows } });
    if (created.status() !== 201) throw new Error(`creating the 100-row specimen failed: ${await created.text()}`);
    const specimenId = (await created.json()).doc.id;
    await setup.close();

    const listURL = `${server.url}/admin/collections/posts`;
    const editURL = `${server.url}/admin/collections/posts/${postId}`;
    const result = {
      listCold: [] as number[],
      listWarm: [] as number[],
      editCold: [] as number[],
      editWarm: [] as number[],
      listJS: 0,
      editJS: 0,
      waits: [] as { waited: number; quiet: boolean }[],
    };
    for (let run = 0; run < runs; run++) {
      for (const [view, url, mark] of [
        ['list', listURL, 'listRows'],
        ['edit', editURL, 'formReady'],
      ] as const) {
        const context = await signedInContext(server);
        const page = await context.newPage();
        // Each load starts on a quiet machine: not while the browser just launched is still starting itself.
        result.waits.push(await waitForQuietCPU());
        const cold = await timeTo(page, url, mark);
        const bytes = await scriptBytes(page);
        await page.goto('about:blank');
        result.waits.push(await waitForQuietCPU());
        const warm = await timeTo(page, url, mark);
        await context.close();
        if (view === 'list') {
          result.listCold.push(cold);
          result.listWarm.push(warm);
          result.listJS = bytes;
        } else {
          result.editCold.push(cold);
          result.editWarm.push(warm);
          result.editJS = bytes;
        }
      }
    }

    // Typing: 40 characters into the title of the 100-row document.
    const context = await signedInContext(server);
    const page = await context.newPage();
    await timeTo(page, `${server.url}/admin/collections/specimens/${specimenId}`, 'formReady');
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.click().catch(async (error) => {
      await page.screenshot({ path: '/tmp/bench-typing.png' });
      throw error;
    });
    await title.press('End');
    await page.evaluate(() => {
      (window as any).__keystrokes.length = 0;
    });
    await page.keyboard.type(' typed into a long document, one key a time', { delay: 30 });
    const keystrokes = (await page.evaluate(() => (window as any).__keystrokes)) as number[];
    await context.close();

    const reference = await machineReference();

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const ms = (values: number[]) => `${Math.round(median(values))} ms`;
    console.log(`\nAdmin in headless Chromium, ${args.posts} posts, median of ${runs} runs`);
    console.log('| measure | figure | budget |');
    console.log('|---|---|---|');
    console.log(`| posts list: JS loaded (compressed) | ${kb(result.listJS)} | ≤ 250 KB |`);
    console.log(`| posts list: rows visible, cold | ${ms(result.listCold)} | ≤ 250 ms |`);
    console.log(`| posts list: rows visible, warm | ${ms(result.listWarm)} | |`);
    console.log(`| post edit view: JS loaded (compressed) | ${kb(result.editJS)} | |`);
    console.log(`| post edit view: all fields visible, cold | ${ms(result.editCold)} | ≤ 400 ms |`);
    console.log(`| post edit view: all fields visible, warm | ${ms(result.editWarm)} | |`);
    console.log(
      `| typing, 100-row document: per keystroke (median / max of ${keystrokes.length}) | ${median(keystrokes).toFixed(1)} / ${Math.max(...keystrokes).toFixed(1)} ms | ≤ 16 ms |`,
    );
    console.log(
      `\nMachine reference: a fixed script in a fresh page ${reference.script.toFixed(0)} ms; the page's first Intl call ${reference.intl.toFixed(0)} ms`,
    );
    console.log(
      `Each load started once the CPUs were 90 % idle over half a second (median wait ${Math.round(median(result.waits.map((w) => w.waited)))} ms${
        result.waits.some((w) => !w.quiet)
          ? `; ${result.waits.filter((w) => !w.quiet).length} of ${result.waits.length} waits gave up after 5 s, the machine never quiet`
          : ''
      }).`,
    );
    console.log(
      `Cold runs (ms): list ${result.listCold.map(Math.round).join(', ')}; edit ${result.editCold.map(Math.round).join(', ')}`,
    );
  } finally {
    await server.close();
  }
}

await main();
