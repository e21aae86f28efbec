import { readFileSync } from 'node:fs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Jiffies all CPUs spent in total and idle (`/proc/stat`'s first line), or `undefined` off Linux. */
function cpuTimes(): { total: number; idle: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    if (fields.length < 5 || fields.some((n) => !Number.isFinite(n))) return undefined;
    // idle and iowait
    return { total: fields.reduce((sum, n) => sum + n, 0), idle: fields[3] + fields[4] };
  } catch {
    return undefined;
  }
}

/**
 * Waits until the machine is quiet: its CPUs at least `idleShare` idle over one `windowMs` window, or `maxMs`
 * at most. A freshly launched Chromium spends its first seconds starting its own processes; a page loaded
 * meanwhile shares the two cores with that, which is not what an editor's already running browser does. Where
 * the CPU times cannot be read, waits `maxMs`. Answers how long it waited.
 */
export async function waitForQuietCPU({ windowMs = 500, idleShare = 0.9, maxMs = 5000 } = {}): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = cpuTimes();
    if (!before) {
      await sleep(maxMs);
      return performance.now() - started;
    }
    await sleep(windowMs);
    const after = cpuTimes();
    const total = (after?.total ?? 0) - before.total;
    const idle = total > 0 && after ? (after.idle - before.idle) / total : 0;
    if (idle >= idleShare || performance.now() - started >= maxMs) return performance.now() - started;
  }
}
