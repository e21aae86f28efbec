/**
 * `npm run bench:autosave`: many editors autosaving at once. Starts a server in a child process on a fresh
 * SQLite file (`server.ts`), gives each editor a document of their own, and has every editor send an autosave
 * (`PATCH ?draft=true&autosave=true`, the whole form as the admin sends it) every `--interval` ms for
 * `--duration` seconds, each waiting for the previous answer before the next timer fires. The same editors also
 * save documents of a collection without versions (plain `PATCH`), so the cost of a save with versions is set
 * against one without: the two runs take turns in `--slice`-second slices, so both meet the same load from
 * whatever else the machine runs. Then it reads every document back (with `draft=true`) and checks it equals
 * that editor's last saved edit. Exits with status 1 on any error answer or lost edit.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const env = (name: string, fallback: string) => process.env[`BENCH_${name.toUpperCase()}`] ?? fallback;
const { values: args } = parseArgs({
  options: {
    editors: { type: 'string', default: env('editors', '50') },
    duration: { type: 'string', default: env('duration', '60') },
    interval: { type: 'string', default: env('interval', '2000') },
    slice: { type: 'string', default: env('slice', '10') },
  },
});
const editors = Number(args.editors);
const durationMs = Number(args.duration) * 1000;
const intervalMs = Number(args.interval);
const sliceMs = Number(args.slice) * 1000;
for (const [name, value] of Object.entries({ editors, duration: durationMs, interval: intervalMs, slice: sliceMs }))
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);

type Phase = { collection: 'drafted' | 'plain'; query: string; label: string; created: Record<string, unknown> };
const phases: Phase[] = [
  {
    collection: 'drafted',
    query: '?draft=true&autosave=true&depth=0',
    label: 'with versions (drafts, autosave)',
    created: { _status: 'published' },
  },
  { collection: 'plain', query: '?depth=0', label: 'without versions', created: {} },
];

type Edit = { title: string; slug: string; summary: string; body: string; tags: Array<{ tag: string }>; edit: number };

/** What editor `e`'s form holds after their `n`-th change: a title, a summary and a body of a few paragraphs. */
function formAfter(e: number, n: number): Edit {
  const sentence = `Editor ${e} rewrites the paragraph for the ${n}th time, weighing each word before the next autosave. `;
  return {
    title: `Article ${e}, edit ${n}`,
    slug: `article-${e}`,
    summary: `Summary of article ${e} as of edit ${n}.`,
    body: Array.from({ length: 4 }, (_, p) => `${p + 1}. ${sentence.repeat(4)}`).join('\n\n'),
    tags: [{ tag: 'bench' }, { tag: `editor-${e}` }],
    edit: n,
  };
}

function startServer(db: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DB: db },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { type: string; port: number }) => resolve({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`the server exited (code ${code})`)));
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Result = { saves: number; errors: string[]; lost: string[]; latencies: number[] };

/** One run's editors and documents, kept across its slices. */
type Run = { phase: Phase; ids: Array<number | string>; next: number[]; lastSaved: number[]; result: Result };

function sender(base: string, phase: Phase) {
  return (method: string, path: string, body?: unknown) =>
    fetch(`${base}/${phase.collection}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
}

/** Creates every editor's document, then a few unmeasured saves, so neither run pays for compiling what the other warmed. */
async function prepare(base: string, phase: Phase): Promise<Run> {
  const send = sender(base, phase);
  const ids: Array<number | string> = [];
  for (let e = 0; e < editors; e++) {
    const res = await send('POST', '?depth=0', { ...formAfter(e, 0), ...phase.created });
    if (res.status !== 201) throw new Error(`creating editor ${e}'s document answered ${res.status}: ${await res.text()}`);
    ids.push(((await res.json()) as { doc: { id: number } }).doc.id);
  }
  for (let n = 1; n <= 3; n++)
    for (let e = 0; e < editors; e++) await (await send('PATCH', `/${ids[e]}${phase.query}`, formAfter(e, -n))).arrayBuffer();
  return {
    phase,
    ids,
    next: Array(editors).fill(1),
    lastSaved: Array(editors).fill(0),
    result: { saves: 0, errors: [], lost: [], latencies: [] },
  };
}

/** Every editor saves every `intervalMs` for `sliceMs`, their edits numbered on from the previous slice. */
async function runSlice(base: string, run: Run, sliceMs: number): Promise<void> {
  const send = sender(base, run.phase);
  const { result } = run;
  const started = performance.now();
  const editor = async (e: number) => {
    // Editors start spread over one interval, as people do.
    await sleep((intervalMs * e) / editors);
    while (performance.now() - started < sliceMs) {
      const n = run.next[e]++;
      const due = performance.now() + intervalMs;
      const sentAt = performance.now();
      try {
        const res = await send('PATCH', `/${run.ids[e]}${run.phase.query}`, formAfter(e, n));
        const text = await res.text();
        if (res.status !== 200) result.errors.push(`editor ${e}, edit ${n}: ${res.status} ${text.slice(0, 200)}`);
        else {
          result.latencies.push(performance.now() - sentAt);
          run.lastSaved[e] = n;
        }
      } catch (error) {
        result.errors.push(`editor ${e}, edit ${n}: ${(error as Error).message}`);
      }
      result.saves++;
      await sleep(Math.max(0, due - performance.now()));
    }
  };
  await Promise.all(Array.from({ length: editors }, (_, e) => editor(e)));
}

/** Every document must hold its editor's last saved edit, field for field (read as the editor reads it: `draft=true`). */
async function checkEdits(base: string, run: Run): Promise<void> {
  const send = sender(base, run.phase);
  for (let e = 0; e < editors; e++) {
    const doc = (await (await send('GET', `/${run.ids[e]}?draft=true&depth=0`)).json()) as Record<string, unknown>;
    const expected = formAfter(e, run.lastSaved[e]);
    const tags = (doc.tags as Array<{ tag: string }> | undefined)?.map((row) => ({ tag: row.tag }));
    const actual = { title: doc.title, slug: doc.slug, summary: doc.summary, body: doc.body, tags, edit: doc.edit };
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      run.result.lost.push(`editor ${e}: expected edit ${run.lastSaved[e]}, found edit ${String(doc.edit)}`);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'atrium-bench-autosave-'));
const server = await startServer(join(dir, 'bench.db'));
const base = `http://127.0.0.1:${server.port}/api`;
try {
  const runs: Run[] = [];
  for (const phase of phases) runs.push(await prepare(base, phase));
  // The two runs take turns in slices, so both meet the same machine: what else runs on it changes over a minute.
  const slices = Math.max(1, Math.round(durationMs / sliceMs));
  for (let slice = 0; slice < slices; slice++)
    for (const run of slice % 2 ? [...runs].reverse() : runs) await runSlice(base, run, durationMs / slices);
  for (const run of runs) await checkEdits(base, run);
  console.log(
    `${editors} editors, one document each, a save every ${intervalMs} ms for ${durationMs / 1000} s per run, in ${slices} slices taken in turns (SQLite)\n`,
  );
  console.log('| run | saves | errors | lost edits | median ms per save | p95 ms |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const results = runs.map(({ phase, result }) => ({ phase, result }));
  for (const { phase, result } of results) {
    console.log(
      `| ${phase.label} | ${result.saves} | ${result.errors.length} | ${result.lost.length} | ${median(result.latencies).toFixed(1)} | ${percentile(result.latencies, 0.95).toFixed(1)} |`,
    );
  }
  const [withVersions, without] = results.map(({ result }) => median(result.latencies));
  console.log(`\nA save with versions costs ${(withVersions / without).toFixed(2)}× one without (medians).`);
  const problems = results.flatMap(({ result }) => [...result.errors, ...result.lost]);
  for (const problem of problems.slice(0, 20)) console.error(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
} finally {
  server.child.send({ type: 'stop' });
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
