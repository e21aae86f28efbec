import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, vi } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** One answer of {@link DemoCluster.send}. */
export type Answer = { status: number; headers: IncomingHttpHeaders; body: string; json(): any };

/** A line the workers' request log wrote (`ATRIUM_REQUEST_LOG=true`): who answered what. */
type RequestLine = { pid: number; method: string; path: string; status: number };

/** The demo's `npm start` (`apps/demo/src/start.ts`) running as a cluster primary with its workers. */
export type DemoCluster = {
  /** The primary's process; its children are the workers. */
  process: ChildProcess;
  port: number;
  /** Everything the primary and its workers printed so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The worker processes now: the primary's children that run its command line, read from /proc. */
  workerPids(): number[];
  /** A request on `agent` (a connection pinned to one worker), or on a fresh connection with `false`. */
  send(agent: http.Agent | false, path: string, options?: SendOptions): Promise<Answer>;
  /** The worker that answers on `agent`: a request to a path of its own, found in the request log by that path. */
  whoAnswers(agent: http.Agent | false): Promise<number>;
  /** One keep-alive connection per worker, found by opening connections until each worker has answered one. */
  pinWorkers(): Promise<Map<number, http.Agent>>;
  stop(): Promise<void>;
};

export type SendOptions = { method?: string; headers?: Record<string, string>; body?: unknown };

/**
 * Starts the demo with `env` (`ATRIUM_WORKERS` and the database among them) and resolves once it announces the
 * port, i.e. once every worker listens. The workers log every request (`ATRIUM_REQUEST_LOG=true`, pino's lines carry
 * the process id), which is how a test sees which worker answered: nothing is added to the answers themselves.
 */
export async function startDemoCluster(env: Record<string, string>): Promise<DemoCluster> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/demo/src/start.ts')], {
    cwd: root,
    env: { ...process.env, ATRIUM_DEBUG: '', HOST: '127.0.0.1', PORT: '0', ATRIUM_REQUEST_LOG: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const handleData = () => {
      const match = output.match(/Atrium is listening on http:\/\/localhost:(\d+)/);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', handleData);
    void exited.then(({ code }) => reject(new Error(`the demo exited with ${code} before listening:\n${output}`)));
  });

  const requestLines = (): RequestLine[] =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes('"msg":"request"'))
      .map((line) => JSON.parse(line) as RequestLine);

  const send = (agent: http.Agent | false, path: string, options: SendOptions = {}): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          agent,
          method: options.method ?? 'GET',
          headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text, json: () => JSON.parse(text) }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  const whoAnswers = async (agent: http.Agent | false): Promise<number> => {
    const path = `/api/probe-${randomUUID()}`;
    expect((await send(agent, path)).status).toBe(404);
    let pid: number | undefined;
    await vi.waitFor(
      () => {
        pid = requestLines().find((line) => line.path === path)?.pid;
        if (pid === undefined) throw new Error(`no request line for ${path} yet`);
      },
      { timeout: 10_000, interval: 20 },
    );
    return pid!;
  };

  const agents: http.Agent[] = [];
  // The primary's other children (esbuild's service, started by the tooling) are not workers: a worker runs the
  // primary's own command line.
  const command = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8');
  const workerPids = () => childrenOf(child.pid!).filter((pid) => commandOf(pid) === command);
  return {
    process: child,
    port,
    output: () => output,
    exited,
    workerPids,
    send,
    whoAnswers,
    async pinWorkers() {
      const count = workerPids().length;
      const pinned = new Map<number, http.Agent>();
      // The primary hands new connections to its workers in turn, so a few fresh ones reach every worker.
      for (let tries = 0; pinned.size < count && tries < 20 * count; tries++) {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        agents.push(agent);
        const pid = await whoAnswers(agent);
        if (pinned.has(pid)) agent.destroy();
        else pinned.set(pid, agent);
      }
      if (pinned.size < count) throw new Error(`only workers ${[...pinned.keys()]} answered of ${workerPids()}`);
      return pinned;
    },
    async stop() {
      for (const agent of agents) agent.destroy();
      if (child.exitCode === null && child.signalCode === null) {
        const pids = workerPids();
        child.kill('SIGKILL');
        for (const pid of pids) killQuietly(pid);
        await exited;
      }
    },
  };
}

/** The live processes whose parent is `pid`, from each process's /proc/<pid>/stat. */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // `pid (comm) state ppid …`: the command name may hold spaces and parentheses, so read after the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // A child that died and is not reaped yet (a zombie) runs no more.
    if (Number(ppid) === pid && state !== 'Z') children.push(Number(entry));
  }
  return children.sort((a, b) => a - b);
}

function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined; // ended meanwhile
  }
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
