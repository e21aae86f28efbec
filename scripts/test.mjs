#!/usr/bin/env node
// `npm test`: the unit and integration suites (Vitest), then the admin's browser tests (Playwright). Both halves
// always run, one after the other (running them side by side would only slow both on a small machine), and a
// final summary says how each went; the exit code is non-zero when either failed. Plain JavaScript so it runs on
// Node 20 without a TypeScript loader.
import { spawn } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };

const halves = [
  { name: 'unit and integration (vitest run)', command: 'vitest', args: ['run'] },
  { name: 'browser (playwright test)', command: 'playwright', args: ['test'] },
];

/** Runs one half with the terminal handed over; resolves with its exit code (1 when it could not start). */
function run({ command, args }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

const started = Date.now();
const results = [];
for (const half of halves) {
  const start = Date.now();
  const code = await run(half);
  results.push({ ...half, code, took: Date.now() - start });
}

console.log('\nnpm test summary');
for (const { name, code, took } of results) {
  console.log(`  ${code === 0 ? 'passed' : `FAILED (exit ${code})`}  ${name}, ${minutes(took)}`);
}
console.log(`  total ${minutes(Date.now() - started)}`);
process.exitCode = results.some(({ code }) => code !== 0) ? 1 : 0;
