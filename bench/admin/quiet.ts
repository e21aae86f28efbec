import { readFileSync } from 'node:fs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Jiffies all CPUs spent in total and idle (`/proc/stat`'s first line), or `undefined` off Linux. */
function cpuTimes(): { total: number; idle: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // user, nice, system, idle, iowait, irq, softirq, steal (guest time is already inside user and nice)
    const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (fields.length < 5 || fields.some((n) => !Number.isFinite(n))) return undefined;
    const [user, nice, system, idle, iowait, irq = 0, softirq = 0] = fields;
    // Time the hypervisor gave another machine (steal) is left out: waiting longer does not bring it back.
    return { total: user + nice + system + idle + iowait + irq + softirq, idle: idle + iowait };
  } catch {
    return undefined;
  }
}

/**
 * Waits until the machine is quiet: its CPUs at least `idleShare` idle over one `windowMs` window, or `maxMs`
 * at most. A freshly launched Chromium spends its first seconds starting its own processes; a page loaded
 * meanwhile shares the two cores with that, which is not what an editor's already running browser does. Where
 * the CPU times cannot be read, waits `maxMs`. Answers how long it waited and whether the machine got quiet.
 */
export async function waitForQuietCPU({
  windowMs = 500,
  idleShare = 0.9,
  maxMs = 5000,
} = {}): Promise<{ waited: number; quiet: boolean }> {
  const started = performance.now();
  for (;;) {
    const before = cpuTimes();
    if (!before) {
      await sleep(maxMs);
      return { waited: performance.now() - started, quiet: false };
    }
    await sleep(windowMs);
    const after = cpuTimes();
    const total = (after?.total ?? 0) - before.total;
    const idle = total > 0 && after ? (after.idle - before.idle) / total : 0;
    if (idle >= idleShare) return { waited: performance.now() - started, quiet: true };
    if (performance.now() - started >= maxMs) return { waited: performance.now() - started, quiet: false };
  }
}
