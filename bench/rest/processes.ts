import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A free TCP port on this machine, found by letting the OS pick one and releasing it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A child Node process, with its output kept for error reports. */
export type Child = { process: ChildProcess; output: () => string; stop: () => Promise<void> };

/** Starts `node --import tsx <file>` directly (not through the tsx CLI) so `pid` is the server process itself. */
export function spawnTs(file: string, env: Record<string, string>): Child {
  return spawnNode(['--import', 'tsx', file], env);
}

/** Starts `node <args>` (a built JavaScript file, say) with `env` added to this process's environment. */
export function spawnNode(args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 2xx; fails with the child's output if it exits or takes longer than `timeoutMs`. */
export async function waitUntilReady(child: Child, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`child exited with code ${child.process.exitCode}:\n${child.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${child.output()}`);
}

/** Peak resident set size of a live process in MiB, from `VmHWM` in /proc (Linux only; `null` elsewhere). */
export function peakRssMiB(pid: number | undefined): number | null {
  return procStatusMiB(pid, 'VmHWM');
}

/** Resident set size of a live process now, in MiB, from `VmRSS` in /proc (Linux only; `null` elsewhere). */
export function rssMiB(pid: number | undefined): number | null {
  return procStatusMiB(pid, 'VmRSS');
}

function procStatusMiB(pid: number | undefined, field: 'VmHWM' | 'VmRSS'): number | null {
  if (pid === undefined) return null;
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}
