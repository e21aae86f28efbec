import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTestURL } from '../helpers/database.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs the demo's `npm start` script (`apps/demo/src/start.ts`) with `env` until it exits; its exit code and output. */
function startDemo(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/demo/src/start.ts')], {
    cwd: root,
    env: { ...process.env, ATRIUM_LOG: 'false', ATRIUM_DEBUG: '', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** Exactly one line, no stack frame. */
function expectOneLine(stderr: string, pattern: RegExp) {
  const lines = stderr.trimEnd().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(stderr).not.toMatch(/^\s+at /m);
}

describe('the demo start fails with one clear line', () => {
  let dir: string;
  let taken: net.Server;
  let takenPort: number;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'atrium-start-'));
    taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    takenPort = (taken.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => taken.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('when the port is already taken (SQLite)', { timeout: 120_000 }, async () => {
    const run = await startDemo({ PORT: String(takenPort), DATABASE_URL: `file:${join(dir, 'taken.db')}` });
    expect(run.code).toBe(1);
    expectOneLine(run.stderr, new RegExp(`^Error: 127\\.0\\.0\\.1:${takenPort} is already in use: .*PORT`));
  });

  it('when PostgreSQL is unreachable', { timeout: 60_000 }, async () => {
    const unreachable = new URL(postgresTestURL());
    unreachable.port = '1';
    unreachable.password = 'do-not-print-me';
    const run = await startDemo({ PORT: '0', DATABASE_URL: unreachable.href });
    expect(run.code).toBe(1);
    expectOneLine(
      run.stderr,
      /^Error: cannot open PostgreSQL at 127\.0\.0\.1:1\/\w+: nothing is listening there.*\(ECONNREFUSED\)$/,
    );
    expect(run.stderr).not.toContain('do-not-print-me');
  });

  it('when the PostgreSQL database does not exist', { timeout: 60_000 }, async () => {
    const missing = new URL(postgresTestURL());
    missing.pathname = '/atrium_no_such_database';
    const run = await startDemo({ PORT: '0', DATABASE_URL: missing.href });
    expect(run.code).toBe(1);
    expectOneLine(
      run.stderr,
      /^Error: cannot open PostgreSQL at .*\/atrium_no_such_database: that database does not exist \(3D000\)$/,
    );
  });

  it('when every worker fails to start (ATRIUM_WORKERS=2, the port taken): the primary gives up', {
    timeout: 180_000,
  }, async () => {
    const run = await startDemo({
      ATRIUM_WORKERS: '2',
      PORT: String(takenPort),
      DATABASE_URL: `file:${join(dir, 'workers.db')}`,
    });
    expect(run.code).toBe(1);
    const lines = run.stderr.trimEnd().split('\n');
    // Each worker's own reason and the primary's verdict once; no stack frame. The third failure ends it, but the
    // other worker, started beside it, may say its reason too, before or just after the verdict.
    const verdicts = lines.filter((line) => line.startsWith('Error: 3 workers in a row'));
    expect(verdicts).toHaveLength(1);
    expect(verdicts[0]).toMatch(
      /^Error: 3 workers in a row exited before serving \(the last exited with code 1\); giving up\. ATRIUM_WORKERS=2;/,
    );
    const reasons = lines.filter((line) => line.startsWith(`Error: 127.0.0.1:${takenPort} is already in use`));
    expect(reasons.length).toBeGreaterThanOrEqual(3);
    expect(reasons.length).toBeLessThanOrEqual(4);
    expect(lines.filter((line) => line.startsWith('Error:'))).toHaveLength(reasons.length + 1);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).not.toContain('Atrium is listening');
  });

  it('when the SQLite file cannot be created', { timeout: 60_000 }, async () => {
    // A path below a regular file: no folder can be made there.
    const run = await startDemo({ PORT: '0', DATABASE_URL: `file:${join(dir, 'taken.db', 'inside', 'x.db')}` });
    expect(run.code).toBe(1);
    expectOneLine(run.stderr, /^Error: /);
  });

  it('when a setting is wrong', { timeout: 60_000 }, async () => {
    for (const [env, pattern] of [
      [{ SERVER_URL: 'ftp://cms.example.com' }, /^Error: SERVER_URL must start with http:\/\/ or https:\/\//],
      [{ TRUST_PROXY: 'true' }, /^Error: TRUST_PROXY must list the proxies' addresses/],
      [{ ATRIUM_WORKERS: 'many' }, /^Error: ATRIUM_WORKERS must be a number of processes from 1 to \d+, or auto/],
    ] as const) {
      const run = await startDemo({ PORT: '0', DATABASE_URL: `file:${join(dir, 'settings.db')}`, ...env });
      expect(run.code).toBe(1);
      expectOneLine(run.stderr, pattern);
    }
  });
});
