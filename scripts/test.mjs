#!/usr/bin/env node
// `npm test`: the unit and integration suites (Vitest) and the admin's browser tests (Playwright) side by side,
// after building the admin once if its sources changed, each output line tagged with its half. Both halves always
// run and a final summary says how each went; the exit code is non-zero when either failed. A spec that stops a
// server and starts it again on the same port takes that port from below the kernel's range for ephemeral ports
// (test/helpers/reservablePort.ts), so the other half's servers cannot take it meanwhile. `ATRIUM_TEST_SERIAL=1`
// runs the halves one after the other, with their own output as it is. Plain JavaScript so it runs on Node 20
// without a TypeScript loader.
import { spawn } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };
const serial = process.env.ATRIUM_TEST_SERIAL === '1';

const halves = [
  { name: 'unit and integration (vitest run)', tag: 'vitest', command: 'vitest', args: ['run'] },
  { name: 'browser (playwright test)', tag: 'browser', command: 'playwright', args: ['test'] },
];

/** Writes `chunk` line by line, each complete line prefixed with `tag`; returns what is left of an unfinished line. */
function writeTagged(out, tag, pending, chunk) {
  const lines = (pending + chunk).split('\n');
  const rest = lines.pop() ?? '';
  for (const line of lines) out.write(`[${tag}] ${line}\n`);
  return rest;
}

/** Runs one half; resolves with its exit code (1 when it could not start). */
function run({ command, args, tag }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: serial ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    if (!serial) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let pending = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          pending = writeTagged(out, tag, pending, chunk);
        });
        stream.on('end', () => {
          if (pending) out.write(`[${tag}] ${pending}\n`);
        });
      }
    }
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

async function timed(half) {
  const start = Date.now();
  const code = await run(half);
  return { ...half, code, took: Date.now() - start };
}

const started = Date.now();
// Both halves' global setups build the admin when its sources changed (side by side they would build it twice at
// once into the same folder): build it here first, so they find it fresh.
const build = await run({
  command: 'tsx',
  args: ['--eval', "import('@atrium/admin/build').then((build) => build.ensureAdminBuilt())"],
  tag: 'build',
});
if (build !== 0) {
  console.error('The admin did not build; no test ran.');
  process.exit(1);
}
const results = [];
if (serial) {
  for (const half of halves) results.push(await timed(half));
} else {
  results.push(...(await Promise.all(halves.map(timed))));
}

console.log('\nnpm test summary');
for (const { name, code, took } of results) {
  console.log(`  ${code === 0 ? 'passed' : `FAILED (exit ${code})`}  ${name}, ${minutes(took)}`);
}
console.log(`  total ${minutes(Date.now() - started)}${serial ? '' : ' (side by side)'}`);
process.exitCode = results.some(({ code }) => code !== 0) ? 1 : 0;
